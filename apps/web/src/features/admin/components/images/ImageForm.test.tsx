import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits } from '@tp/contract/constants';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { ImageForm } from './ImageForm';

describe('ImageForm', () => {
  it('refuses an image over 10 MB without sending it', async () => {
    const fetch = mockApi({
      'POST /api/v1/upload-image': { status: 201, body: { url: '/media/big.png', message: 'ok' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ImageForm />);
    const big = new File(['png'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: limits.uploadMaxBytes + 1 });
    await user.upload(screen.getByLabelText('Image file'), big);
    expect(await screen.findByText('The file size must be less than 10 MB.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });
});
