import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { speakingRatings } from '@tp/contract/speaking';
import type { Measurement } from '@tp/speech/imitation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '#web/course/course';
import { GameContext } from '#web/play/game-context';
import { fakeMicrophone } from '#web/test/fake-microphone';
import { makeSound } from '#web/test/game-fixtures';
import { renderWithProviders } from '#web/test/render-with-providers';
import type { Clip } from '../speaking-clip';
import { SpeakingView } from './SpeakingView';

// Web Audio is the browser's: the clips are made here, with the measure's findings chosen per test.
const clips = vi.hoisted(() => ({
  model: null as Measurement | null,
  yours: null as Measurement | null,
  modelFails: false,
}));
vi.mock('../speaking-clip', () => {
  const clip = (seconds: number, measurement: Measurement | null): Clip => ({
    samples: Float32Array.from({ length: Math.round(seconds * 8000) }, (_, i) => Math.sin(i / 5) * 0.5),
    rate: 8000,
    measurement,
  });
  return {
    modelClip: vi.fn(async () => {
      if (clips.modelFails) throw new Error('404');
      return clip(0.5, clips.model);
    }),
    tryClip: vi.fn(async () => ({ ...clip(0.8, clips.yours), wav: new Blob(['RIFF']) })),
  };
});

const pin = makeSound('pin', 'ꟼɪn');

beforeEach(() => {
  Object.assign(clips, { model: null, yours: null, modelFails: false });
  fakeMicrophone();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function renderItem(item: Extract<Item, { models: unknown }>) {
  const submit = vi.fn(async () => null);
  const user = userEvent.setup();
  renderWithProviders(
    <GameContext value={{ item, media: { image: null, video: null }, busy: false, submit }}>
      <SpeakingView />
    </GameContext>,
  );
  return { submit, user };
}

async function recordTry(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Start recording' }));
  expect(await screen.findByText('Recording…')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stop recording' }));
}

describe('a speaking item', () => {
  it('says plainly when the course has no voice of its word, and still records and moves on', async () => {
    const { submit, user } = renderItem({ type: 'speaking', text: 'Say: moon', models: [pin] });
    expect(
      await screen.findByText('The course has no recording of this word: say it as you know it.'),
    ).toBeInTheDocument();
    await recordTry(user);
    expect(await screen.findByRole('img', { name: "Your try's waveform, 0.8 s" })).toBeInTheDocument();
    // Nothing to rate against: Next passes it unrated.
    expect(screen.queryByRole('button', { name: 'Same' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(submit).toHaveBeenCalledWith(speakingRatings.unrated);
  });

  it('shows the model with its play control and waveform, then both on one time axis with the measure', async () => {
    clips.model = { ms: 62 };
    clips.yours = { ms: 18 };
    const { submit, user } = renderItem({ type: 'speaking', text: 'Say: pin', models: [pin] });
    const model = await screen.findByRole('img', { name: "The model's waveform, 0.5 s" });
    expect(screen.getByRole('button', { name: 'Play the model' })).toBeEnabled();
    expect(document.querySelector(`audio[src="${pin.sound}"]`)).not.toBeNull();
    // Before a try, Next passes the item unrated.
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();

    await recordTry(user);
    const yours = await screen.findByRole('img', { name: "Your try's waveform, 0.8 s" });
    expect(screen.getByRole('button', { name: 'Play your try' })).toBeEnabled();
    // The longer try fills the axis; the model's 0.5 s take 5/8 of it.
    const width = (wave: Element) =>
      wave
        .querySelector('path')
        ?.getAttribute('d')
        ?.match(/L(\d+),/g)?.length ?? 0;
    expect(width(model) / width(yours)).toBeCloseTo(0.625, 1);
    const symbol = screen.getByText('ꟼ');
    // The symbol in the phonetic font, within its message.
    expect(symbol).toHaveClass('font-phonetic');
    expect(symbol.parentElement).toHaveTextContent(/^Your ꟼ: 18 ms of air\. The model's: 62 ms\.$/);
    expect(screen.getByText('Let out more air before the vowel.')).toBeInTheDocument();

    // The rating takes Next's place and the focus; Not yet answers the item.
    const same = screen.getByRole('button', { name: 'Same' });
    // The practice is marked as holding a try, which hides Next by its style (checked in the browser).
    await waitFor(() => expect(document.querySelector('[data-rateable]')).not.toBeNull());
    expect(same).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Did it sound the same as the model?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(submit).toHaveBeenCalledWith(speakingRatings.notYet);
  });

  it.each([
    ['unclear', 'I could not hear the start of the word clearly; try again closer to the microphone.'],
    ['quiet', 'Your recording was too quiet to measure: try again closer to the microphone.'],
    [
      'clipped',
      'Your recording was so loud it got distorted: try again a little further from the microphone.',
    ],
  ] as const)('gives no figure for a try that is %s, says why, and is still rated', async (problem, said) => {
    clips.model = { ms: 62 };
    clips.yours = { problem };
    const { submit, user } = renderItem({ type: 'speaking', text: 'Say: pin', models: [pin] });
    await recordTry(user);
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.queryByText(/ms of air/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Same' }));
    expect(submit).toHaveBeenCalledWith(speakingRatings.same);
  });

  it('says when the model could not be loaded, and lets the try be made', async () => {
    clips.modelFails = true;
    const { user } = renderItem({ type: 'speaking', text: 'Say: pin', models: [pin] });
    expect(
      await screen.findByText('The model voice could not be loaded. You can still record yourself.'),
    ).toBeInTheDocument();
    await recordTry(user);
    expect(await screen.findByRole('img', { name: "Your try's waveform, 0.8 s" })).toBeInTheDocument();
  });
});
