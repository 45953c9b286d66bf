import { contract } from '@tp/contract';
import type { FastifyRequest } from 'fastify';
import type { BindRoute } from '../../platform/routes';
import { mailLanguage } from './emails';
import type { AccountsService } from './service';
import { toPublicUser } from './users';

const { accounts } = contract;

const caller = (request: FastifyRequest) => ({
  ip: request.ip,
  lang: mailLanguage(request.headers['accept-language']),
});

export function accountsRoutes(bind: BindRoute, service: AccountsService): void {
  bind(accounts.signup, ({ body, request }) => service.signup(body, caller(request)));
  bind(accounts.signin, ({ body, request }) => service.signin(body, caller(request)));
  bind(accounts.me, async ({ user }) => ({ user: toPublicUser(user) }));
  bind(accounts.resendVerification, async ({ body, user, request }) => ({
    success: await service.resendVerification(user, body.email, caller(request)),
  }));
  bind(accounts.forgotPassword, async ({ body, request }) => ({
    message: await service.forgotPassword(body.email, caller(request)),
  }));
  bind(accounts.resetPassword, async ({ body, request }) => ({
    message: await service.resetPassword(body.token, body.newPassword, caller(request)),
  }));
  bind(accounts.verifyEmail, async ({ query }) => {
    await service.verifyEmail(query.token);
    return { success: true as const };
  });
}
