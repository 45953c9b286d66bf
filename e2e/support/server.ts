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
      ...env,
    },
  });
}
