/// <reference types="node" />
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { judgePassword } from './password-strength';

describe('judging a new password', () => {
  it('finds Passw0rd! weak, and says why', () => {
    expect(judgePassword('Passw0rd!')).toEqual({
      strong: false,
      warning: 'similarToCommon',
      suggestions: expect.arrayContaining(['anotherWord']),
    });
  });

  it.each(['correct horse battery staple', 'plum tree at dusk', 'violet kettle drum', 'mot de passe oublié'])(
    'finds the passphrase %j strong',
    (password) => {
      expect(judgePassword(password, ['Ada Lovelace', 'ada@example.com'])).toEqual({
        strong: true,
        warning: null,
        suggestions: [],
      });
    },
  );

  it('finds the passwords the first start generates strong', () => {
    // As first-admin.ts makes them.
    for (let i = 0; i < 50; i++)
      expect(judgePassword(randomBytes(12).toString('base64url')).strong).toBe(true);
  });

  it('finds eight random characters strong, and seven weak', () => {
    expect(judgePassword('Zq8#mT2v').strong).toBe(true);
    expect(judgePassword('Zq8#mT2').strong).toBe(false);
  });

  it('finds a password made of its owner’s name or address weak', () => {
    const owner = ['Grace Hopper', 'grace.hopper@example.com'];
    for (const password of ['hopper1906!', 'grace.hopper@example.com']) {
      expect(judgePassword(password).strong).toBe(true);
      expect(judgePassword(password, owner)).toMatchObject({ strong: false, warning: 'userInputs' });
    }
  });

  it('judges a long password by its start, quickly', () => {
    const started = performance.now();
    expect(judgePassword(`${'P@ssw0rd'.repeat(16)}`).strong).toBe(false);
    expect(judgePassword(randomBytes(96).toString('base64url')).strong).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
