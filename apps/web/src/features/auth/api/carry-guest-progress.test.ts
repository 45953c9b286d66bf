import { expect, it } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { mockApi } from '#web/test/api-mock';
import { carryGuestProgress } from './carry-guest-progress';

it("goes with a guest's progress into the new account", async () => {
  localStorage.setItem(storageKeys.token, 'tok');
  localStorage.setItem(storageKeys.firstLanguage, 'ja');
  const saved: unknown[] = [];
  mockApi({
    'PUT /api/v1/me/settings': ({ init }) => {
      saved.push(JSON.parse(String(init?.body)));
      return { body: { settings: {}, firstLanguage: 'ja' } };
    },
  });
  await carryGuestProgress();
  expect(saved).toEqual([{ firstLanguage: 'ja' }]);
  expect(localStorage.getItem(storageKeys.firstLanguage)).toBeNull();
});
