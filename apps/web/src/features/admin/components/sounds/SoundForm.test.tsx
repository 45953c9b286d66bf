import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits } from '@tp/contract/constants';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../../test/api-mock';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { SoundForm } from './SoundForm';

const hello = { answer: 'həloʊ', variants: ['həloʊ', 'hʌloʊ'] };
const audioFile = () => new File(['RIFF'], 'hello.wav', { type: 'audio/wav' });
const uploaded = { status: 201, body: { audioURL: '/media/hello.wav', message: 'ok' } };
const generated = { status: 201, body: { audioURL: '/media/spoken.wav' } };
/** The suggestion comes after the 400 ms pause in typing: room for a slow machine. */
const afterPause = { timeout: 3000 };

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
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/transcription?text=hello');

    await form.user.click(screen.getByRole('button', { name: 'Use hʌloʊ' }));
    expect(form.answer).toHaveValue('hʌloʊ');
  });

  it('types phonetic symbols through the key map and keeps an answer the admin wrote', async () => {
    mockApi({ 'GET /api/v1/transcription': { body: hello } });
    const form = renderForm();
    await form.user.type(form.answer, 'h4lox');
    expect(form.answer).toHaveValue('həloʊ');
    await form.user.clear(form.answer);
    await form.user.type(form.answer, 'h1i');
    await form.user.type(form.name, 'hello');
    await screen.findByRole('button', { name: 'Use həloʊ' }, afterPause);
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
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads a chosen file at once and shows its URL and a player', async () => {
    const fetch = mockApi({ 'POST /api/v1/audio-upload-single': uploaded });
    const form = renderForm();
    const file = audioFile();
    await form.user.upload(form.file, file);
    expect(await screen.findByText('Audio file uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('File URL')).toHaveValue('/media/hello.wav');
    expect(document.querySelector('audio')).toHaveAttribute('src', '/media/hello.wav');
    const body = fetch.mock.calls[0]?.[1]?.body;
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

  it('explains a file the server cannot use', async () => {
    mockApi({ 'POST /api/v1/audio-upload-single': apiError(415, 'unsupported_media_type') });
    const form = renderForm();
    await form.user.upload(form.file, audioFile());
    expect(await screen.findByText('This kind of file cannot be used here.')).toBeInTheDocument();
    expect(screen.queryByLabelText('File URL')).not.toBeInTheDocument();
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

  /** Fills the form with an uploaded file's audio, or with audio generated from the name, and saves. */
  async function fillAndSave(routes: Parameters<typeof mockApi>[0], audio: 'file' | 'generated' = 'file') {
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
      sound: '/media/hello.wav',
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByLabelText('File URL')).not.toBeInTheDocument();
    expect(form.name).not.toBeInTheDocument();
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
    await fillAndSave({ 'POST /api/v1/create-sound': apiError(403, 'forbidden') }, audio);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
