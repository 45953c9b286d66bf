import { contract } from '@tp/contract';
import type { Database } from '../../db/client';
import type { BindRoute } from '../../platform/routes';
import { listChanges } from './service';

export function auditRoutes(bind: BindRoute, db: Database): void {
  bind(contract.audit.auditLog, ({ query }) => listChanges(db, query));
}
