import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken, storageKeys } from '#web/lib/storage';
import { makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';
import { deviceName } from '../device-name';

const laptop = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-26T09:00:00.000Z',
  current: true,
};
const phone = {
  id: '22222222-2222-4222-8222-222222222222',
  device:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
  createdAt: '2026-11-21T10:00:00.000Z',
  lastUsedAt: '2026-11-25T09:00:00.000Z',
  current: false,
};

function signedIn() {
  const calls: string[] = [];
  let sessions = [laptop, phone];
  localStorage.setItem(storageKeys.token, 'tok');
  mockApi({
    'GET /api/v1/me': { body: { user: makeUser() } },
    'GET /api/v1/me/sessions': () => ({ body: { sessions } }),
    [`DELETE /api/v1/me/sessions/${phone.id}`]: () => {
      calls.push('end phone');
      sessions = [laptop];
      return { body: { message: 'The session has ended.' } };
    },
    'DELETE /api/v1/me/sessions': () => {
      calls.push('end all');
      return { body: { message: 'You are logged out everywhere.' } };
    },
  });
  return calls;
}

describe('signed-in devices on the profile', () => {
  it('names each device, marks this one, and logs another out', async () => {
    const calls = signedIn();
    const user = userEvent.setup();
    renderApp('/profile');
    const region = await screen.findByRole('region', { name: 'Signed-in devices' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Chrome on LinuxThis device/),
      expect.stringMatching(/^Safari on iOSLast used/),
    ]);
    await user.click(within(region).getByRole('button', { name: 'Log out Safari on iOS' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toEqual(['end phone']);
    expect(getToken()).toBe('tok');
  });

  it('logs out everywhere after a confirmation, and this device with it', async () => {
    const calls = signedIn();
    const user = userEvent.setup();
    renderApp('/profile');
    const region = await screen.findByRole('region', { name: 'Signed-in devices' });
    await user.click(within(region).getByRole('button', { name: 'Log out everywhere' }));
    expect(within(region).getByText('Log out on every device, this one included?')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(within(region).getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(calls).toEqual(['end all']);
  });
});

describe('deviceName', () => {
  it.each([
    [laptop.device, 'Chrome', 'Linux'],
    [phone.device, 'Safari', 'iOS'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0',
      'Edge',
      'Windows',
    ],
    ['Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0', 'Firefox', 'Android'],
    ['curl/8.0', undefined, undefined],
  ])('%s', (agent, browser, system) => {
    expect(deviceName(agent)).toEqual({ browser, system });
  });
});
