import { contract } from '@tp/contract';
import type { Database } from '../../db/client';
import type { BindRoute } from '../../platform/routes';
import { bulkChangeLevels } from './bulk';

const done = { publish: 'published', unpublish: 'unpublished', delete: 'deleted', move: 'moved' } as const;

export function levelBulkRoutes(bind: BindRoute, db: Database): void {
  bind(contract.levelBulk.bulkLevels, async ({ user, body }) => ({
    levels: await bulkChangeLevels(db, user, body),
    message: `${body.ids.length} ${body.ids.length === 1 ? 'level' : 'levels'} ${done[body.action]}.`,
  }));
}
