import { contract } from '@tp/contract';
import type { Database } from '../../db/client';
import type { BindRoute } from '../../platform/routes';
import { loadCourse } from './course';

export function levelsRoutes(bind: BindRoute, db: Database): void {
  bind(contract.levels.levels, async (_ctx, reply) => {
    // Revalidated on every visit (the ETag makes that a 304), so an admin's change shows at once.
    reply.header('cache-control', 'public, no-cache');
    return { levels: await loadCourse(db) };
  });
}
