import { act, screen, waitFor, within } from '@testing-library/react';
import type { Level, LevelWarning, TextTranslations } from '@tp/contract/levels';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type MockReply, mockApi } from '#web/test/api-mock';
import { makeLevel, makeMcq, makeSound } from '#web/test/game-fixtures';
import { renderLevelsTab, sentBody } from './render-levels-tab';

const sun = makeSound('sun', 'sʌn');
const bus = makeSound('bus', 'bʌs');
const cat = makeSound('cat', 'kæt');
const sunImage = { _id: crypto.randomUUID(), title: 'A sun', link: '/media/sun.png' };
const busImage = { _id: crypto.randomUUID(), title: 'A bus', link: '/media/bus.png' };
const vowel = makeMcq('Which vowel?', ['a', 'b'], 0);
const stress = makeMcq('Which stress?', ['a', 'b'], 1);
const greetings = { _id: crypto.randomUUID(), title: 'Greetings', link: '/media/hi.mp4', level: null };

/** The PUT paths under /api/v1/levels that save a level. */
const saveCalls = [
  'update-sound/:id',
  'image-update/:id',
  'update-video/:id',
  'update-mcq/:id',
  'update-text/:id',
  ':id/number',
  ':id/settings',
];

/**
 * The course of `level` after level 1, the edit form's lists, the level with its `translations`
 * as admins read it, and `replies` to some save calls.
 */
function serve(
  level: Level,
  replies: Record<string, MockReply> = {},
  translations: TextTranslations = {},
  warnings: LevelWarning[] = [],
) {
  const saved = { body: { level, message: 'Saved.' } };
  const fetch = mockApi({
    'GET /api/v1/admin/levels': { body: { levels: [makeLevel({ level: 1, type: 'info' }), level] } },
    [`GET /api/v1/admin/levels/${level._id}`]: { body: { level: { ...level, translations }, warnings } },
    'GET /api/v1/sounds': { body: { sounds: [sun, bus, cat] } },
    'GET /api/v1/all-images': { body: { images: [sunImage, busImage] } },
    'GET /api/v1/all-videos': { body: { videos: [greetings] } },
    'GET /api/v1/mcqs': { body: { mcqs: [vowel, stress] } },
    ...Object.fromEntries(
      saveCalls.map((path) => [
        `PUT /api/v1/levels/${path.replace(':id', level._id)}`,
        replies[path] ?? saved,
      ]),
    ),
  });
  /** The PUT calls made, as [path, body]. */
  const puts = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([url, init]) => [String(url).replace(level._id, ':id'), sentBody(init)]);
  return { fetch, puts };
}

async function openEditor(name = 'Edit level 2') {
  const view = renderLevelsTab();
  await view.user.click(await screen.findByRole('button', { name }));
  return { ...view, dialog: within(screen.getByRole('dialog', { name })) };
}

