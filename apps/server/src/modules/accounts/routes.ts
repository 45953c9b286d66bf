import { contract } from '@tp/contract';
import type { BindRoute } from '../../platform/routes';
import type { AccountsService } from './service';
import { toPublicUser } from './users';

const { accounts } = contract;

export function accountsRoutes(bind: BindRoute, service: AccountsService): void {
  bind(accounts.signup, ({ body, request }) => service.signup(body, request.ip));
  bind(accounts.signin, ({ body, request }) => service.signin(body, request.ip));
  bind(accounts.me, async ({ user }) => ({ user: toPublicUser(user) }));
  bind(accounts.resendVerification, async ({ body, user, request }) => ({
    success: await service.resendVerification(user, body.email, request.ip),
  }));
  bind(accounts.forgotPassword, async ({ body, request }) => ({
    message: await service.forgotPassword(body.email, request.ip),
  }));
  bind(accounts.resetPassword, async ({ body, request }) => ({
    message: await service.resetPassword(body.token, body.newPassword, request.ip),
  }));
  bind(accounts.verifyEmail, async ({ query }) => {
    await service.verifyEmail(query.token);
    return { success: true as const };
  });
}
