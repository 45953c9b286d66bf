import { startAppProcess } from '@tp/testing/app-process';

export const admin = { email: 'admin@e2e.test', password: 'admin password e2e' };

/** Starts the built app as `npm start` runs it, on `port` with a fresh data folder. */
export function startServer(port: number, env: Record<string, string>) {
  return startAppProcess({
    port,
    env: {
      NODE_ENV: 'production',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PAYMENTS_TEST_MODE: 'true',
      // Every test's browser signs in from 127.0.0.1 to this one server, the admin in many tests;
      // the limits themselves are tested by the API tests (rate-limits.test.ts).
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      ...env,
    },
  });
}
