import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { freePort } from '@tp/testing/app-process';
import { type OidcProvider, startOidcProvider } from '@tp/testing/oidc-provider';
import { startSmtpSink } from '@tp/testing/smtp-sink';
import { startServer } from './server';

type WorkerFixtures = {
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  /** The port the worker's server will listen on, known before it starts (its Google callback). */
  appPort: number;
  /** A local OpenID provider that the server signs in with as it would with Google. */
  oidc: OidcProvider;
  app: Awaited<ReturnType<typeof startServer>>;
  /**
   * Files that change the course set this, so that they run on a server of their own and the
   * other files keep the demo course as it ships.
   */
  ownServer: boolean;
};

type TestFixtures = {
  a11y: (page?: Page) => Promise<void>;
  /** The first-visit how-to-play modal counts as seen, as for a returning visitor (the default). */
  howToPlaySeen: boolean;
};

/** One SMTP sink and one server per worker; each test gets the server's URL as its base URL. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  howToPlaySeen: [true, { option: true }],
  page: async ({ page, howToPlaySeen, baseURL }, use) => {
    if (howToPlaySeen) {
      await page.addInitScript(() => localStorage.setItem('hasSeenModal', 'true'));
      // What the app sets when it stores something: the server then sends no first visit's screen.
      await page.context().addCookies([{ name: 'tp_stored', value: '1', url: baseURL }]);
    }
    await use(page);
  },
  smtp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const smtp = await startSmtpSink();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  ownServer: [false, { option: true, scope: 'worker' }],
  appPort: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => use(await freePort()),
    { scope: 'worker' },
  ],
  oidc: [
    async ({ appPort }, use) => {
      const oidc = await startOidcProvider({
        redirectUris: [`http://127.0.0.1:${appPort}/api/v1/auth/google/callback`],
      });
      await use(oidc);
      await oidc.close();
    },
    { scope: 'worker' },
  ],
  app: [
    // A different `ownServer` value means another worker, hence another server.
    async ({ smtp, oidc, appPort, ownServer: _ }, use) => {
      const app = await startServer(appPort, {
        SMTP_URL: smtp.url,
        GOOGLE_CLIENT_ID: oidc.clientId,
        GOOGLE_CLIENT_SECRET: oidc.clientSecret,
        GOOGLE_ISSUER_URL: oidc.issuer,
      });
      await use(app);
      await app.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => use(app.url),
  /** Runs axe on the page as it is now; fails on any violation, whatever its impact. */
  a11y: async ({ page }, use) => {
    await use(async (p = page) => {
      // A screen's code loads after the page does: check the screen, not the spinner before it.
      await p.getByRole('heading', { level: 1 }).first().waitFor();
      // Colours mid-transition (a choice turning selected) are not the ones a learner reads.
      await p.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      const { violations } = await new AxeBuilder({ page: p }).analyze();
      expect(
        violations.map(
          (v) => `${v.id} (${v.impact}) on ${p.url()}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  },
});

export { expect };

/** Signs in through the login form and waits to leave it. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Makes a learner's account through the API and signs in to it (sign-up itself opens no
 * session, and answers alike for a taken address): the new session's token and user.
 */
export async function signUpAndSignIn(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
) {
  const signup = await request.post('/api/v1/signup', {
    data: { ...account, confirmPassword: account.password },
  });
  expect(signup.status()).toBe(202);
  const signin = await request.post('/api/v1/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(signin.status()).toBe(200);
  return (await signin.json()) as { token: string; user: { _id: string } };
}

let n = 0;
export const uniqueEmail = (prefix = 'learner') => `${prefix}.${Date.now()}.${++n}@e2e.test`;
