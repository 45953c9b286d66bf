import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits } from '@tp/contract/constants';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi as mockRoutes } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { SoundForm } from './SoundForm';

const hello = { answer: 'həloʊ', variants: ['həloʊ', 'hʌloʊ'] };
const audioFile = () => new File(['RIFF'], 'hello.wav', { type: 'audio/wav' });
const uploaded = { status: 201, body: { audioURL: '/media/hello.wav', message: 'ok' } };
const generated = { status: 201, body: { audioURL: '/media/spoken.wav' } };
/** The suggestion comes after the 400 ms pause in typing: room for a slow machine. */
const afterPause = { timeout: 3000 };
const tomatoImage = { _id: crypto.randomUUID(), title: 'A tomato', link: '/media/tomato.svg' };
const sunImage = { _id: crypto.randomUUID(), title: 'The sun', link: '/media/sun.svg' };

/** The API as the form meets it: the images to choose a picture from, and the given routes. */
const mockApi = (routes: Parameters<typeof mockRoutes>[0]) =>
  mockRoutes({ 'GET /api/v1/all-images': { body: { images: [sunImage, tomatoImage] } }, ...routes });

/** The calls the form made to one path, leaving out the images list it loads for the picture. */
const callsTo = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url).split('?')[0] === path);

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(<SoundForm />);
  return {
    user,
    name: screen.getByLabelText('Name'),
    answer: screen.getByLabelText('Answer'),
    file: screen.getByLabelText('Audio file'),
    save: screen.getByRole('button', { name: 'Save sound' }),
  };
}

