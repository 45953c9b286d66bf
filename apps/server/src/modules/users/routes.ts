import { contract } from '@tp/contract';
import type { Database } from '../../db/client';
import type { BindRoute } from '../../platform/routes';
import { listUsers } from './service';

export function usersRoutes(bind: BindRoute, db: Database): void {
  bind(contract.users.adminUsers, async () => ({ users: await listUsers(db) }));
}
