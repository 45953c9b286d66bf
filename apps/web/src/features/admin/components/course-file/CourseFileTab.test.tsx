import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { CourseFileTab } from './CourseFileTab';

const counts = { levels: 116, sounds: 420, mcqs: 60, images: 300, videos: 5, badges: 6 };
const archive = new File([new Uint8Array([31, 139])], 'course.tar.gz', { type: 'application/gzip' });

afterEach(() => vi.restoreAllMocks());

/** The form fields an import sent. */
const sent = (init: RequestInit | undefined) =>
  Object.fromEntries((init?.body as FormData | undefined)?.entries() ?? []);

describe('course file tab', () => {
  it('names what an import replaces and sends it only once confirmed', async () => {
    const imports: RequestInit[] = [];
    mockApi({
      'GET /api/v1/admin/course-summary': { body: counts },
      'POST /api/v1/admin/course-archive': ({ init }) => {
        imports.push(init as RequestInit);
        return { status: 201, body: { counts: { ...counts, levels: 3 }, message: 'ok' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CourseFileTab />);
    await user.upload(screen.getByLabelText('Course archive (.tar.gz)'), archive);

    const dialog = await screen.findByRole('dialog', { name: 'Replace the current course?' });
    expect(dialog).toHaveTextContent('Importing “course.tar.gz” deletes the current course');
    expect(within(dialog).getByText('Levels: 116')).toBeInTheDocument();
    expect(within(dialog).getByText('Sounds: 420')).toBeInTheDocument();
    expect(within(dialog).getByText('Images: 300')).toBeInTheDocument();
    expect(imports).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Replace course' }));
    expect(await screen.findByText('Course imported. Levels: 3.')).toBeInTheDocument();
    expect(imports).toHaveLength(1);
    expect(sent(imports[0])).toMatchObject({ replace: 'true', archive: expect.any(File) });
  });

  it('imports into an empty instance without asking, and shows why a file is refused', async () => {
    const fetchSpy = mockApi({
      'GET /api/v1/admin/course-summary': {
        body: { ...counts, levels: 0, sounds: 0, mcqs: 0, images: 0, videos: 0, badges: 0 },
      },
      'POST /api/v1/admin/course-archive': apiError(
        400,
        'validation_failed',
        'The archive is of format version 2, newer than this server reads (1): update the server first.',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<CourseFileTab />);
    await screen.findByRole('button', { name: 'Import course' });
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    await user.upload(screen.getByLabelText('Course archive (.tar.gz)'), archive);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The import was refused');
    expect(alert).toHaveTextContent('format version 2, newer than this server reads (1)');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(sent(init)).not.toHaveProperty('replace');
  });
});