describe('SoundForm', () => {
  it('pre-fills Answer with the dictionary’s suggestion for the typed name, and offers its variants', async () => {
    const fetch = mockApi({ 'GET /api/v1/transcription': { body: hello } });
    const form = renderForm();
    await form.user.type(form.name, 'hello');
    await waitFor(
      () => expect(form.answer).toHaveAccessibleDescription('Suggested from the dictionary — check it'),
      afterPause,
    );
    expect(form.answer).toHaveValue('həloʊ');
    // Debounced: one request for the whole word, not one per letter.
    const asked = callsTo(fetch, '/api/v1/transcription');
    expect(asked).toHaveLength(1);
    expect(String(asked[0]?.[0])).toBe('/api/v1/transcription?text=hello');

    // The dictionary's other pronunciation is one click from the list; the answer itself is not offered.
    const add = screen.getByRole('button', { name: 'Add variant hʌloʊ' });
    expect(add).toHaveTextContent('+ hʌloʊ');
    expect(screen.queryByRole('button', { name: 'Add variant həloʊ' })).not.toBeInTheDocument();
    await form.user.click(add);
    expect(form.answer).toHaveValue('həloʊ');
    const added = screen.getByRole('list', { name: 'Variants added' });
    expect(within(added).getByText('hʌloʊ')).toHaveClass('font-phonetic');
    expect(screen.queryByRole('button', { name: 'Add variant hʌloʊ' })).not.toBeInTheDocument();
  });

  it('adds a typed variant through the key map, refuses one the rules refuse, and removes one', async () => {
    mockApi({ 'GET /api/v1/transcription': { body: { answer: 'ʇəmeɪtoʊ', variants: [] } } });
    const form = renderForm();
    await form.user.type(form.name, 'tomato');
    await waitFor(() => expect(form.answer).toHaveValue('ʇəmeɪtoʊ'), afterPause);
    const draft = screen.getByLabelText('New variant');
    const addTyped = screen.getByRole('button', { name: 'Add' });
    expect(addTyped).toBeDisabled();

    // The answer itself, then a symbol the keyboard lacks: refused, with the reason under the field.
    await form.user.type(draft, 'ʇəmeɪtoʊ{Enter}');
    expect(draft).toHaveAccessibleDescription('This is the answer itself.');
    await form.user.clear(draft);
    await form.user.click(draft);
    await form.user.paste('ʇəˈmɑtoʊ');
    await form.user.click(addTyped);
    expect(draft).toHaveAccessibleDescription('Use only symbols of the phonetic keyboard.');

    // Keys type symbols as in the game (5 → ʇ, 4 → ə, 1 → ɑ, x → ʊ); Enter adds without saving.
    await form.user.clear(draft);
    await form.user.type(draft, '54m1tox{Enter}');
    const added = screen.getByRole('list', { name: 'Variants added' });
    expect(within(added).getByText('ʇəmɑtoʊ')).toBeInTheDocument();
    expect(draft).toHaveValue('');
    expect(draft).not.toHaveAccessibleDescription();

    await form.user.type(draft, '54m1tox{Enter}');
    expect(draft).toHaveAccessibleDescription('This variant is already in the list.');

    await form.user.click(screen.getByRole('button', { name: 'Remove variant ʇəmɑtoʊ' }));
    expect(screen.queryByRole('list', { name: 'Variants added' })).not.toBeInTheDocument();
  });

  it('offers the images as the sound’s own picture, with a preview of the chosen one', async () => {
    mockApi({});
    const form = renderForm();
    const picker = await screen.findByRole('group', { name: 'Picture of its own' });
    expect(within(picker).getByRole('radio', { name: 'None: the level’s picture' })).toBeChecked();
    // By title, each with its thumbnail.
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['None: the level’s picture', 'A tomato', 'The sun']);
    expect(within(picker).queryByRole('img', { name: /^Preview of/ })).not.toBeInTheDocument();
    await form.user.type(within(picker).getByRole('searchbox', { name: 'Search images by title' }), 'tom');
    await form.user.click(within(picker).getByRole('radio', { name: 'A tomato' }));
    expect(screen.getByRole('img', { name: 'Preview of A tomato' })).toHaveAttribute(
      'src',
      '/media/tomato.svg',
    );
  });

  it('uploads a new picture, saves it titled with the sound’s name and chooses it', async () => {
    const pear = { _id: crypto.randomUUID(), title: 'pear', link: '/media/pear.png' };
    let images = [sunImage, tomatoImage];
    const created: unknown[] = [];
    mockRoutes({
      'GET /api/v1/all-images': () => ({ body: { images } }),
      'GET /api/v1/transcription': { body: { answer: 'peɚ', variants: [] } },
      'POST /api/v1/upload-image': { status: 201, body: { url: pear.link, message: 'ok' } },
      'POST /api/v1/create-image': ({ init }) => {
        created.push(JSON.parse(String(init?.body)));
        images = [...images, pear];
        return { status: 201, body: { image: pear, message: 'ok' } };
      },
    });
    const form = renderForm();
    const picker = await screen.findByRole('group', { name: 'Picture of its own' });
    await form.user.type(form.name, 'pear');
    await form.user.upload(
      screen.getByLabelText('Or upload a new picture'),
      new File(['PNG'], 'pear.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(within(picker).getByRole('radio', { name: 'pear' })).toBeChecked());
    expect(created).toEqual([{ title: 'pear', link: pear.link }]);
    expect(screen.getByRole('img', { name: 'Preview of pear' })).toHaveAttribute('src', pear.link);
  });

  it('types phonetic symbols through the key map and keeps an answer the admin wrote', async () => {
    mockApi({ 'GET /api/v1/transcription': { body: hello } });
    const form = renderForm();
    await form.user.type(form.answer, 'h4lox');
    expect(form.answer).toHaveValue('həloʊ');
    await form.user.clear(form.answer);
    await form.user.type(form.answer, 'h1i');
    await form.user.type(form.name, 'hello');
    await screen.findByRole('button', { name: 'Add variant həloʊ' }, afterPause);
    expect(form.answer).toHaveValue('hɑi');
  });

  it('says when an answer holds a symbol the keyboard cannot type', async () => {
    mockApi({});
    const form = renderForm();
    await form.user.click(form.answer);
    await form.user.paste('ˈhɛloʊ');
    await form.user.tab();
    await waitFor(() =>
      expect(form.answer).toHaveAccessibleDescription(
        expect.stringContaining('Use only symbols of the phonetic keyboard.'),
      ),
    );
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const fetch = mockApi({ 'POST /api/v1/audio-upload-single': uploaded });
    const form = renderForm();
    const big = audioFile();
    Object.defineProperty(big, 'size', { value: limits.uploadMaxBytes + 1 });
    await form.user.upload(form.file, big);
    expect(await screen.findByText('The file size must be less than 10 MB.')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/v1/audio-upload-single')).toEqual([]);
  });

  it('uploads a chosen file at once and shows its URL and a player', async () => {
    const fetch = mockApi({ 'POST /api/v1/audio-upload-single': uploaded });
    const form = renderForm();
    const file = audioFile();
    await form.user.upload(form.file, file);
    expect(await screen.findByText('Audio file uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('File URL')).toHaveValue('/media/hello.wav');
    expect(document.querySelector('audio')).toHaveAttribute('src', '/media/hello.wav');
    const body = callsTo(fetch, '/api/v1/audio-upload-single')[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('audio')).toBeInstanceOf(File);
    // A file replaces the spoken name.
    expect(screen.queryByRole('button', { name: 'Generate audio' })).not.toBeInTheDocument();
  });

  it.each([
    ['answers without a URL', () => apiError(500, 'internal'), 'Failed to get audio URL. Please try again.'],
    [
      'never gets the file',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Failed to upload file. Please try again.',
    ],
  ])('says when the server %s', async (_case, reply, message) => {
    mockApi({ 'POST /api/v1/audio-upload-single': reply });
    const form = renderForm();
    await form.user.upload(form.file, audioFile());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('File URL')).not.toBeInTheDocument();
  });

  it('lists the accepted formats and the size limit before any upload', () => {
    mockApi({});
    const form = renderForm();
    expect(form.file).toHaveAccessibleDescription(
      'Accepted formats: MP3, WAV, OGG, OPUS, WEBM, M4A, FLAC, AAC. At most 10 MB. The file is uploaded as soon as you choose it.',
    );
    expect(form.file).toHaveAttribute('accept', '.mp3,.wav,.ogg,.opus,.webm,.m4a,.flac,.aac');
  });

  it('explains a file the server cannot use by the formats it takes', async () => {
    mockApi({ 'POST /api/v1/audio-upload-single': apiError(415, 'unsupported_media_type') });
    const form = renderForm();
    await form.user.upload(form.file, audioFile());
    expect(
      await screen.findByText(
        'This file is in none of the accepted formats: MP3, WAV, OGG, OPUS, WEBM, M4A, FLAC, AAC.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('File URL')).not.toBeInTheDocument();
  });

  it('says the server’s reason for refusing an upload, translated', async () => {
    mockApi({ 'POST /api/v1/audio-upload-single': apiError(429, 'rate_limited') });
    const form = renderForm();
    await form.user.upload(form.file, audioFile());
    expect(
      await screen.findByText('Too many requests in a short time: wait a minute, then try again.'),
    ).toBeInTheDocument();
  });

  it('generates the audio from the name when no file is chosen', async () => {
    const fetch = mockApi({
      'GET /api/v1/transcription': { body: { answer: null, variants: [] } },
      'POST /api/v1/generate-audio': generated,
    });
    const form = renderForm();
    const generate = screen.getByRole('button', { name: 'Generate audio' });
    expect(generate).toBeDisabled();
    await form.user.type(form.name, 'Good morning');
    await form.user.click(generate);
    expect(await screen.findByText('Audio generated from the name.')).toBeInTheDocument();
    expect(screen.getByLabelText('File URL')).toHaveValue('/media/spoken.wav');
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/generate-audio');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ text: 'Good morning' });
  });

  it('says so when the name holds nothing to speak', async () => {
    mockApi({
      'GET /api/v1/transcription': { body: { answer: null, variants: [] } },
      'POST /api/v1/generate-audio': apiError(400, 'validation_failed', 'Nothing', {
        text: 'Nothing to speak',
      }),
    });
    const form = renderForm();
    await form.user.type(form.name, '...');
    await form.user.click(screen.getByRole('button', { name: 'Generate audio' }));
    expect(
      await screen.findByText('The name holds nothing to speak: write a word, not only punctuation.'),
    ).toBeInTheDocument();
  });

  it('has the audio say the stops as the answer writes them', async () => {
    const fetch = mockApi({
      'GET /api/v1/transcription': { body: hello },
      'POST /api/v1/generate-audio': generated,
    });
    const form = renderForm();
    await form.user.type(form.name, 'hello');
    await waitFor(() => expect(form.answer).toHaveValue('həloʊ'), afterPause);
    await form.user.click(screen.getByRole('button', { name: 'Generate audio' }));
    expect(await screen.findByText('Audio generated from the name.')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/generate-audio');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ text: 'hello', answer: 'həloʊ' });
  });

  /** Fills the form with an uploaded file's audio, or with audio generated from the name, and saves. */
  async function fillAndSave(
    routes: Parameters<typeof mockApi>[0],
    audio: 'file' | 'generated' = 'file',
    before: (form: ReturnType<typeof renderForm>) => Promise<void> = async () => {},
  ) {
    const fetch = mockApi({
      'GET /api/v1/transcription': { body: hello },
      'POST /api/v1/audio-upload-single': uploaded,
      'POST /api/v1/generate-audio': generated,
      ...routes,
    });
    const form = renderForm();
    await form.user.type(form.name, 'hello');
    await waitFor(() => expect(form.answer).toHaveValue('həloʊ'), afterPause);
    expect(form.save).toBeDisabled();
    if (audio === 'file') await form.user.upload(form.file, audioFile());
    else await form.user.click(screen.getByRole('button', { name: 'Generate audio' }));
    await before(form);
    await waitFor(() => expect(form.save).toBeEnabled());
    await form.user.click(form.save);
    return { fetch, form };
  }

  it('saves the sound as JSON with the uploaded URL, says it is uploaded, then starts over', async () => {
    const sound = { _id: crypto.randomUUID(), name: 'hello', answer: 'həloʊ', sound: '/media/hello.wav' };
    const { fetch, form } = await fillAndSave({
      'POST /api/v1/create-sound': { status: 201, body: { sound, message: 'Created' } },
    });
    expect(await screen.findByText('Sound uploaded successfully!')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/create-sound');
    expect(call?.[1]?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'hello',
      answer: 'həloʊ',
      variants: [],
      imageId: null,
      sound: '/media/hello.wav',
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByLabelText('File URL')).not.toBeInTheDocument();
    expect(form.name).not.toBeInTheDocument();
  });

  it('sends the variants added and the chosen picture with the sound', async () => {
    const sound = { _id: crypto.randomUUID(), name: 'hello', answer: 'həloʊ', sound: '/media/hello.wav' };
    const { fetch } = await fillAndSave(
      { 'POST /api/v1/create-sound': { status: 201, body: { sound, message: 'Created' } } },
      'file',
      async (form) => {
        await form.user.click(screen.getByRole('button', { name: 'Add variant hʌloʊ' }));
        await form.user.type(screen.getByLabelText('New variant'), 'h4lo{Enter}');
        const picker = await screen.findByRole('group', { name: 'Picture of its own' });
        await form.user.click(within(picker).getByRole('radio', { name: 'The sun' }));
      },
    );
    expect(await screen.findByText('Sound uploaded successfully!')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/create-sound');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'hello',
      answer: 'həloʊ',
      variants: ['hʌloʊ', 'həlo'],
      imageId: sunImage._id,
      sound: '/media/hello.wav',
    });
  });

  it('will not save a variant that the answer has since become, and says which', async () => {
    const fetch = mockApi({
      'GET /api/v1/transcription': { body: hello },
      'POST /api/v1/audio-upload-single': uploaded,
    });
    const form = renderForm();
    await form.user.type(form.name, 'hello');
    await form.user.click(await screen.findByRole('button', { name: 'Add variant hʌloʊ' }, afterPause));
    await form.user.upload(form.file, audioFile());
    await waitFor(() => expect(form.save).toBeEnabled());
    await form.user.clear(form.answer);
    await form.user.type(form.answer, 'h6lox');
    expect(
      await screen.findByText('The variant hʌloʊ is now the answer itself: remove it or change the answer.'),
    ).toBeInTheDocument();
    expect(form.save).toBeDisabled();
    await form.user.click(screen.getByRole('button', { name: 'Remove variant hʌloʊ' }));
    await waitFor(() => expect(form.save).toBeEnabled());
    expect(callsTo(fetch, '/api/v1/create-sound')).toEqual([]);
  });

  it('shows the server’s refusal of a variant beside the variants', async () => {
    await fillAndSave(
      {
        'POST /api/v1/create-sound': {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: 'Invalid',
              fields: { 'variants.0': 'Listed twice' },
            },
          },
        },
      },
      'file',
      async (form) => {
        await form.user.click(screen.getByRole('button', { name: 'Add variant hʌloʊ' }));
      },
    );
    expect(
      await screen.findByText(
        'A variant was refused: each must use the keyboard’s symbols and differ from the answer and the others.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to upload sound. Please try again.')).not.toBeInTheDocument();
  });

  it('says a sound from generated audio is saved', async () => {
    const sound = { _id: crypto.randomUUID(), name: 'hello', answer: 'həloʊ', sound: '/media/spoken.wav' };
    const { fetch } = await fillAndSave(
      { 'POST /api/v1/create-sound': { status: 201, body: { sound, message: 'Created' } } },
      'generated',
    );
    expect(await screen.findByText('Sound saved successfully!')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/create-sound');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ sound: '/media/spoken.wav' });
  });

  it('shows the server’s objection to the answer next to Answer', async () => {
    const { form } = await fillAndSave({
      'POST /api/v1/create-sound': {
        status: 400,
        body: {
          error: { code: 'validation_failed', message: 'Invalid', fields: { answer: 'Not typeable' } },
        },
      },
    });
    await waitFor(() =>
      expect(form.answer).toHaveAccessibleDescription(
        expect.stringContaining('Use only symbols of the phonetic keyboard.'),
      ),
    );
    expect(form.answer).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Failed to upload sound. Please try again.')).not.toBeInTheDocument();
  });

  it.each([
    ['an uploaded file', 'file', 'Failed to upload sound. Please try again.'],
    ['generated audio', 'generated', 'Failed to save sound. Please try again.'],
  ] as const)('says when a sound from %s could not be saved', async (_from, audio, message) => {
    await fillAndSave({ 'POST /api/v1/create-sound': apiError(500, 'internal') }, audio);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
