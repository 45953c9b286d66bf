import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { avatarColourFor } from '#web/lib/initials';
import { apiError, makeUser, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { initialOf } from './avatar';
import { UsersTab } from './UsersTab';

const ada = makeUser({ points: 1250, streak: 4, level: 3, accountType: 'premium' });
const grace = makeUser({
  _id: '1b0c4a52-8a0f-4c38-9a8e-2a3f4b5c6d7e',
  name: 'grace Hopper',
  email: 'grace@navy.example',
  role: 'admin',
  badges: ['Explorer', 'On fire'],
});

const renderTab = () => renderWithProviders(<UsersTab />);

describe('users tab', () => {
  it('lists users with their initial, name and e-mail', async () => {
    mockApi({ 'GET /api/v1/admin/users': { body: { users: [ada, grace] } } });
    renderTab();
    const row = await screen.findByRole('button', { name: 'Ada Lovelace, ada@example.com' });
    expect(screen.getByRole('button', { name: 'grace Hopper, grace@navy.example' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(row).toHaveTextContent('AAda Lovelaceada@example.com');
    expect(within(row).getByText('A')).toHaveStyle({ backgroundColor: avatarColourFor(ada._id) });
  });

  it('shows a user’s payments in their details', async () => {
    mockApi({
      'GET /api/v1/admin/users': { body: { users: [ada, grace] } },
      [`GET /api/v1/admin/users/${ada._id}/payments`]: {
        body: {
          payments: [
            {
              _id: '2b0c4a52-8a0f-4c38-9a8e-2a3f4b5c6d7e',
              provider: 'stripe',
              providerId: 'pi_123',
              method: 'card',
              amount: '4.99',
              currency: 'EUR',
              status: 'paid',
              createdAt: '2026-03-15T12:00:00.000Z',
              paidAt: '2026-03-15T12:01:00.000Z',
            },
          ],
        },
      },
      [`GET /api/v1/admin/users/${grace._id}/payments`]: { body: { payments: [] } },
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace, ada@example.com' }));
    const payments = within(screen.getByRole('dialog')).getByRole('region', { name: 'Payments' });
    const item = await within(payments).findByRole('listitem');
    expect(item).toHaveTextContent('€4.99 · Paid');
    expect(item).toHaveTextContent('Stripe · Card · pi_123');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'grace Hopper, grace@navy.example' }));
    expect(await within(screen.getByRole('dialog')).findByText('No payments.')).toBeInTheDocument();
  });

  it('opens the details of a user, with None when they have no badge', async () => {
    mockApi({ 'GET /api/v1/admin/users': { body: { users: [ada, grace] } } });
    const user = userEvent.setup();
    renderTab();
    const row = await screen.findByRole('button', { name: 'Ada Lovelace, ada@example.com' });
    await user.click(row);
    const dialog = screen.getByRole('dialog', { name: 'Ada Lovelace' });
    const details = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      Name: 'Ada Lovelace',
      'E-mail': 'ada@example.com',
      Role: 'User',
      'Account type': 'Premium',
      Points: '1,250',
      Streak: '4',
      Badges: 'None',
      Level: '3',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'grace Hopper, grace@navy.example' }));
    const other = screen.getByRole('dialog', { name: 'grace Hopper' });
    expect(within(other).getByText('Explorer, On fire')).toBeInTheDocument();
    expect(within(other).getByText('Admin')).toBeInTheDocument();
  });

  it('filters by name or e-mail as the admin types', async () => {
    mockApi({ 'GET /api/v1/admin/users': { body: { users: [ada, grace] } } });
    const user = userEvent.setup();
    renderTab();
    const search = await screen.findByRole('searchbox', { name: 'Search users' });
    await user.type(search, 'NAVY');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'grace Hopper, grace@navy.example' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'lovelace');
    expect(screen.getByRole('button', { name: 'Ada Lovelace, ada@example.com' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.type(search, 'x');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('No user matches “lovelacex”.')).toBeInTheDocument();
  });

  it('shows the empty and the error states', async () => {
    mockApi({ 'GET /api/v1/admin/users': { body: { users: [] } } });
    const { unmount } = renderTab();
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/v1/admin/users': apiError(403, 'forbidden') });
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
  });
});

describe('user avatar', () => {
  it('shows the first letter of the name, upper-cased', () => {
    expect(initialOf('  grace Hopper')).toBe('G');
    expect(initialOf('Émile')).toBe('É');
    expect(initialOf('𝒜da')).toBe('𝒜');
  });
});
