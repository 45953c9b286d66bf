import { z } from 'zod';
import { limits } from './constants';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import { level } from './levels';
import * as routes from './routes';

export const bulkLevelActions = ['publish', 'unpublish', 'delete', 'move'] as const;
export type BulkLevelAction = (typeof bulkLevelActions)[number];

const ids = z
  .array(z.uuid())
  .min(1)
  .max(limits.levelNumberMax)
  .refine((list) => new Set(list).size === list.length, 'A level is listed twice.');

export const bulkLevelsBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.enum(['publish', 'unpublish', 'delete']), ids }),
  z.strictObject({
    action: z.literal('move'),
    ids,
    /** The number the first of the levels gets; the others follow it in course order. */
    position: z.number().int().min(1).max(limits.levelNumberMax),
  }),
]);
export type BulkLevelsBody = z.infer<typeof bulkLevelsBody>;

export const bulkLevels = endpoint({
  ...methodAndPath(routes.bulkLevels),
  access: 'admin',
  summary:
    'Publish, unpublish, delete or move several levels in one step: all of them or none. `move` puts them together, in course order, the first at `position` (1..N minus the others moved). 404 when a level does not exist; 400 for a position out of range; 409 `level_empty` when a level to publish has no item.',
  body: bulkLevelsBody,
  responses: {
    200: z.object({ levels: z.array(level), message: z.string() }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
    409: errorBody,
  },
});
