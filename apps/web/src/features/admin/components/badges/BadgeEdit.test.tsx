import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Badge } from '@tp/contract/progress';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { BadgesTab } from './BadgesTab';

const saved: Badge = {
  _id: '1f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c',
  name: 'Collector',
  description: 'Earned 500 points',
  imageURL: '/media/star.png',
  rule: { kind: 'points', threshold: 500 },
};
const images = {
  images: [
    { _id: '9f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c', title: 'Gold star', link: '/media/star.png' },
    { _id: '8f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c', title: 'Flame', link: '/media/flame.png' },
  ],
};
const route = `PUT /api/v1/badge/${saved._id}`;

async function openEdit() {
  const user = userEvent.setup();
  renderWithProviders(<BadgesTab />);
  await user.click(await screen.findByRole('button', { name: 'Edit Collector' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Edit badge' })) };
}

describe('editing a badge', () => {
  it('opens the form prefilled and saves every field, the list showing the change', async () => {
    let list = [saved];
    let sent: unknown;
    mockApi({
      'GET /api/v1/badges': () => ({ body: { badges: list } }),
      'GET /api/v1/all-images': { body: images },
      [route]: ({ init }) => {
        sent = JSON.parse(String(init?.body));
        list = [
          {
            ...saved,
            name: 'Hoarder',
            imageURL: '/media/flame.png',
            rule: { kind: 'points', threshold: 900 },
          },
        ];
        return { body: { badge: list[0], message: 'Badge updated successfully!' } };
      },
    });
    const { user, dialog } = await openEdit();
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Collector');
    expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Earned 500 points');
    expect(dialog.getByRole('textbox', { name: 'Image URL' })).toHaveValue('/media/star.png');
    const image = within(dialog.getByRole('group', { name: 'Image' }));
    expect(await image.findByRole('radio', { name: 'Gold star' })).toBeChecked();
    expect(image.getByRole('img', { name: 'Preview of Gold star' })).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Awarded for' })).toHaveDisplayValue('Points earned');
    const threshold = dialog.getByRole('spinbutton', { name: 'Threshold' });
    expect(threshold).toHaveValue(500);

    await user.clear(name);
    await user.type(name, 'Hoarder');
    await user.click(image.getByRole('radio', { name: 'Flame' }));
    await user.clear(threshold);
    await user.type(threshold, '900');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Badge updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Hoarder',
      description: 'Earned 500 points',
      imageURL: '/media/flame.png',
      rule: { kind: 'points', threshold: 900 },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Hoarder' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('Earn 900 points')).toBeInTheDocument();
  });

  it('says beside the name that another badge has it, until the name is changed', async () => {
    mockApi({
      'GET /api/v1/badges': { body: { badges: [saved] } },
      'GET /api/v1/all-images': { body: images },
      [route]: apiError(409, 'conflict', 'A badge with this name exists.'),
    });
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(await dialog.findByText('A badge with this name already exists.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(name, ' 2');
    expect(name).not.toHaveAccessibleDescription();
  });

  it('shows the server’s word beside the rule’s threshold, cleared as soon as it changes', async () => {
    mockApi({
      'GET /api/v1/badges': { body: { badges: [saved] } },
      'GET /api/v1/all-images': { body: images },
      [route]: {
        status: 400,
        body: {
          error: { code: 'validation_failed', message: 'Invalid', fields: { 'rule.threshold': 'Too big' } },
        },
      },
    });
    const { user, dialog } = await openEdit();
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    const threshold = dialog.getByRole('spinbutton', { name: 'Threshold' });
    expect(await dialog.findByText('The server did not accept this value.')).toBeInTheDocument();
    expect(threshold).toHaveAccessibleDescription('The server did not accept this value.');
    expect(dialog.getByRole('alert')).toHaveTextContent('Error updating badge. Please try again.');
    await user.type(threshold, '0');
    expect(threshold).not.toHaveAccessibleDescription();
  });
});

describe('deleting a badge', () => {
  it('deletes it once confirmed, and the list goes without it', async () => {
    let list = [saved];
    mockApi({
      'GET /api/v1/badges': () => ({ body: { badges: list } }),
      [`DELETE /api/v1/badge/${saved._id}`]: () => {
        list = [];
        return { body: { message: 'Badge deleted successfully.' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BadgesTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete Collector' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Badge deleted successfully.')).toBeInTheDocument();
    expect(await screen.findByText('No badges yet.')).toBeInTheDocument();
  });

  it('says learners hold it when the server refuses, keeping it', async () => {
    mockApi({
      'GET /api/v1/badges': { body: { badges: [saved] } },
      [`DELETE /api/v1/badge/${saved._id}`]: apiError(409, 'conflict', '2 learners hold this badge'),
    });
    const user = userEvent.setup();
    renderWithProviders(<BadgesTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete Collector' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Failed to delete badge. Learners have earned it: edit it instead.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Collector' })).toBeInTheDocument();
  });
});
