import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscriber } from '@tp/contract/inbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '#web/lib/storage';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { SubscribersTab } from './SubscribersTab';

const subscriber = (n: number, unsubscribedAt: string | null = null): Subscriber => ({
  _id: `0000000${n}-1d2e-4f5a-8b6c-7d8e9f0a1b2c`,
  email: `reader${n}@example.com`,
  subscribedAt: '2026-03-01T10:00:00.000Z',
  unsubscribedAt,
});

const counts = { subscribed: 41, unsubscribed: 7 };

afterEach(() => vi.restoreAllMocks());

describe('subscribers tab', () => {
  it('counts the list, shows who is on it or left, filters and pages', async () => {
    const asked: Record<string, string>[] = [];
    mockApi({
      'GET /api/v1/admin/subscribers': ({ url }) => {
        asked.push(Object.fromEntries(url.searchParams));
        return url.searchParams.has('before')
          ? { body: { subscribers: [subscriber(3)], nextBefore: null, counts } }
          : {
              body: {
                subscribers: [subscriber(1), subscriber(2, '2026-04-02T10:00:00.000Z')],
                nextBefore: subscriber(2)._id,
                counts,
              },
            };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscribersTab />);
    const first = (await screen.findByText('reader1@example.com')).closest('li') as HTMLElement;
    expect(within(first).getByText(/^Subscribed on /)).toBeInTheDocument();
    const second = screen.getByText('reader2@example.com').closest('li') as HTMLElement;
    expect(within(second).getByText(/^Unsubscribed on /)).toBeInTheDocument();
    const totals = screen.getByText('41').closest('dl') as HTMLElement;
    expect(totals).toHaveTextContent('Subscribed41');
    expect(totals).toHaveTextContent('Unsubscribed7');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('reader3@example.com')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ before: subscriber(2)._id });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unsubscribed');
    expect(asked.at(-1)).toEqual({ status: 'unsubscribed' });
  });

  it('downloads the list as a CSV file with the admin’s token', async () => {
    const csv = 'email,status,subscribed_at,unsubscribed_at\r\n';
    const fetchSpy = mockApi({
      'GET /api/v1/admin/subscribers': { body: { subscribers: [subscriber(1)], nextBefore: null, counts } },
    });
    fetchSpy.mockImplementation(async (input) =>
      String(input).endsWith('.csv')
        ? new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
        : new Response(JSON.stringify({ subscribers: [subscriber(1)], nextBefore: null, counts })),
    );
    setToken('admin-token');
    // jsdom makes no object URLs: this one keeps the file the browser would save.
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:subscribers';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('subscribers.csv');
      expect(this.href).toBe('blob:subscribers');
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscribersTab />);
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(await saved[0]?.text()).toBe(csv);
    const [url, init] = fetchSpy.mock.calls.find(([input]) => String(input).endsWith('.csv')) ?? [];
    expect(url).toBe('/api/v1/admin/subscribers.csv');
    expect(init?.headers).toMatchObject({ Accept: 'text/csv', Authorization: 'Bearer admin-token' });
  });

  it('says when the download fails, and when no one has subscribed', async () => {
    mockApi({
      'GET /api/v1/admin/subscribers': {
        body: { subscribers: [], nextBefore: null, counts: { subscribed: 0, unsubscribed: 0 } },
      },
      'GET /api/v1/admin/subscribers.csv': apiError(403, 'forbidden'),
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscribersTab />);
    expect(await screen.findByText('No one has subscribed yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The list could not be downloaded.')).toBeInTheDocument();
  });
});
