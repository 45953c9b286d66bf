import { contract } from '@tp/contract';
import type { FastifyRequest } from 'fastify';
import type { BindRoute } from '../../platform/routes';
import { mailLanguage } from './emails';
import type { AccountsService } from './service';
import { toPublicUser } from './users';

const { accounts } = contract;

export const bearerOf = (request: FastifyRequest) =>
  request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];

export const caller = (request: FastifyRequest) => ({
  ip: request.ip,
  lang: mailLanguage(request.headers['accept-language']),
  device: request.headers['user-agent'] ?? '',
});

export function accountsRoutes(bind: BindRoute, service: AccountsService): void {
  bind(accounts.signup, async ({ body, request }) => ({
    message: await service.signup(body, caller(request)),
  }));
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
  bind(accounts.updateSettings, ({ user, body }) => service.updateSettings(user, body));
  bind(accounts.deleteAccount, async ({ user, session, body, request }) => {
    await service.deleteAccount(user, body.password, session, caller(request));
    return { message: 'Your account has been deleted.' };
  });
  bind(accounts.changePassword, ({ user, session, body, request }) =>
    service.changePassword(user, body, session, caller(request)),
  );
  bind(accounts.logout, async ({ session }) => {
    await service.logout(session);
    return { message: 'You are logged out.' };
  });
  bind(accounts.mySessions, async ({ session }) => ({
    sessions: await service.sessionsOf(session),
  }));
  bind(accounts.endSession, async ({ user, params }) => {
    await service.endSession(user, params.id);
    return { message: 'The session has ended.' };
  });
  bind(accounts.endAllSessions, async ({ session }) => {
    await service.logout(session, true);
    return { message: 'You are logged out everywhere.' };
  });
  bind(accounts.verifyEmail, async ({ query }) => {
    await service.verifyEmail(query.token);
    return { success: true as const };
  });
}
