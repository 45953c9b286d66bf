import { errorCodes, errorStatus } from '@tp/contract';
import { describe, expect, it } from 'vitest';
import { badRequest, httpError, inUse } from './http-error';

describe('errors', () => {
  it('come with their code’s one status', () => {
    for (const code of errorCodes) expect(httpError(code, 'm').status, code).toBe(errorStatus[code]);
    expect(errorStatus.invalid_token).toBe(400);
    expect(errorStatus.unauthorized).toBe(401);
  });

  it('carry their details', () => {
    expect(badRequest('Bad', { name: 'Required' })).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad',
      details: { fields: { name: 'Required' } },
    });
    expect(inUse([3, 4])).toMatchObject({ status: 409, code: 'in_use', details: { levels: [3, 4] } });
  });
});
