import { contract } from '@tp/contract';
import type { BindRoute } from '../../platform/routes';
import type { ReviewService } from './review';
import type { SoundStatsService } from './service';

export function soundsRoutes(bind: BindRoute, stats: SoundStatsService, review: ReviewService): void {
  bind(contract.sounds.mySounds, async ({ user, query }) => ({
    sounds: await stats.summary(user.id, query.timeZone),
  }));
  bind(contract.sounds.mergeGuestSounds, ({ user, body }) => stats.mergeGuest(user.id, body));
  bind(contract.sounds.startReview, ({ user, body }) => review.start(user.id, body?.sounds));
  bind(contract.sounds.answerReview, ({ user, params, body }) => review.answer(user.id, params.id, body));
}
