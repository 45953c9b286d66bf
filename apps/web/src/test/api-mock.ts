import type { PublicUser } from '@tp/contract/accounts';
import { emptyDayRecord } from '@tp/contract/daily-goal';
import type { Progress } from '@tp/contract/progress';
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = (request: { url: URL; init: RequestInit | undefined }) => MockReply | Promise<MockReply>;

/**
 * Stubs fetch at the network boundary, answering like the API: `'GET /api/v1/me'` → reply.
 * Unmatched requests answer 404 with the API's error body. Returns the fetch spy.
 */
export function mockApi(routes: Record<string, Handler | MockReply>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const reply = typeof route === 'function' ? await route({ url, init }) : route;
    const { status = 200, body = {} } = reply ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found' } },
    };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export const apiError = (
  status: number,
  code: string,
  message = code,
  fields?: Record<string, string>,
): MockReply => ({
  status,
  body: { error: { code, message, ...(fields && { fields }) } },
});

/** Where a learner stands, as the progress endpoints answer: the start of the course unless told. */
export function makeProgress(overrides: Partial<Progress> = {}): Progress {
  return {
    level: 1,
    sublevel: 0,
    retries: [],
    displayedLevel: 1,
    points: 0,
    ...emptyDayRecord,
    completed: false,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: '7b0c4a52-8a0f-4c38-9a8e-2a3f4b5c6d7e',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    verified: true,
    accountType: 'free',
    points: 0,
    ...emptyDayRecord,
    badges: [],
    level: 0,
    sublevel: 0,
    retries: [],
    displayedLevel: 3,
    languages: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    settings: {},
    firstLanguage: null,
    hasPassword: true,
    ...overrides,
  };
}
