import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Sound } from '@tp/contract/levels';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { makeLevel, makeSound } from '#web/test/game-fixtures';
import { renderWithProviders } from '#web/test/render-with-providers';
import { SoundPicker } from './SoundPicker';

const helloUsed = { ...makeSound('hello', 'həloʊ'), sound: '/media/hello-1.wav' };
const helloSpare = { ...makeSound('hello', 'hɛloʊ'), sound: '/media/hello-2.wav' };
const many = Array.from({ length: 1998 }, (_, i) => makeSound(`word ${i + 1}`, 'wɜːd'));

function Picker({ sounds }: { sounds: Sound[] }) {
  const [value, setValue] = useState<string[]>([]);
  return <SoundPicker sounds={sounds} value={value} onChange={setValue} />;
}

function renderPicker(sounds: Sound[] = [...many, helloUsed, helloSpare]) {
  mockApi({
    'GET /api/v1/admin/levels': {
      body: {
        levels: [
          makeLevel({ level: 3, type: 'sound', sounds: [helloUsed] }),
          makeLevel({ level: 8, type: 'listening', sounds: [helloUsed] }),
        ],
      },
    },
  });
  const user = userEvent.setup();
  return { ...renderWithProviders(<Picker sounds={sounds} />), user };
}

/** The sound rows drawn: each one's checkbox, with its name. */
const rows = () => screen.queryAllByRole('checkbox').filter((box) => box.closest('li'));

describe('the level editor’s sound picker', () => {
  it('draws only the rows in view of 2,000 sounds, and finds sounds by name or answer', async () => {
    const { user } = renderPicker();
    expect(screen.getByText('Showing 2000 of 2000')).toBeInTheDocument();
    expect(rows().length).toBeLessThan(30);
    // By name, numbers in numeric order.
    expect(rows()[0]).toHaveAccessibleName('hello');
    expect(screen.queryByRole('checkbox', { name: 'word 1000' })).not.toBeInTheDocument();

    const list = screen.getByRole('list');
    list.scrollTop = 1000 * 60;
    fireEvent.scroll(list);
    expect(await screen.findByRole('checkbox', { name: 'word 999' })).toBeInTheDocument();
    expect(rows().length).toBeLessThan(30);

    const search = screen.getByRole('searchbox', { name: 'Search sounds by name or answer' });
    await user.type(search, 'hɛl');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Showing 1 of 2000')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zebra');
    expect(await screen.findByText('No sounds match “zebra”.')).toBeInTheDocument();
  });

  it('tells two sounds of one name apart by answer and by the levels that use them', async () => {
    const { user } = renderPicker();
    await user.type(screen.getByRole('searchbox', { name: 'Search sounds by name or answer' }), 'hello');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(rows()[0]).toHaveAccessibleDescription('həloʊ In levels: 3, 8'));
    expect(rows()[1]).toHaveAccessibleDescription('hɛloʊ In no level');
  });

  it('plays a sound from its row, and stops it when pressed again', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { user } = renderPicker([helloUsed, helloSpare]);
    const row = (index: number) => within(rows()[index]?.closest('li') as HTMLElement);

    await user.click(row(1).getByRole('button', { name: 'Play hello' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.contexts[0] as HTMLAudioElement).src).toMatch(/\/media\/hello-2\.wav$/);
    expect(row(1).getByRole('button', { name: 'Stop hello' })).toBeInTheDocument();

    // Another sound stops the first.
    await user.click(row(0).getByRole('button', { name: 'Play hello' }));
    expect((play.mock.contexts[1] as HTMLAudioElement).src).toMatch(/\/media\/hello-1\.wav$/);
    expect(row(1).getByRole('button', { name: 'Play hello' })).toBeInTheDocument();
    await user.click(row(0).getByRole('button', { name: 'Stop hello' }));
    expect(pause).toHaveBeenCalled();
    expect(row(0).getByRole('button', { name: 'Play hello' })).toBeInTheDocument();
  });

  it('numbers the sounds in the order checked, and shows only the chosen on request', async () => {
    const { user } = renderPicker([
      makeSound('cat', 'kæt'),
      makeSound('bus', 'bʌs'),
      makeSound('sun', 'sʌn'),
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'sun' }));
    await user.click(screen.getByRole('checkbox', { name: 'bus' }));
    await user.click(screen.getByRole('checkbox', { name: 'Only the chosen (2)' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'bus' })).toHaveAccessibleDescription(/Position 2$/);
    expect(screen.getByRole('checkbox', { name: 'sun' })).toHaveAccessibleDescription(/Position 1$/);
    expect(screen.queryByRole('checkbox', { name: 'cat' })).not.toBeInTheDocument();
  });
});
