import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { ImagesTab } from './ImagesTab';

const cat = { _id: crypto.randomUUID(), title: 'Cat', link: '/media/cat.png' };
const pngFile = () => new File(['png'], 'dog.png', { type: 'image/png' });

describe('images tab', () => {
  it('lists the images with their titles', async () => {
    mockApi({ 'GET /api/v1/all-images': { body: { images: [cat] } } });
    renderWithProviders(<ImagesTab />);
    const image = await screen.findByRole('img', { name: 'Cat' });
    expect(image).toHaveAttribute('src', '/media/cat.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { level: 3, name: 'Cat' })).toBeInTheDocument();
  });

  it('uploads an image from the Add + modal, saves its title and lists it', async () => {
    const dog = { _id: crypto.randomUUID(), title: 'Dog', link: '/media/dog.png' };
    let images = [cat];
    const fetch = mockApi({
      'GET /api/v1/all-images': () => ({ body: { images } }),
      'POST /api/v1/upload-image': { status: 201, body: { url: '/media/dog.png', message: 'ok' } },
      'POST /api/v1/create-image': () => {
        images = [dog, cat];
        return { status: 201, body: { image: dog, message: 'Created' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ImagesTab />);
    await screen.findByRole('img', { name: 'Cat' });
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    const dialog = screen.getByRole('dialog', { name: 'Add image' });
    expect(within(dialog).queryByLabelText('Title')).not.toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Image file'), pngFile());
    expect(await within(dialog).findByText('File uploaded successfully!')).toBeInTheDocument();
    const sent = fetch.mock.calls.at(-1)?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toBeInstanceOf(File);

    const title = within(dialog).getByLabelText('Title');
    await user.click(title);
    await user.tab();
    expect(await within(dialog).findByText('Image title is required')).toBeInTheDocument();
    await user.type(title, 'Dog');
    await user.click(within(dialog).getByRole('button', { name: 'Save image' }));

    expect(await screen.findByText('File details saved successfully!')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/create-image');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ title: 'Dog', link: '/media/dog.png' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('img', { name: 'Dog' })).toBeInTheDocument();
  });

  it('says when the upload got no answer', async () => {
    mockApi({ 'GET /api/v1/all-images': { body: { images: [] } } });
    const user = userEvent.setup();
    renderWithProviders(<ImagesTab />);
    expect(await screen.findByText('No images yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    const fetch = globalThis.fetch as unknown as { mockImplementationOnce: (fn: () => never) => void };
    fetch.mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch');
    });
    await user.upload(screen.getByLabelText('Image file'), pngFile());
    expect(await screen.findByText('Failed to upload file. Please try again.')).toBeInTheDocument();
  });

  it('edits an image from its card: the title prefilled, the file kept unless replaced', async () => {
    let images = [cat];
    const fetch = mockApi({
      'GET /api/v1/all-images': () => ({ body: { images } }),
      [`PUT /api/v1/image/${cat._id}`]: () => {
        images = [{ ...cat, title: 'A cat' }];
        return { body: { image: images[0], message: 'ok' } };
      },
    });
    renderWithProviders(<ImagesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Cat' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit image' }));
    expect(dialog.getByLabelText('File URL')).toHaveValue('/media/cat.png');
    const title = dialog.getByLabelText('Title');
    expect(title).toHaveValue('Cat');
    await user.clear(title);
    await user.type(title, 'A cat');
    await user.click(dialog.getByRole('button', { name: 'Save image' }));
    expect(await screen.findByText('Image updated successfully!')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ title: 'A cat' });
    expect(await screen.findByRole('heading', { level: 3, name: 'A cat' })).toBeInTheDocument();
  });
});
