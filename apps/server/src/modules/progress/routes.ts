import { contract } from '@tp/contract';
import type { BindRoute, BindTokenRoute } from '../../platform/routes';
import type { ItemAnswerStats } from './item-answers';
import type { ProgressService } from './service';

export function progressRoutes(
  bind: BindRoute,
  bindToken: BindTokenRoute,
  service: ProgressService,
  answers: ItemAnswerStats,
): void {
  // The call learners make most: the answer's own statement checks the session.
  bindToken(contract.progress.answer, ({ session, body }) => service.answer(session, body));
  bind(contract.progress.setLevel, async ({ user, body }) => ({
    progress: await service.setLevel(user, body.level, body.incrementDisplayedLevel ?? false),
  }));
  bind(contract.progress.carryGuestProgress, async ({ user, body }) => ({
    progress: await service.carryGuest(user, body),
  }));
  bind(contract.progress.resetProgress, async ({ user }) => ({ progress: await service.reset(user.id) }));
  bind(contract.sounds.levelAnswerStats, () => answers.perLevel());
  bind(contract.sounds.levelAnswerDetails, ({ params }) => answers.forLevel(params.id));
  bind(contract.sounds.courseInsights, () => answers.insights());
}
