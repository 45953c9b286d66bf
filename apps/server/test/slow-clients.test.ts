import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ IDLE_TIMEOUT_SECONDS: '1', CONNECTIONS_PER_ADDRESS: '3' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const open = () =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

/** Milliseconds until the server closes the socket, or Infinity if it is still open after `waitMs`. */
const closedAfter = (socket: Socket, waitMs: number) =>
  new Promise<number>((resolve) => {
    const started = Date.now();
    const timer = setTimeout(() => resolve(Number.POSITIVE_INFINITY), waitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });

it('closes a request whose declared body never comes, by default within 30 s', async () => {
  expect(loadConfig({}).IDLE_TIMEOUT_SECONDS).toBeLessThanOrEqual(30);
  const socket = await open();
  socket.write(
    'POST /api/v1/signin HTTP/1.1\r\nHost: tp.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
  );
  expect(await closedAfter(socket, 5000)).toBeLessThan(3000);
});

it('closes a connection opened and left silent', async () => {
  const socket = await open();
  expect(await closedAfter(socket, 5000)).toBeLessThan(3000);
});

it('lets one address hold only so many connections, and serves it again when they close', async () => {
  const held = await Promise.all([open(), open(), open()]);
  const extra = await open();
  expect(await closedAfter(extra, 500)).toBeLessThan(500);
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const res = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(res.status).toBe(200);
});

it('announces a keep-alive shorter than the idle timeout, so that clients never reuse a dropped connection', async () => {
  const app = await createTestApp({ IDLE_TIMEOUT_SECONDS: '20' });
  const url = await app.app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const res = await fetch(`${url}/healthz`);
    const announced = Number(res.headers.get('keep-alive')?.match(/timeout=(\d+)/)?.[1]);
    expect(announced).toBeGreaterThan(0);
    expect(announced).toBeLessThan(20);
  } finally {
    await app.close();
  }
});
