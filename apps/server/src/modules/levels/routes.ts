import { contract } from '@tp/contract';
import type { Database } from '../../db/client';
import type { BindRoute } from '../../platform/routes';
import { loadCourse } from './course';

export function levelsRoutes(bind: BindRoute, db: Database): void {
  bind(contract.levels.levels, async () => ({ levels: await loadCourse(db) }));
}
