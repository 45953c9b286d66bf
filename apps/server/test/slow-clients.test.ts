import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { limits } from '@tp/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bodyDeadlineMs, defaultBodyDeadline } from '../src/platform/slow-clients';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  // A body's deadline made short (one second and a megabyte a second), so that waiting for it is.
  t = await createTestApp(
    { IDLE_TIMEOUT_SECONDS: '1', CONNECTIONS_PER_ADDRESS: '3' },
    { bodyDeadline: { floorMs: 1000, minBytesPerSecond: 1_000_000 } },
  );
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

/** Sends `body` a byte every `everyMs` until the socket closes; the sending stops then. */
function trickle(socket: Socket, body: string, everyMs: number) {
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < body.length && !socket.destroyed) socket.write(body[sent++] ?? '');
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

it('closes a request whose body trickles in past its deadline, though its bytes keep it from idling', async () => {
  const socket = await open();
  const body = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(60) });
  socket.write(
    `POST /api/v1/signin HTTP/1.1\r\nHost: tp.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  // A byte every quarter second: the one-second idle timeout never fires.
  trickle(socket, body, 250);
  expect(await closedAfter(socket, 5000)).toBeLessThan(3000);
});

it('answers a body that comes slowly but whole within its deadline', async () => {
  const socket = await open();
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\r\n\r\n')) resolve(text);
    });
  });
  socket.write(
    'POST /api/v1/signin HTTP/1.1\r\nHost: tp.test\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n',
  );
  trickle(socket, '{}', 300);
  expect(await answer).toMatch(/^HTTP\/1\.1 400 /);
  socket.destroy();
});

it('gives a JSON body at most 30 s by default, and an upload time in proportion to its size', () => {
  expect(bodyDeadlineMs(64 * 1024, defaultBodyDeadline)).toBeLessThanOrEqual(30_000);
  const upload = bodyDeadlineMs(limits.uploadMaxBytes, defaultBodyDeadline);
  expect(upload).toBeGreaterThan(bodyDeadlineMs(limits.uploadMaxBytes / 2, defaultBodyDeadline));
  // Within the whole request's 300 s, so that the body's own deadline is the one that applies.
  expect(upload).toBeLessThan(300_000);
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
  const app = await createTestApp({ IDLE_TIMEOUT_SECONDS: '20' }, { sharing: t });
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

it('behind a trusted proxy, caps each client as the proxy reports it, by its requests in flight', async () => {
  const proxied = await createTestApp(
    { TRUST_PROXY: 'loopback', CONNECTIONS_PER_ADDRESS: '3', IDLE_TIMEOUT_SECONDS: '5' },
    { sharing: t },
  );
  const url = await proxied.app.listen({ host: '127.0.0.1', port: 0 });
  const { port: proxiedPort } = proxied.app.server.address() as AddressInfo;
  const from = (client: string) => fetch(`${url}/healthz`, { headers: { 'x-forwarded-for': client } });
  try {
    // Three requests of one client held open by bodies that have not come yet, through one proxy.
    const held = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(proxiedPort, '127.0.0.1', () => {
              socket.write(
                'POST /api/v1/signin HTTP/1.1\r\nHost: tp.test\r\nX-Forwarded-For: 203.0.113.5\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{',
              );
              resolve(socket);
            });
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await from('203.0.113.5');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // Other clients behind the same proxy are served; so is this one once its requests end.
    expect((await from('198.51.100.7')).status).toBe(200);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await from('203.0.113.5')).status).toBe(200);
  } finally {
    await proxied.close();
  }
});
