import { contract } from '@tp/contract';
import type { BindRoute } from '../../platform/routes';
import type { QuizService } from './service';

const { quizzes } = contract;

export function quizzesRoutes(bind: BindRoute, service: QuizService): void {
  bind(quizzes.mcqs, async () => ({ mcqs: await service.mcqs() }));
  bind(quizzes.createMcq, async ({ user, body }) => ({
    mcq: await service.createMcq(user, body),
    message: 'MCQ created successfully!',
  }));
  bind(quizzes.updateMcq, async ({ user, params, body }) => ({
    mcq: await service.updateMcq(user, params.id, body),
    message: 'MCQ updated successfully!',
  }));
  bind(quizzes.deleteMcq, async ({ user, params }) => {
    await service.deleteMcq(user, params.id);
    return { message: 'MCQ deleted successfully.' };
  });
  bind(quizzes.badges, async () => ({ badges: await service.badges() }));
  bind(quizzes.createBadge, async ({ user, body }) => ({
    badge: await service.createBadge(user, body),
    message: 'Badge created successfully!',
  }));
  bind(quizzes.updateBadge, async ({ user, params, body }) => ({
    badge: await service.updateBadge(user, params.id, body),
    message: 'Badge updated successfully!',
  }));
  bind(quizzes.deleteBadge, async ({ user, params }) => {
    await service.deleteBadge(user, params.id);
    return { message: 'Badge deleted successfully.' };
  });
}