/** The spec's level-edit message stays for 2 s, then goes (§4). Needs fake timers from the start. */
async function expectGoneAfter2s(message: HTMLElement) {
  await act(() => vi.advanceTimersByTimeAsync(1500));
  expect(message).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(600));
  expect(message).not.toBeInTheDocument();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('level edit modal', () => {
  it('shows the server’s warnings: a variant the drill refuses, a picture that gives a word away', async () => {
    const cot = makeSound('cot', 'ʞɑt');
    const caught = { ...makeSound('caught', 'ʞɔt'), variants: ['ʞɑt'] };
    const level = makeLevel({ level: 2, type: 'listening', sounds: [cot, caught], image: sunImage });
    serve(level, {}, {}, [
      { kind: 'variant_defeats_drill', sound: caught._id, other: cot._id, variant: 'ʞɑt' },
      { kind: 'picture_gives_away', sound: caught._id, other: cot._id, variant: null },
    ]);
    const { dialog } = await openEditor();
    const warnings = await dialog.findByRole('region', { name: 'Warnings' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '“ʞɑt”, a variant of “caught”, is also accepted for “cot” in level 2: learners typing it there would not be told apart, so it is not accepted for “caught” there.',
      '“caught” shows the level’s picture while “cot” shows its own: the picture tells which word was heard.',
    ]);
  });

  it('shows no warnings for a level without any', async () => {
    const level = makeLevel({ level: 2, type: 'sound', sounds: [sun, bus], image: sunImage });
    const { fetch } = serve(level);
    const { dialog } = await openEditor();
    await dialog.findByRole('checkbox', { name: 'sun' });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url === `/api/v1/admin/levels/${level._id}`)).toBe(true),
    );
    expect(dialog.queryByRole('region', { name: 'Warnings' })).not.toBeInTheDocument();
  });

  it('saves a sound level with its sounds in the order checked, then clears the message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const level = makeLevel({ level: 2, type: 'sound', sounds: [sun, bus], image: sunImage });
    const { fetch, puts } = serve(level);
    const { user, dialog } = await openEditor();

    const sunBox = await dialog.findByRole('checkbox', { name: 'sun' });
    const busBox = dialog.getByRole('checkbox', { name: 'bus' });
    const catBox = dialog.getByRole('checkbox', { name: 'cat' });
    expect(sunBox).toBeChecked();
    expect(sunBox).toHaveAccessibleDescription('sʌn In levels: 2 Position 1');
    expect(busBox).toHaveAccessibleDescription('bʌs In levels: 2 Position 2');
    expect(catBox).not.toBeChecked();
    const image = within(dialog.getByRole('group', { name: 'Image' }));
    expect(image.getByRole('radio', { name: sunImage.title })).toBeChecked();
    expect(image.getByRole('img', { name: `Preview of ${sunImage.title}` })).toBeInTheDocument();

    await user.click(sunBox);
    await user.click(catBox);
    await user.click(sunBox);
    expect(busBox).toHaveAccessibleDescription('bʌs In levels: 2 Position 1');
    expect(catBox).toHaveAccessibleDescription('kæt In no level Position 2');
    expect(sunBox).toHaveAccessibleDescription('sʌn In levels: 2 Position 3');
    await user.click(image.getByRole('radio', { name: 'No image' }));
    const gets = fetch.mock.calls.filter(([url]) => url === '/api/v1/admin/levels').length;
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    const saved = await dialog.findByText('Level updated successfully.');
    expect(saved.closest('[role="status"]')).not.toBeNull();
    expect(puts()).toEqual([
      ['/api/v1/levels/update-sound/:id', { sounds: [bus._id, cat._id, sun._id], imageId: null }],
    ]);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/v1/admin/levels').length).toBe(gets + 1);
    await expectGoneAfter2s(saved);
  });

  it('sends the points, the premium flag and then the new number, and nothing else', async () => {
    const level = makeLevel({ level: 2, type: 'listening', sounds: [bus], image: busImage });
    const { puts } = serve(level);
    const { user, dialog } = await openEditor();
    await dialog.findByRole('checkbox', { name: 'bus' });

    const points = dialog.getByRole('spinbutton', { name: 'Points' });
    await user.clear(points);
    await user.type(points, '25');
    const premium = dialog.getByRole('switch', { name: 'Premium only' });
    expect(premium).not.toBeChecked();
    await user.click(premium);
    const number = dialog.getByRole('spinbutton', { name: 'Level' });
    expect(number).toHaveValue(2);
    await user.clear(number);
    await user.type(number, '1');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('Level updated successfully.')).toBeInTheDocument();
    expect(puts()).toEqual([
      ['/api/v1/levels/:id/settings', { points: 25, premiumOnly: true }],
      ['/api/v1/levels/:id/number', { level: 1 }],
    ]);
  });

  it('says nothing changed without calling the server', async () => {
    const { puts } = serve(makeLevel({ level: 2, type: 'listening', sounds: [bus] }));
    const { user, dialog } = await openEditor();
    await dialog.findByRole('checkbox', { name: 'bus' });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Nothing has changed.')).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it('reports a failure in its own words, not the server’s English, then clears it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const level = makeLevel({ level: 2, type: 'mcq' });
    const { puts } = serve(level, {
      ':id/settings': {
        status: 400,
        body: {
          error: { code: 'validation_failed', message: 'Invalid', fields: { points: 'Too many points.' } },
        },
      },
    });
    const { user, dialog } = await openEditor();
    await dialog.findByRole('checkbox', { name: 'Which vowel?' });
    await user.click(dialog.getByRole('switch', { name: 'Premium only' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const failed = await dialog.findByRole('alert');
    expect(failed).toHaveTextContent(/^Failed to update level\. Please try again\.$/);
    expect(puts()).toEqual([['/api/v1/levels/:id/settings', { premiumOnly: true }]]);
    await expectGoneAfter2s(failed);
  });

  it('saves an MCQ level’s questions in the order checked', async () => {
    const { puts } = serve(makeLevel({ level: 2, type: 'mcq' }));
    const { user, dialog } = await openEditor();
    await user.click(await dialog.findByRole('checkbox', { name: 'Which stress?' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Which vowel?' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await dialog.findByText('Level updated successfully.');
    expect(puts()).toEqual([['/api/v1/levels/update-mcq/:id', { mcqs: [stress._id, vowel._id] }]]);
  });

  it('saves the texts of an info level, one per line, without blank lines', async () => {
    const { puts } = serve(makeLevel({ level: 2, type: 'info', texts: ['Welcome'] }));
    const { user, dialog } = await openEditor();
    const texts = await dialog.findByRole('textbox', { name: 'Texts' });
    expect(texts).toHaveValue('Welcome');
    expect(texts).toHaveAccessibleDescription('One item per line.');
    await user.type(texts, '{Enter}{Enter}  Press play  {Enter}');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await dialog.findByText('Level updated successfully.');
    expect(puts()).toEqual([
      ['/api/v1/levels/update-text/:id', { texts: ['Welcome', 'Press play'], translations: {} }],
    ]);
  });

  it('says what a draft lacks beside Publish, then saves the texts typed and publishes the level', async () => {
    const { puts } = serve(makeLevel({ level: 2, type: 'info', texts: [], published: false }));
    const { user, dialog } = await openEditor();
    const publish = await dialog.findByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('Add at least one line of text to publish this level.');
    await user.type(dialog.getByRole('textbox', { name: 'Texts' }), 'Welcome');
    expect(publish).toBeEnabled();
    await user.click(publish);
    await dialog.findByText('Level 2 is published: learners see it now.');
    expect(puts()).toEqual([
      ['/api/v1/levels/update-text/:id', { texts: ['Welcome'], translations: {} }],
      ['/api/v1/levels/:id/settings', { published: true }],
    ]);
  });

  it('edits an info level’s translations beside the English, language by language', async () => {
    const level = makeLevel({ level: 2, type: 'info', texts: ['Welcome', 'Press play'] });
    const { puts } = serve(level, {}, { de: ['Willkommen', null], ur: [null, 'پلے دبائیں'] });
    const { user, dialog } = await openEditor();
    const section = await dialog.findByRole('button', { name: 'Translations' });
    expect(section).toHaveAttribute('aria-expanded', 'false');
    await user.click(section);

    const language = dialog.getByRole('combobox', { name: 'Language' });
    // Each language says how many of its texts are translated.
    expect(within(language).getByRole('option', { name: 'Deutsch (1/2)' })).toBeInTheDocument();
    expect(within(language).getByRole('option', { name: 'Français (0/2)' })).toBeInTheDocument();
    await user.selectOptions(language, 'de');
    const german = within(dialog.getByRole('group', { name: 'Deutsch' }));
    expect(german.getByRole('textbox', { name: 'Text 1' })).toHaveValue('Willkommen');
    expect(german.getByRole('textbox', { name: 'Text 1' })).toHaveAccessibleDescription('English: Welcome');
    expect(german.getByRole('textbox', { name: 'Text 1' })).toHaveAttribute('lang', 'de');
    await user.type(german.getByRole('textbox', { name: 'Text 2' }), 'Drück auf Play');

    await user.selectOptions(language, 'ur');
    const urdu = within(dialog.getByRole('group', { name: 'اردو' }));
    expect(urdu.getByRole('textbox', { name: 'Text 2' })).toHaveAttribute('dir', 'rtl');
    await user.clear(urdu.getByRole('textbox', { name: 'Text 2' }));
    await user.selectOptions(language, 'fr');
    await user.type(
      within(dialog.getByRole('group', { name: 'Français' })).getByRole('textbox', { name: 'Text 1' }),
      'Bienvenue',
    );
    expect(within(language).getByRole('option', { name: 'Deutsch (2/2)' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await dialog.findByText('Level updated successfully.');
    // Urdu, now empty, is no longer sent.
    expect(puts()).toEqual([
      [
        '/api/v1/levels/update-text/:id',
        {
          texts: ['Welcome', 'Press play'],
          translations: { fr: ['Bienvenue', null], de: ['Willkommen', 'Drück auf Play'] },
        },
      ],
    ]);
  });

  it('keeps each translation with its English text as lines are added and removed', async () => {
    const level = makeLevel({ level: 2, type: 'info', texts: ['Welcome', 'Press play'] });
    const { puts } = serve(level, {}, { fr: ['Bienvenue', 'Appuyez sur lecture'] });
    const { user, dialog } = await openEditor();
    const texts = await dialog.findByRole('textbox', { name: 'Texts' });
    await user.clear(texts);
    await user.type(texts, 'Hello{Enter}Press play{Enter}Welcome');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await dialog.findByText('Level updated successfully.');
    expect(puts()).toEqual([
      [
        '/api/v1/levels/update-text/:id',
        {
          texts: ['Hello', 'Press play', 'Welcome'],
          translations: { fr: [null, 'Appuyez sur lecture', 'Bienvenue'] },
        },
      ],
    ]);
  });

  it('offers no translations for a speaking level’s prompts, which are said in English', async () => {
    const { puts } = serve(makeLevel({ level: 2, type: 'speaking', texts: ['Say: cat'] }));
    const { user, dialog } = await openEditor();
    const texts = dialog.getByRole('textbox', { name: 'Texts' });
    expect(dialog.queryByRole('button', { name: 'Translations' })).not.toBeInTheDocument();
    await user.type(texts, '{Enter}Say: dog');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await dialog.findByText('Level updated successfully.');
    expect(puts()).toEqual([['/api/v1/levels/update-text/:id', { texts: ['Say: cat', 'Say: dog'] }]]);
  });

  it('asks for a video before saving a video level’s sounds', async () => {
    const { puts } = serve(makeLevel({ level: 2, type: 'video' }), {
      'update-video/:id': apiError(409, 'wrong_level_type'),
    });
    const { user, dialog } = await openEditor();
    await user.click(await dialog.findByRole('checkbox', { name: 'cat' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const video = dialog.getByRole('group', { name: 'Video' });
    await waitFor(() => expect(video).toHaveAccessibleDescription('Choose a video.'));
    expect(puts()).toEqual([]);

    await user.type(within(video).getByRole('searchbox', { name: 'Search videos by title' }), 'greet{Enter}');
    expect(within(video).getByRole('radio', { name: 'Greetings' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to update level. Please try again.');
    expect(puts()).toEqual([
      ['/api/v1/levels/update-video/:id', { video: greetings._id, sounds: [cat._id] }],
    ]);
  });

  it('says why a published level cannot be emptied', async () => {
    const { puts } = serve(makeLevel({ level: 2, type: 'sound', sounds: [sun] }), {
      'update-sound/:id': apiError(409, 'level_empty'),
    });
    const { user, dialog } = await openEditor();
    await user.click(await dialog.findByRole('checkbox', { name: 'sun' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to update level. Please try again. A published level needs at least one item: unpublish it first.',
    );
    expect(puts()).toEqual([['/api/v1/levels/update-sound/:id', { sounds: [], imageId: null }]]);
  });
});
