import { contract } from '@tp/contract';
import type { BindRoute } from '../../platform/routes';
import type { ItemAnswerStats } from './item-answers';
import type { ProgressService } from './service';

export function progressRoutes(bind: BindRoute, service: ProgressService, answers: ItemAnswerStats): void {
  bind(contract.progress.answer, ({ user, body }) => service.answer(user, body));
  bind(contract.progress.setLevel, async ({ user, body }) => ({
    progress: await service.setLevel(user, body.level, body.incrementDisplayedLevel ?? false),
  }));
  bind(contract.progress.resetProgress, async ({ user }) => ({ progress: await service.reset(user.id) }));
  bind(contract.sounds.levelAnswerStats, () => answers.perLevel());
  bind(contract.sounds.levelAnswerDetails, ({ params }) => answers.forLevel(params.id));
}
