import { contract } from '@tp/contract';
import type { BindRoute } from '../../platform/routes';
import type { ProgressService } from './service';

export function progressRoutes(bind: BindRoute, service: ProgressService): void {
  bind(contract.progress.answer, ({ user, body }) => service.answer(user.id, body));
  bind(contract.progress.setLevel, async ({ user, body }) => ({
    progress: await service.setLevel(user.id, body.level, body.incrementDisplayedLevel ?? false),
  }));
  bind(contract.progress.resetProgress, async ({ user }) => ({ progress: await service.reset(user.id) }));
}
