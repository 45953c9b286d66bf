import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Badge } from '@tp/contract/progress';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { BadgesTab } from './BadgesTab';

const badge = (name: string, rule: Badge['rule'], n: number): Badge => ({
  _id: `0000000${n}-1d2e-4f5a-8b6c-7d8e9f0a1b2c`,
  name,
  description: `${name} description`,
  imageURL: `/media/${n}.png`,
  rule,
});

const images = {
  images: [
    { _id: '9f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c', title: 'Gold star', link: '/media/star.png' },
    { _id: '8f1c2b9a-1d2e-4f5a-8b6c-7d8e9f0a1b2c', title: 'Flame', link: '/media/flame.png' },
  ],
};

const renderTab = () => renderWithProviders(<BadgesTab />);

async function openForm() {
  const user = userEvent.setup();
  renderTab();
  await user.click(await screen.findByRole('button', { name: 'Add +' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add badge' }) };
}

describe('badges tab', () => {
  it('shows each badge with its image, description and rule in words', async () => {
    mockApi({
      'GET /api/v1/badges': {
        body: {
          badges: [
            badge('Explorer', { kind: 'levels', threshold: 10 }, 1),
            badge('First step', { kind: 'levels', threshold: 1 }, 2),
            badge('Collector', { kind: 'points', threshold: 500 }, 3),
            badge('On fire', { kind: 'streak', threshold: 7 }, 4),
          ],
        },
      },
    });
    renderTab();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Explorer' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Explorer' })).toHaveAttribute('src', '/media/1.png');
    expect(within(card).getByText('Explorer description')).toBeInTheDocument();
    expect(within(card).getByText('Complete 10 levels')).toBeInTheDocument();
    expect(screen.getByText('Complete 1 level')).toBeInTheDocument();
    expect(screen.getByText('Earn 500 points')).toBeInTheDocument();
    expect(screen.getByText('Keep a 7-day streak')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Explorer' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Explorer' })).toBeInTheDocument();
  });

  it('creates a badge from an uploaded image with its rule', async () => {
    let list: Badge[] = [];
    let sent: unknown;
    mockApi({
      'GET /api/v1/badges': () => ({ body: { badges: list } }),
      'GET /api/v1/all-images': { body: images },
      'POST /api/v1/badge/create': ({ init }) => {
        sent = JSON.parse(String(init?.body));
        list = [badge('Collector', { kind: 'points', threshold: 500 }, 5)];
        return { status: 201, body: { badge: list[0], message: 'Badge created successfully!' } };
      },
    });
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Collector ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Earned 500 points');
    const image = within(within(dialog).getByRole('group', { name: 'Image' }));
    await user.type(image.getByRole('searchbox', { name: 'Search images by title' }), 'gold');
    await user.click(await image.findByRole('radio', { name: 'Gold star' }));
    expect(within(dialog).getByRole('textbox', { name: 'Image URL' })).toHaveValue('/media/star.png');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Awarded for' }), 'Points earned');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Threshold' }), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Create badge' }));

    expect(await screen.findByText('Badge created successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Collector',
      description: 'Earned 500 points',
      imageURL: '/media/star.png',
      rule: { kind: 'points', threshold: 500 },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Collector' })).toBeInTheDocument();
  });

  it('takes an image address typed in, and checks it and the threshold', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/v1/badges': { body: { badges: [] } },
      'GET /api/v1/all-images': { body: images },
      'POST /api/v1/badge/create': ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return {
          status: 201,
          body: { badge: badge('Week', { kind: 'streak', threshold: 7 }, 6), message: '' },
        };
      },
    });
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Week');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Seven days');
    const url = within(dialog).getByRole('textbox', { name: 'Image URL' });
    await user.type(url, 'ftp://example.com/a.png');
    const threshold = within(dialog).getByRole('spinbutton', { name: 'Threshold' });
    await user.type(threshold, '0');
    await user.tab();
    expect(url).toHaveAccessibleDescription(
      'An uploaded file (/media/…) or an http(s) address. Enter an uploaded file (/media/…) or an http(s) address.',
    );
    expect(threshold).toHaveAccessibleDescription('Enter a whole number of at least 1.');
    expect(within(dialog).getByRole('button', { name: 'Create badge' })).toBeDisabled();

    await user.clear(url);
    await user.type(url, 'https://cdn.example.com/week.png');
    await user.clear(threshold);
    await user.type(threshold, '7');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Awarded for' }), 'Days of streak');
    await user.click(within(dialog).getByRole('button', { name: 'Create badge' }));
    expect(await screen.findByText('Badge created successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({
      imageURL: 'https://cdn.example.com/week.png',
      rule: { kind: 'streak', threshold: 7 },
    });
  });

  it('says next to the name when it is taken', async () => {
    mockApi({
      'GET /api/v1/badges': { body: { badges: [] } },
      'GET /api/v1/all-images': { body: images },
      'POST /api/v1/badge/create': apiError(409, 'conflict', 'Badge name already exists'),
    });
    const { user, dialog } = await openForm();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Explorer');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Ten levels');
    await user.type(within(dialog).getByRole('textbox', { name: 'Image URL' }), '/media/star.png');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Threshold' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create badge' }));
    expect(await within(dialog).findByText('A badge with this name already exists.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('A badge with this name already exists.');
    expect(name).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when another failure stops the badge', async () => {
    mockApi({
      'GET /api/v1/badges': { body: { badges: [] } },
      'GET /api/v1/all-images': apiError(403, 'forbidden'),
      'POST /api/v1/badge/create': apiError(400, 'validation_failed'),
    });
    const { user, dialog } = await openForm();
    expect(
      await within(dialog).findByText(
        "The uploaded images could not be loaded: enter the image's address instead.",
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Explorer');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Ten levels');
    await user.type(within(dialog).getByRole('textbox', { name: 'Image URL' }), '/media/star.png');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Threshold' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create badge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error creating badge. Please try again.',
    );
  });

  it('says so when the badges cannot be fetched', async () => {
    mockApi({ 'GET /api/v1/badges': apiError(403, 'forbidden') });
    renderTab();
    expect(await screen.findByText('Failed to fetch badges.')).toBeInTheDocument();
  });
});
