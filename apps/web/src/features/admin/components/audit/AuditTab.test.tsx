import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@tp/contract/audit';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { AuditTab } from './AuditTab';

const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `0000000${n}-1d2e-4f5a-8b6c-7d8e9f0a1b2c`,
  at: '2026-11-20T10:00:00.000Z',
  actor: { _id: null, email: 'root@example.com' },
  action: 'update',
  entity: 'image',
  entityId: null,
  before: { title: 'Cat', link: '/media/cat.png' },
  after: { title: 'Kitten', link: '/media/cat.png' },
  ...overrides,
});

const actors = ['editor@example.com', 'root@example.com'];

describe('audit tab', () => {
  it('shows who changed what and when, with the fields before and after', async () => {
    mockApi({ 'GET /api/v1/admin/audit': { body: { entries: [entry(1)], nextBefore: null, actors } } });
    const user = userEvent.setup();
    renderWithProviders(<AuditTab />);
    const item = (await screen.findByRole('heading', { level: 3, name: 'Image · updated' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(item).getByText('root@example.com')).toBeInTheDocument();
    expect(within(item).getByText(/2026/)).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    await user.click(within(item).getByText('Changed fields (1)'));
    const row = within(item).getByRole('row', { name: /title/ });
    expect(within(row).getByText('"Cat"').closest('del')).toBeInTheDocument();
    expect(within(row).getByText('"Kitten"').closest('ins')).toBeInTheDocument();
    expect(within(item).queryByText('"/media/cat.png"')).not.toBeInTheDocument();
  });

  it('asks for one kind of record and one admin, and for the next page', async () => {
    const asked: URLSearchParams[] = [];
    mockApi({
      'GET /api/v1/admin/audit': ({ url }) => {
        asked.push(url.searchParams);
        const before = url.searchParams.get('before');
        const entries = before
          ? [
              entry(3, {
                action: 'delete',
                entity: 'account',
                before: { email: 'gone@example.com' },
                after: null,
              }),
            ]
          : [
              entry(1),
              entry(2, { action: 'create', entity: 'mcq', before: null, after: { question: 'Which?' } }),
            ];
        return { body: { entries, nextBefore: before ? null : entry(2)._id, actors } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AuditTab />);
    expect(await screen.findByRole('heading', { name: 'MCQ · created' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Account');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), 'editor@example.com');
    expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({
      entity: 'account',
      actor: 'editor@example.com',
    });

    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Account · deleted' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('before')).toBe(entry(2)._id);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and offers a retry when the log cannot be read', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/admin/audit': () =>
        fail ? apiError(500, 'internal') : { body: { entries: [], nextBefore: null, actors: [] } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AuditTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
