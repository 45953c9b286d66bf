import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxMessage } from '@tp/contract/inbox';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { InboxTab } from './InboxTab';

const message = (n: number, overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  _id: `0000000${n}-1d2e-4f5a-8b6c-7d8e9f0a1b2c`,
  kind: 'feedback',
  name: 'Lin',
  email: `sender${n}@example.com`,
  message: `Message ${n}`,
  at: '2026-11-20T10:00:00.000Z',
  handledAt: null,
  account: null,
  confirmation: null,
  ...overrides,
});

const request = message(2, {
  kind: 'account-deletion',
  name: 'Grace',
  email: 'grace@example.com',
  message: 'Please delete my account.',
  account: { _id: '7b0c4a52-8a0f-4c38-9a8e-2a3f4b5c6d7e', name: 'Grace Hopper', role: 'user' },
  confirmation: { status: 'confirmed', at: '2026-11-20T11:00:00.000Z' },
});

const card = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

describe('inbox tab', () => {
  it('shows every message at first, and narrows them by kind and status', async () => {
    const asked: Record<string, string>[] = [];
    mockApi({
      'GET /api/v1/admin/messages': ({ url }) => {
        asked.push(Object.fromEntries(url.searchParams));
        return { body: { messages: [message(1), request], nextBefore: null } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<InboxTab />);
    const contact = await card('Message 1');
    expect(within(contact).getByRole('heading', { name: 'Contact message' })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'sender1@example.com' })).toHaveAttribute(
      'href',
      'mailto:sender1@example.com',
    );
    expect(within(contact).getByText('Waiting')).toBeInTheDocument();
    expect(within(contact).queryByRole('button', { name: 'Delete the account' })).not.toBeInTheDocument();
    expect(asked.at(-1)).toEqual({});

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Account-deletion request');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Waiting');
    expect(asked.at(-1)).toEqual({ kind: 'account-deletion', status: 'open' });
  });

  it('marks a message handled and waiting again', async () => {
    let current = message(1);
    const sent: unknown[] = [];
    mockApi({
      'GET /api/v1/admin/messages': () => ({ body: { messages: [current], nextBefore: null } }),
      [`PUT /api/v1/admin/messages/${current._id}`]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { handled: boolean };
        sent.push(body);
        current = { ...current, handledAt: body.handled ? '2026-11-21T09:30:00.000Z' : null };
        return { body: { message: current } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<InboxTab />);
    await user.click(within(await card('Message 1')).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked handled.')).toBeInTheDocument();
    expect(await screen.findByText(/^Handled on /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as waiting' }));
    expect(await screen.findByText('Marked as waiting.')).toBeInTheDocument();
    expect(sent).toEqual([{ handled: true }, { handled: false }]);
  });

  it('deletes the account a request names once the dialog naming it is confirmed', async () => {
    let list = [request];
    let deletions = 0;
    mockApi({
      'GET /api/v1/admin/messages': () => ({ body: { messages: list, nextBefore: null } }),
      [`POST /api/v1/admin/messages/${request._id}/delete-account`]: () => {
        deletions += 1;
        list = [];
        return { body: { message: 'The account has been deleted.' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<InboxTab />);
    await user.click(
      within(await card('Please delete my account.')).getByRole('button', { name: 'Delete the account' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    expect(dialog).toHaveTextContent('The account of Grace Hopper (grace@example.com) will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletions).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete the account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this account?' })).getByRole('button', {
        name: 'Delete account',
      }),
    );
    expect(await screen.findByText('The account of grace@example.com has been deleted.')).toBeInTheDocument();
    expect(deletions).toBe(1);
    expect(await screen.findByText('The inbox is empty.')).toBeInTheDocument();
  });

  it('says why a request cannot delete an account: none has the address, or an admin’s', async () => {
    mockApi({
      'GET /api/v1/admin/messages': {
        body: {
          messages: [
            message(3, { kind: 'account-deletion', message: 'Nobody' }),
            message(4, {
              kind: 'account-deletion',
              message: 'Admin',
              account: { _id: '7b0c4a52-8a0f-4c38-9a8e-2a3f4b5c6d7f', name: 'Root', role: 'admin' },
            }),
          ],
          nextBefore: null,
        },
      },
    });
    renderWithProviders(<InboxTab />);
    expect(within(await card('Nobody')).getByText('No account has this address.')).toBeInTheDocument();
    expect(within(await card('Admin')).getByText(/belongs to an admin/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the account' })).not.toBeInTheDocument();
  });

  it('shows whether the owner confirmed a request, and offers the deletion only once they have', async () => {
    const grace = request.account;
    mockApi({
      'GET /api/v1/admin/messages': {
        body: {
          messages: [
            request,
            message(5, {
              kind: 'account-deletion',
              message: 'Awaiting',
              account: grace,
              confirmation: { status: 'awaiting', at: '2026-11-27T10:00:00.000Z' },
            }),
            message(6, {
              kind: 'account-deletion',
              message: 'Expired',
              account: grace,
              confirmation: { status: 'expired', at: '2026-11-13T10:00:00.000Z' },
            }),
          ],
          nextBefore: null,
        },
      },
    });
    renderWithProviders(<InboxTab />);
    const confirmed = await card('Please delete my account.');
    expect(within(confirmed).getByText(/^Confirmed by the owner on /)).toBeInTheDocument();
    expect(within(confirmed).getByRole('button', { name: 'Delete the account' })).toBeInTheDocument();

    const awaiting = await card('Awaiting');
    expect(within(awaiting).getByText(/^Awaiting the owner’s confirmation until /)).toBeInTheDocument();
    expect(within(awaiting).getByText(/The owner has not confirmed this request yet/)).toBeInTheDocument();
    expect(within(awaiting).queryByRole('button', { name: 'Delete the account' })).not.toBeInTheDocument();

    const expired = await card('Expired');
    expect(within(expired).getByText('Expired: the owner did not confirm it in time')).toBeInTheDocument();
    expect(within(expired).getByText(/This request expired unconfirmed/)).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: 'Delete the account' })).not.toBeInTheDocument();
  });

  it('keeps a handled request listed, marked handled, with its deletion', async () => {
    const handled = { ...request, handledAt: '2026-11-21T09:30:00.000Z' };
    mockApi({ 'GET /api/v1/admin/messages': { body: { messages: [handled], nextBefore: null } } });
    renderWithProviders(<InboxTab />);
    const shown = await card('Please delete my account.');
    expect(within(shown).getByText(/^Handled on /)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Mark as waiting' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Delete the account' })).toBeInTheDocument();
  });

  it('tells the admin when the server finds no account any more', async () => {
    mockApi({
      'GET /api/v1/admin/messages': { body: { messages: [request], nextBefore: null } },
      [`POST /api/v1/admin/messages/${request._id}/delete-account`]: apiError(404, 'not_found'),
    });
    const user = userEvent.setup();
    renderWithProviders(<InboxTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('No account has this address.')).toBeInTheDocument();
  });

  it('says when no message matches the filters', async () => {
    mockApi({ 'GET /api/v1/admin/messages': { body: { messages: [], nextBefore: null } } });
    const user = userEvent.setup();
    renderWithProviders(<InboxTab />);
    expect(await screen.findByText('The inbox is empty.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Handled');
    expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();
  });
});
