import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { BadgeForm } from '../badges/BadgeForm';
import { ImageForm } from '../images/ImageForm';
import { McqForm } from '../mcqs/McqForm';
import { SoundForm } from '../sounds/SoundForm';
import { useDashboardForm } from './use-dashboard-form';

const required = 'This field is required.';

/** A form checked on submit only: without clearing, a field's error would stay until then. */
function TitleForm() {
  const { register, setError, formState } = useDashboardForm<{ title: string }>({
    defaultValues: { title: '' },
  });
  return (
    <>
      <input aria-label="Title" {...register('title')} />
      <button type="button" onClick={() => setError('title', { message: 'Taken' })}>
        Refuse
      </button>
      <p>{formState.errors.title?.message}</p>
    </>
  );
}

describe('a dashboard form’s errors', () => {
  it('go as soon as their field changes, even where the rules would not check it yet', async () => {
    const user = userEvent.setup();
    render(<TitleForm />);
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByText('Taken')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'x');
    expect(screen.queryByText('Taken')).not.toBeInTheDocument();
  });

  it('leave an MCQ option once it is filled, also one added again after a removal', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<McqForm onDone={() => {}} />);
    const option = (n: number) => screen.getByLabelText(`Option ${n}`);
    await user.type(screen.getByLabelText('Question'), 'Which symbol starts "ship"?');
    for (const n of [1, 2, 3]) await user.type(option(n), `o${n}`);

    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.click(screen.getByRole('button', { name: 'Remove option 4' }));
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(option(4), 'ʃ');
    await waitFor(() => expect(option(4)).not.toHaveAccessibleDescription());
    expect(screen.queryByText(required)).not.toBeInTheDocument();
    expect(option(4)).not.toHaveAttribute('aria-invalid');
  });

  it('leave a badge’s name once another is typed after the server found it taken', async () => {
    mockApi({
      'GET /api/v1/all-images': { body: { images: [] } },
      'POST /api/v1/badge/create': apiError(409, 'conflict'),
    });
    const user = userEvent.setup();
    renderWithProviders(<BadgeForm onDone={() => {}} />);
    await user.type(screen.getByLabelText('Name'), 'First steps');
    await user.type(screen.getByLabelText('Description'), 'Ten levels done.');
    await user.type(screen.getByLabelText('Image URL'), '/media/badge.png');
    await user.type(screen.getByLabelText('Threshold'), '10');
    await user.click(screen.getByRole('button', { name: 'Create badge' }));
    expect(await screen.findByText('A badge with this name already exists.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), '!');
    expect(screen.queryByText('A badge with this name already exists.')).not.toBeInTheDocument();
  });
});

describe('a disabled dashboard button', () => {
  it('says, beside it and as its description, which fields a sound still needs', async () => {
    mockApi({
      'GET /api/v1/all-images': { body: { images: [] } },
      'GET /api/v1/transcription': { body: { answer: null, variants: [] } },
    });
    const user = userEvent.setup();
    renderWithProviders(<SoundForm />);
    const save = screen.getByRole('button', { name: 'Save sound' });
    const generate = screen.getByRole('button', { name: 'Generate audio' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(
      'Fill in Name and Answer first. Upload an audio file or generate the audio first.',
    );
    expect(
      screen.getByText('Fill in Name and Answer first. Upload an audio file or generate the audio first.'),
    ).toBeVisible();
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(
      expect.stringContaining('Write the name first: it is what the voice says.'),
    );

    await user.type(screen.getByLabelText('Name'), 'ship');
    expect(generate).toBeEnabled();
    expect(generate).not.toHaveAccessibleDescription(expect.stringContaining('Write the name first'));
    await waitFor(() =>
      expect(save).toHaveAccessibleDescription(
        'Fill in Answer first. Upload an audio file or generate the audio first.',
      ),
    );
  });

  it('names every empty field of an MCQ, and nothing once all are filled', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<McqForm onDone={() => {}} />);
    const create = screen.getByRole('button', { name: 'Create MCQ' });
    expect(create).toHaveAccessibleDescription(
      'Fill in Question, Option 1, Option 2, Option 3, and Correct answer first.',
    );
    await user.type(screen.getByLabelText('Question'), 'Which symbol starts "ship"?');
    for (const n of [1, 2, 3]) await user.type(screen.getByLabelText(`Option ${n}`), `o${n}`);
    await user.selectOptions(screen.getByLabelText('Correct answer'), '0');
    await waitFor(() => expect(create).toBeEnabled());
    expect(create).not.toHaveAccessibleDescription();
  });

  it('asks for an image’s title, then says the server’s reason when saving fails', async () => {
    mockApi({
      'POST /api/v1/upload-image': { status: 201, body: { url: '/media/sun.png', message: 'ok' } },
      'POST /api/v1/create-image': apiError(401, 'unauthorized'),
    });
    const user = userEvent.setup();
    renderWithProviders(<ImageForm />);
    expect(screen.getByLabelText('Image file')).toHaveAccessibleDescription(
      'Accepted formats: PNG, JPG, GIF, WEBP, AVIF. At most 10 MB. The file is uploaded as soon as you choose it.',
    );
    await user.upload(
      screen.getByLabelText('Image file'),
      new File(['png'], 'sun.png', { type: 'image/png' }),
    );
    const save = await screen.findByRole('button', { name: 'Save image' });
    expect(save).toHaveAccessibleDescription('Fill in Title first.');

    await user.type(screen.getByLabelText('Title'), 'The sun');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended: sign in again, then try again.',
    );
  });
});
