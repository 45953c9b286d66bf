import { contract } from '@tp/contract';
import type { FastifyReply } from 'fastify';
import { readCookie, serializeCookie } from '../../platform/cookies';
import type { BindRoute } from '../../platform/routes';
import { caller } from '../accounts';
import { googleFlowSeconds, ProviderSignInFailure } from './google';
import type { SignInProvidersService } from './service';

const { signInProviders } = contract;

/** Holds a Google sign-in's state, nonce and PKCE verifier (signed) between start and callback. */
const flowCookie = 'tp_google_flow';

export function signInProvidersRoutes(
  bind: BindRoute,
  service: SignInProvidersService,
  appUrl: string,
): void {
  const flowCookieHeader = (value: string, maxAgeSeconds: number) =>
    serializeCookie(flowCookie, value, {
      // Sent back to the callback only, which lies under the start's path.
      path: signInProviders.googleAuth.path,
      maxAgeSeconds,
      secure: appUrl.startsWith('https:'),
    });

  /** Back to the login page, which shows why; the flow is over either way. */
  const toLogin = (reply: FastifyReply, failure: ProviderSignInFailure) =>
    reply.header('set-cookie', flowCookieHeader('', 0)).redirect(`${appUrl}/login?error=${failure.reason}`);

  bind(signInProviders.googleAuth, async ({ request }, reply) => {
    try {
      const { location, flow } = await service.startGoogle();
      return reply.header('set-cookie', flowCookieHeader(flow, googleFlowSeconds)).redirect(location);
    } catch (err) {
      if (!(err instanceof ProviderSignInFailure)) throw err;
      request.log.warn({ err: err.cause }, 'Google sign-in could not start');
      return toLogin(reply, err);
    }
  });

  // Every outcome is a redirect: the browser is on its way back from Google, not calling an API.
  bind(signInProviders.googleCallback, async ({ request }, reply) => {
    try {
      const session = await service.finishGoogle(
        new URL(request.url, appUrl),
        readCookie(request.headers.cookie, flowCookie),
        caller(request),
      );
      const home = `${appUrl}/?token=${encodeURIComponent(session.token)}`;
      return reply
        .header('set-cookie', flowCookieHeader('', 0))
        .redirect(session.newAccount ? `${home}&newAccount=1` : home);
    } catch (err) {
      if (err instanceof ProviderSignInFailure) {
        // A cancelled sign-in or an unverified address is the visitor's story, not a fault.
        const level = err.reason === 'failed' ? 'warn' : 'info';
        request.log[level]({ err: err.cause, reason: err.reason }, 'Google sign-in did not complete');
        return toLogin(reply, err);
      }
      request.log.error({ err }, 'Google sign-in failed');
      return toLogin(reply, new ProviderSignInFailure('failed'));
    }
  });

  bind(signInProviders.signinApple, ({ body, request }) => service.signInWithApple(body, caller(request)));
}
