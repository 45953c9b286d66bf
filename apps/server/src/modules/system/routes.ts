import { contract } from '@tp/contract';
import type { Database } from '../../db/client';
import { pingDatabase } from '../../db/client';
import type { BindRoute } from '../../platform/routes';

export function systemRoutes(bind: BindRoute, db: Database): void {
  bind(contract.system.healthz, async () => ({ status: 'ok' as const }));
  bind(contract.system.readyz, async (_ctx, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ready' as const };
    } catch {
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
}
