import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Image, Video } from '@tp/contract/levels';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render-with-providers';
import { ImagePicker, VideoPicker } from './MediaPickers';

const image = (_id: string, title: string): Image => ({ _id, title, link: `/media/${_id}.png` });
const images = [image('i1', 'Sun'), image('i2', 'Sunflower'), image('i3', 'Moon'), image('i4', 'Café')];

/** The image picker holding its choice, as a form would, telling `onChosen` of each one. */
function HeldImagePicker({ onChosen }: { onChosen: (id: string) => void }) {
  const [id, setId] = useState('');
  return (
    <ImagePicker
      label="Image"
      items={images}
      value={id}
      none="No image"
      onChange={(next) => {
        onChosen(next);
        setId(next);
      }}
    />
  );
}

function renderImages() {
  const chosen = vi.fn();
  renderWithProviders(<HeldImagePicker onChosen={chosen} />);
  const group = screen.getByRole('group', { name: 'Image' });
  return { user: userEvent.setup(), chosen, group, search: within(group).getByRole('searchbox') };
}

const names = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('search picker', () => {
  it('lists every image by title after the choice of none, each with its thumbnail', () => {
    const { group, search } = renderImages();
    expect(search).toHaveAccessibleName('Search images by title');
    expect(names(group)).toEqual(['No image', 'Café', 'Moon', 'Sun', 'Sunflower']);
    expect(within(group).getByRole('radio', { name: 'No image' })).toBeChecked();
    expect(group.querySelectorAll('li img')).toHaveLength(4);
    expect(screen.getByText('Showing 4 of 4')).toBeInTheDocument();
  });

  it('narrows the list to what is typed, accents and case aside, and says when nothing matches', async () => {
    const { user, group, search } = renderImages();
    await user.type(search, 'SUN');
    expect(names(group)).toEqual(['No image', 'Sun', 'Sunflower']);
    expect(within(group).getByRole('status')).toHaveTextContent('Showing 2 of 4');
    await user.clear(search);
    await user.type(search, 'cafe');
    expect(names(group)).toEqual(['No image', 'Café']);
    await user.type(search, 'zebra');
    expect(within(group).getByRole('status')).toHaveTextContent('No images match “cafezebra”.');
    expect(names(group)).toEqual(['No image']);
  });

  it('chooses by a click and shows the chosen picture', async () => {
    const { user, group, chosen } = renderImages();
    expect(within(group).getByText('No image', { selector: 'p' })).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Moon' }));
    expect(chosen).toHaveBeenLastCalledWith('i3');
    expect(within(group).getByRole('radio', { name: 'Moon' })).toBeChecked();
    expect(within(group).getByRole('img', { name: 'Preview of Moon' })).toHaveAttribute(
      'src',
      '/media/i3.png',
    );

    await user.click(within(group).getByRole('radio', { name: 'No image' }));
    expect(chosen).toHaveBeenLastCalledWith('');
    expect(within(group).queryByRole('img', { name: /^Preview of/ })).not.toBeInTheDocument();
  });

  it('chooses by keyboard: Enter takes the first found, ↓ goes to the list, arrows move the choice', async () => {
    const { user, group, search, chosen } = renderImages();
    await user.click(search);
    await user.keyboard('sun{Enter}');
    expect(chosen).toHaveBeenLastCalledWith('i1');
    expect(within(group).getByRole('img', { name: 'Preview of Sun' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'Sun' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(chosen).toHaveBeenLastCalledWith('i2');
    expect(within(group).getByRole('radio', { name: 'Sunflower' })).toBeChecked();
    expect(within(group).getByRole('img', { name: 'Preview of Sunflower' })).toBeInTheDocument();
  });

  it('shows a required choice as not yet made, and its error', () => {
    const videos: Video[] = [{ _id: 'v1', title: 'Frog', link: '/media/frog.mp4', level: null }];
    renderWithProviders(
      <VideoPicker
        label="Video"
        items={videos}
        value=""
        onChange={() => undefined}
        error="Choose a video."
      />,
    );
    const group = screen.getByRole('group', { name: 'Video' });
    expect(group).toHaveAccessibleDescription('Choose a video.');
    expect(within(group).getByText('No video chosen')).toBeInTheDocument();
    expect(names(group)).toEqual(['Frog']);
  });

  it('shows the chosen video by its title and first frame', () => {
    const videos: Video[] = [{ _id: 'v1', title: 'Frog', link: '/media/frog.mp4', level: null }];
    renderWithProviders(<VideoPicker label="Video" items={videos} value="v1" onChange={() => undefined} />);
    const preview = screen.getByLabelText('Preview of Frog');
    expect(preview.tagName).toBe('VIDEO');
    expect(preview).toHaveAttribute('src', '/media/frog.mp4');
    expect(screen.getByText('Chosen:').parentElement).toHaveTextContent('Chosen: Frog');
  });
});
