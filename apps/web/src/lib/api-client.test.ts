import { createSound, signup, uploadFields, verifyEmail } from '@tp/contract/routes';

import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { ApiError, apiCall, NetworkError } from './api-client';
import { apiUpload } from './api-upload';
import { storageKeys } from './storage';

const body = { name: 'A', email: 'a@example.com', password: '12345678', confirmPassword: '12345678' };

describe('apiCall', () => {
  it('sends the query string and the bearer token, and returns the body', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    const fetch = mockApi({ 'GET /api/v1/verify-email': { body: { success: true } } });
    await expect(apiCall(verifyEmail, { query: { token: 'a b' } })).resolves.toEqual({ success: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/verify-email?token=a+b');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('sends JSON bodies without a token when none is stored', async () => {
    const fetch = mockApi({ 'POST /api/v1/signup': { status: 201, body: { token: 't' } } });
    await apiCall(signup, { body });
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('throws an ApiError with the status, code, message and fields of an error body', async () => {
    mockApi({
      'POST /api/v1/signup': {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Bad', fields: { email: 'Invalid' } } },
      },
    });
    const error = await apiCall(signup, { body }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad',
      fields: { email: 'Invalid' },
    });
  });

  it('keeps the status when the error body is not the API’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiCall(signup, { body })).rejects.toMatchObject({ status: 502, code: 'unknown' });
  });

  it('throws a NetworkError when the request gets no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiCall(signup, { body })).rejects.toBeInstanceOf(NetworkError);
  });

  it('reports rate limiting by code', async () => {
    mockApi({ 'POST /api/v1/signup': apiError(429, 'rate_limited') });
    await expect(apiCall(signup, { body })).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
  });
});

describe('apiUpload', () => {
  const file = new File(['RIFF'], 'hello.wav', { type: 'audio/wav' });
  const fields = { name: 'hello', answer: 'həloʊ' };

  it('sends multipart form data: the file in the endpoint’s field, the other fields, the bearer token', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    const reply = { sound: { name: 'hello' }, message: 'Created' };
    const fetch = mockApi({ 'POST /api/v1/create-sound': { status: 201, body: reply } });
    await expect(apiUpload(createSound, uploadFields.createSound, file, fields)).resolves.toEqual(reply);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/create-sound');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok' });
    // The browser writes the multipart content type, with its boundary.
    expect(init?.headers).not.toHaveProperty('Content-Type');
    const form = init?.body;
    expect(form).toBeInstanceOf(FormData);
    const sent = (form as FormData).get('sound');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('hello.wav');
    expect(Object.fromEntries([...(form as FormData)].filter(([name]) => name !== 'sound'))).toEqual(fields);
  });

  it.each([
    [413, 'payload_too_large'],
    [415, 'unsupported_media_type'],
  ])('maps a %i error body to an ApiError', async (status, code) => {
    mockApi({ 'POST /api/v1/create-sound': apiError(status, code, 'Refused') });
    const error = await apiUpload(createSound, uploadFields.createSound, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, message: 'Refused' });
  });
});
