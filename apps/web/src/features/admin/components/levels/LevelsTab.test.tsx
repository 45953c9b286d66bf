import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { makeLevel, makeMcq, makeSound } from '#web/test/game-fixtures';
import { courseServer, renderLevelsTab, sentBody } from './render-levels-tab';

const cardTitles = () =>
  screen.getAllByRole('listitem').map((card) => within(card).getByRole('heading').textContent);

describe('create-level form', () => {
  it('sends {level, type}, says so, and goes back to the next number and the sound type', async () => {
    const server = courseServer([
      makeLevel({ level: 1, type: 'sound' }),
      makeLevel({ level: 2, type: 'mcq' }),
    ]);
    const created: unknown[] = [];
    mockApi({
      'GET /api/v1/admin/levels': server.reply,
      'POST /api/v1/create-level': ({ init }) => {
        created.push(sentBody(init));
        const newLevel = makeLevel({ level: 3, type: 'video' });
        server.state.levels = [...server.state.levels, newLevel];
        return { status: 201, body: { newLevel, message: 'Level 3 created.' } };
      },
    });
    const { user } = renderLevelsTab();
    const number = screen.getByRole('spinbutton', { name: 'Level' });
    await waitFor(() => expect(number).toHaveValue(3));
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(type).toHaveValue('sound');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sound', 'Video', 'Listening', 'MCQ', 'Info', 'Speaking']);

    await user.selectOptions(type, 'video');
    await user.click(screen.getByRole('button', { name: 'Create level' }));

    // The form's own words, not the server's English message.
    expect(
      (await screen.findByText('Level 3 created successfully.')).closest('[role="status"]'),
    ).not.toBeNull();
    expect(created).toEqual([{ level: 3, type: 'video' }]);
    expect(type).toHaveValue('sound');
    await waitFor(() => expect(number).toHaveValue(4));
    expect(cardTitles()).toEqual(['Level 1', 'Level 2', 'Level 3']);
  });

  it('keeps a number the admin typed and checks it', async () => {
    const created: unknown[] = [];
    mockApi({
      'GET /api/v1/admin/levels': { body: { levels: [makeLevel({ level: 1, type: 'sound' })] } },
      'POST /api/v1/create-level': ({ init }) => {
        created.push(sentBody(init));
        return {
          status: 201,
          body: { newLevel: makeLevel({ level: 1, type: 'info' }), message: 'Level 1 created.' },
        };
      },
    });
    const { user } = renderLevelsTab();
    const number = screen.getByRole('spinbutton', { name: 'Level' });
    await waitFor(() => expect(number).toHaveValue(2));

    await user.clear(number);
    await user.click(screen.getByRole('button', { name: 'Create level' }));
    expect(await screen.findByText('Enter the level number.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await user.type(number, '0');
    await user.click(screen.getByRole('button', { name: 'Create level' }));
    expect(await screen.findByText('The level must be a whole number from 1 to 100000.')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.clear(number);
    await user.type(number, '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'info');
    await user.click(screen.getByRole('button', { name: 'Create level' }));
    expect(await screen.findByText('Level 1 created successfully.')).toBeInTheDocument();
    expect(created).toEqual([{ level: 1, type: 'info' }]);
  });

  it('needs the stored token', async () => {
    const fetch = mockApi({ 'GET /api/v1/admin/levels': { body: { levels: [] } } });
    const { user } = renderLevelsTab({ signedIn: false });
    await screen.findByText('No levels yet. Create the first one above.');
    expect(screen.getByRole('spinbutton', { name: 'Level' })).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Create level' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication token not found.');
    expect(fetch.mock.calls.map(([, init]) => init?.method)).toEqual(['GET']);
  });

  it('says when the server refuses', async () => {
    mockApi({
      'GET /api/v1/admin/levels': { body: { levels: [] } },
      'POST /api/v1/create-level': apiError(400, 'validation_failed'),
    });
    const { user } = renderLevelsTab();
    await screen.findByText('No levels yet. Create the first one above.');
    await user.click(screen.getByRole('button', { name: 'Create level' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error creating level. Please try again.');
  });
});

describe('levels grid', () => {
  it('lists the levels by number with what each holds', async () => {
    const sun = makeSound('sun', 'sʌn');
    const bus = makeSound('bus', 'bʌs');
    mockApi({
      'GET /api/v1/admin/levels': {
        body: {
          levels: [
            makeLevel({
              level: 4,
              type: 'mcq',
              mcqs: [makeMcq('Q1', ['a', 'b'], 0), makeMcq('Q2', ['a', 'b'], 1)],
            }),
            makeLevel({
              level: 1,
              type: 'sound',
              points: 15,
              sounds: [sun, bus],
              image: { _id: crypto.randomUUID(), title: 'A sun', link: '/media/sun.png' },
            }),
            makeLevel({ level: 3, type: 'listening', sounds: [bus], premiumOnly: true }),
            makeLevel({
              level: 2,
              type: 'video',
              video: { _id: crypto.randomUUID(), title: 'Greetings', link: '/media/hi.mp4', level: 2 },
            }),
            makeLevel({ level: 6, type: 'speaking', texts: ['Say hello'] }),
            makeLevel({ level: 5, type: 'info', texts: ['One', 'Two', 'Three'] }),
          ],
        },
      },
    });
    renderLevelsTab();
    await screen.findByRole('heading', { name: 'Level 1' });
    expect(cardTitles()).toEqual(['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5', 'Level 6']);
    const cards = screen.getAllByRole('listitem').map((card) => card.textContent);
    expect(cards[0]).toContain('SoundPoints: 15UnpublishSounds: sun, busImage: A sun');
    expect(cards[1]).toContain('VideoPoints: 10UnpublishVideo: Greetings');
    expect(cards[2]).toContain('ListeningPoints: 10PremiumUnpublishSounds: bus');
    expect(cards[3]).toContain('MCQPoints: 10UnpublishMCQs: 2');
    // Each type reads as the create form names it, in one casing.
    expect(cards[4]).toContain('InfoPoints: 10UnpublishTexts: 3');
    expect(cards[5]).toContain('SpeakingPoints: 10UnpublishTexts: 1');
    expect(cards[0]).not.toContain('Premium');

    const first = within(screen.getAllByRole('listitem')[0] as HTMLElement);
    expect(first.getByRole('button', { name: 'Move level 1' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Edit level 1' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Delete Level 1' })).toBeInTheDocument();
  });

  it('says when the course cannot be fetched, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/admin/levels': () =>
        fail ? apiError(400, 'bad_request') : { body: { levels: [makeLevel({ level: 1, type: 'sound' })] } },
    });
    const { user } = renderLevelsTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch levels.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Level 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a level after confirming and shows the new course', async () => {
    const server = courseServer([
      makeLevel({ level: 1, type: 'sound' }),
      makeLevel({ level: 2, type: 'info' }),
    ]);
    const deleted: string[] = [];
    mockApi({
      'GET /api/v1/admin/levels': server.reply,
      ...Object.fromEntries(
        server.state.levels.map((level) => [
          `DELETE /api/v1/level/${level._id}`,
          () => {
            deleted.push(level._id);
            const rest = server.state.levels.filter((other) => other._id !== level._id);
            server.state.levels = rest.map((other, index) => ({ ...other, level: index + 1 }));
            return { body: { levels: server.state.levels, message: 'Deleted.' } };
          },
        ]),
      ),
    });
    const { user } = renderLevelsTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Level 1' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Level 1?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Level 1 deleted successfully.')).toBeInTheDocument();
    expect(deleted).toHaveLength(1);
    expect(cardTitles()).toEqual(['Level 1']);
    expect(screen.getByRole('listitem')).toHaveTextContent('Info');
  });

  it('says when a level cannot be deleted', async () => {
    const level = makeLevel({ level: 1, type: 'sound' });
    mockApi({
      'GET /api/v1/admin/levels': { body: { levels: [level] } },
      [`DELETE /api/v1/level/${level._id}`]: apiError(404, 'not_found'),
    });
    const { user } = renderLevelsTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Level 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete level.')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Level 1']);
  });
});
