import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Level } from '@tp/contract/levels';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { browserToday } from '#web/course/progress';
import { setLanguage } from '#web/lib/preferences';
import { storageKeys } from '#web/lib/storage';
import { apiError, makeProgress, makeUser, mockApi } from '#web/test/api-mock';
import {
  makeBadge,
  makeLevel,
  makeMcq,
  makeSound,
  rightAnswerReply,
  smallCourse,
} from '#web/test/game-fixtures';
import { fakeEngine } from '#web/test/keyboard-practice';
import { renderApp } from '#web/test/render-app';
import { stubNavigator } from '#web/test/stub-navigator';

const engine = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof fakeEngine> }));
vi.mock('#web/lib/audio-engine', () => ({ audioEngine: () => engine.current }));

/** A returning guest (how-to-play already seen) on a course of `levels`. */
function guest(levels: Level[] = smallCourse(), progress?: { level: number; sublevel: number }) {
  engine.current = fakeEngine();
  localStorage.setItem(storageKeys.hasSeenModal, 'true');
  if (progress) {
    localStorage.setItem(storageKeys.guestLevel, String(progress.level));
    localStorage.setItem(storageKeys.guestSublevel, String(progress.sublevel));
  }
  return mockApi({ 'GET /api/v1/levels': { body: { levels } } });
}

const played = () => engine.current.play.mock.calls.map(([url]) => url);

describe('a guest', () => {
  it('plays an info, a sound (wrong, clue, right) and an mcq level, keeping progress in localStorage', async () => {
    guest();
    const user = userEvent.setup();
    renderApp('/');

    // Info: read and move on without a check.
    expect(await screen.findByText('Welcome to TP!')).toBeInTheDocument();
    expect(screen.getByText('Level 1 · Part 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Press play to hear a word.')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.guestSublevel)).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Sound: the picture, the play button, the answer field and the keyboard.
    const input = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(localStorage.getItem(storageKeys.guestLevel)).toBe('1');
    expect(screen.getByText('Level : 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A sun' })).toBeInTheDocument();
    expect(screen.getByText('Loading image...')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Phonetic keyboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play the sound' }));
    expect(played()).toEqual(['/media/audio/sun.mp3']);

    const clue = screen.getByRole('button', { name: 'Clue' });
    expect(clue).toBeDisabled();
    // Play leaves the keys typing into the answer.
    expect(input).toHaveFocus();
    await user.keyboard('s6m{Enter}');
    // The verdict docks under the answer, with the answer: no dialog. The word comes back at the level's end.
    const wrong = await screen.findByRole('region', { name: 'Incorrect Answer.' });
    expect(within(wrong).getByText("Oops! That wasn't the right answer. Try again!")).toBeInTheDocument();
    expect(within(wrong).getByText('m, wrong')).toBeInTheDocument();
    expect(within(wrong).getByText('The answer:').parentElement).toHaveTextContent('The answer:sun=sʌn');
    expect(within(wrong).getByText('It comes back at the end of this level.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue('sʌm');
    expect(within(wrong).getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(played().at(-1)).toBe('/sounds/lose.mp3');
    expect(localStorage.getItem(storageKeys.guestSublevel)).toBe('1');
    expect(localStorage.getItem(storageKeys.guestRetries)).toBe('[0]');
    await user.keyboard('{Enter}');

    // The second word, typed with the on-screen keys; Submit checks it.
    expect(await screen.findByText('Level 2 · Part 2 of 3')).toBeInTheDocument();
    const keyboard = screen.getByRole('group', { name: 'Phonetic keyboard' });
    const key = (name: RegExp | string) =>
      within(keyboard).getAllByRole('button', { name })[0] as HTMLElement;
    for (const symbol of ['b', 'ʌ', 's']) await user.click(key(new RegExp(`^${symbol},`)));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('bʌs');
    await user.click(key('Submit'));
    const bus = await screen.findByRole('region', { name: 'Correct Answer!' });
    expect(within(bus).getByText('bus').parentElement).toHaveTextContent('bus=bʌs');
    // A guest earns as a learner does, in this browser: the info level's 5, then the word's 10.
    expect(within(bus).getByText('Points earned: 10')).toBeInTheDocument();
    const stats = within(screen.getByRole('banner')).getByText('Points').closest('ul');
    expect(stats).toHaveTextContent('Points 15');
    expect(stats).toHaveTextContent('Today: 15 of 50 points');
    expect(stats).toHaveTextContent('Streak 1');
    await user.click(within(bus).getByRole('button', { name: 'Continue' }));

    // The missed word is back, its clue open: it reveals one symbol per press, from an empty field.
    expect(await screen.findByText('Level 2 · Part 3 of 3')).toBeInTheDocument();
    const again = screen.getByRole('textbox', { name: 'Your answer' });
    expect(again).toHaveValue('');
    const clueAgain = screen.getByRole('button', { name: 'Clue' });
    expect(clueAgain).toBeEnabled();
    await user.click(clueAgain);
    expect(again).toHaveValue('s');
    await user.click(clueAgain);
    expect(again).toHaveValue('sʌ');
    await user.click(again);
    await user.keyboard('n{Enter}');
    const right = await screen.findByRole('region', { name: 'Correct Answer!' });
    expect(within(right).getByText("Great job! You've entered the right answer.")).toBeInTheDocument();
    // With the clue, half the points.
    expect(within(right).getByText('Points earned: 5')).toBeInTheDocument();
    expect(stats).toHaveTextContent('Points 20');
    // The word's spelling beside what was typed, which stays in sight.
    expect(within(right).getByText('sun').parentElement).toHaveTextContent('sun=sʌn');
    expect(again).toHaveValue('sʌn');
    expect(within(right).getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(played().at(-1)).toBe('/sounds/win.mp3');
    expect(screen.queryByRole('region', { name: 'Incorrect Answer.' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');

    // The quiz: Next waits for a choice and sends it; a wrong one stays chosen beside the answer.
    expect(await screen.findByText('Which symbol is the vowel of “sun”?')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.guestLevel)).toBe('2');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'æ' }));
    expect(screen.getByRole('button', { name: 'æ' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(next);
    const wrongChoice = await screen.findByRole('region', { name: 'Incorrect Answer.' });
    expect(within(wrongChoice).getByText('The answer:').parentElement).toHaveTextContent('The answer:ʌ');
    expect(screen.getByRole('button', { name: 'æ' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    // The question comes back, nothing chosen.
    expect(await screen.findByText('Level 3 · Part 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'æ' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'ʌ' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    // Past the last level: the completion modal.
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toHaveTextContent(
      "You've completed all levels! Do you want to reset the game?",
    );
    expect(localStorage.getItem(storageKeys.guestLevel)).toBe('3');
  });
});

describe('an item with its own picture and accepted variants', () => {
  const picture = (title: string, file: string) => ({
    _id: crypto.randomUUID(),
    title,
    link: `/media/${file}`,
  });
  const garden = picture('A garden', 'garden.svg');
  const tomatoPicture = picture('A tomato', 'tomato.svg');
  const course = (type: 'sound' | 'listening' = 'sound') => [
    makeLevel({
      level: 1,
      type,
      image: garden,
      sounds: [
        makeSound('tomato', 'ʇəmeɪtoʊ', { variants: ['ʇəmɑtoʊ'], image: tomatoPicture }),
        makeSound('sun', 'sʌn'),
      ],
    }),
    makeLevel({ level: 2, type: 'info', texts: ['Well done!'] }),
  ];

  it.each(['sound', 'listening'] as const)(
    'in a %s level shows the item’s picture instead of the level’s, then the level’s for an item without one',
    async (type) => {
      guest(course(type));
      const user = userEvent.setup();
      renderApp('/');
      await screen.findByRole('textbox', { name: 'Your answer' });
      expect(screen.getByRole('img', { name: 'A tomato' })).toHaveAttribute('src', '/media/tomato.svg');
      expect(screen.queryByRole('img', { name: 'A garden' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('textbox', { name: 'Your answer' }));
      await user.keyboard('54me8tox{Enter}');
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Level 1 · Part 2 of 2')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'A garden' })).toHaveAttribute('src', '/media/garden.svg');
      expect(screen.queryByRole('img', { name: 'A tomato' })).not.toBeInTheDocument();
    },
  );

  it('accepts a guest’s variant and shows it with the main answer', async () => {
    guest(course());
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('54m1tox{Enter}');
    const right = await screen.findByRole('region', { name: 'Correct Answer!' });
    expect(within(right).getByText('Accepted variant:').nextElementSibling).toHaveTextContent('ʇəmɑtoʊ');
    expect(within(right).getByText('Main answer for tomato:').nextElementSibling).toHaveTextContent(
      'ʇəmeɪtoʊ',
    );
    expect(localStorage.getItem(storageKeys.guestSublevel)).toBe('1');
  });

  it('compares a wrong answer with the closest variant, and the clue follows it', async () => {
    guest(course());
    const user = userEvent.setup();
    renderApp('/');
    const input = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.click(input);
    // ʇəmɑtʊ: one symbol (o) short of the variant, three off the main answer.
    await user.keyboard('54m1tx{Enter}');
    const wrong = await screen.findByRole('region', { name: 'Incorrect Answer.' });
    expect(
      within(wrong).getByText('Your answer, symbol by symbol, against an accepted variant of the answer:'),
    ).toBeInTheDocument();
    expect(within(wrong).getByText('a symbol is missing here')).toBeInTheDocument();
    expect(within(wrong).queryByText(/, wrong$/)).not.toBeInTheDocument();
    // The verdict does not spell the variant out: the clue reveals it symbol by symbol.
    expect(within(wrong).queryByText('ʇəmɑtoʊ')).not.toBeInTheDocument();
    // After a wrong answer the clue starts over from the main answer; once on the variant's way, it follows it.
    const clue = screen.getByRole('button', { name: 'Clue' });
    await user.click(clue);
    expect(input).toHaveValue('ʇ');
    await user.click(input);
    await user.keyboard('4m1');
    await user.click(clue);
    expect(input).toHaveValue('ʇəmɑt');
  });
});

describe('a returning guest', () => {
  it('resumes at the stored level and item after a reload', async () => {
    guest(smallCourse(), { level: 1, sublevel: 1 });
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByText('Level 2 · Part 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Level : 2')).toBeInTheDocument();
    // Tab in the answer field plays the word again.
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('{Tab}');
    expect(played()).toEqual(['/media/audio/bus.mp3']);
  });

  it('hears the word as it appears when audio autoplay is on', async () => {
    guest(smallCourse(), { level: 1, sublevel: 0 });
    localStorage.setItem(storageKeys.audioAutoPlay, 'true');
    renderApp('/');
    await screen.findByRole('textbox', { name: 'Your answer' });
    expect(played()).toEqual(['/media/audio/sun.mp3']);
  });

  it('only logs an autoplay the browser would block', async () => {
    guest(smallCourse(), { level: 1, sublevel: 0 });
    localStorage.setItem(storageKeys.audioAutoPlay, 'true');
    stubNavigator({ userActivation: { hasBeenActive: false } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/');
    await screen.findByRole('textbox', { name: 'Your answer' });
    expect(played()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/autoplay blocked/), '/media/audio/sun.mp3');
  });

  it('finds the completion modal past the last level, and Reset starts again', async () => {
    guest(smallCourse(), { level: 3, sublevel: 0 });
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Welcome to TP!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.guestLevel)).toBe('0');
    expect(localStorage.getItem(storageKeys.guestSublevel)).toBe('0');
  });

  it('may close the completion modal and reset later from the page', async () => {
    guest(smallCourse(), { level: 3, sublevel: 0 });
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    const [, footerClose] = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(footerClose as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "You've completed all levels!" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Welcome to TP!')).toBeInTheDocument();
  });
});

describe('how to play', () => {
  it('shows on the first visit only, with seven steps and a five-language picker', async () => {
    engine.current = fakeEngine();
    mockApi({ 'GET /api/v1/levels': { body: { levels: smallCourse() } } });
    const user = userEvent.setup();
    const first = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'How to Play' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);

    await user.click(within(dialog).getByRole('button', { name: 'Language: English' }));
    const list = within(dialog).getByRole('list', { name: 'Choose a language' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('lang')),
    ).toEqual(['en', 'es', 'fr', 'de', 'hi']);
    await user.click(within(list).getByRole('button', { name: 'Español' }));
    expect(localStorage.getItem(storageKeys.lang)).toBe('es');
    expect(within(dialog).queryByRole('list', { name: 'Choose a language' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'es'));
    // The picker now speaks Spanish.
    await user.click(within(dialog).getByRole('button', { name: 'Idioma: Español' }));
    await user.click(within(dialog).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));

    await user.click(within(dialog).getByRole('button', { name: "Let's play" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.hasSeenModal)).toBe('true');

    first.unmount();
    renderApp('/');
    expect(await screen.findByText('Welcome to TP!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    expect(await screen.findByRole('dialog', { name: 'How to Play' })).toBeInTheDocument();
  });

  it('sits beside the download-app modal, whose store buttons lead to the downloads', async () => {
    guest();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Get the app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get the TP keyboard app' });
    expect(within(dialog).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      '/download-keyboard',
    );
    expect(within(dialog).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      '/download-keyboard',
    );
  });
});

describe('a multiple-choice question', () => {
  it('is cut at 300 characters with an ellipsis until read in full; plain-string options work', async () => {
    const question = `${'How does it sound? '.repeat(20)}The end.`;
    const mcq = {
      ...makeMcq(question, [], 0),
      options: ['one', 'two'] as unknown as { _id: string; text: string }[],
    };
    guest([makeLevel({ level: 1, type: 'mcq', mcqs: [mcq] })]);
    const user = userEvent.setup();
    renderApp('/');
    const cut = `${question.slice(0, 300).trimEnd()}…`;
    expect(await screen.findByText(cut)).toBeInTheDocument();
    expect(screen.queryByText(/The end\./)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(question.trim())).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.getByText(cut)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'one' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('region', { name: 'Correct Answer!' })).toBeInTheDocument();
  });
});

describe('explanations in the interface language', () => {
  it('shows the info texts and the quiz in the interface language, and follows a change of it', async () => {
    engine.current = fakeEngine();
    localStorage.setItem(storageKeys.hasSeenModal, 'true');
    const info = makeLevel({ level: 1, type: 'info' });
    const quiz = makeMcq('', [], 1);
    const mcqLevel = makeLevel({ level: 2, type: 'mcq' });
    // The course as the server sends it in each language, English where a string is untranslated.
    const translated: Record<string, { text: string; question: string; options: string[] }> = {
      en: { text: 'Welcome to TP!', question: 'How is “cat” written?', options: ['kæt', 'ʞæt', 'the 5 key'] },
      fr: {
        text: 'Bienvenue sur TP !',
        question: 'Comment s’écrit « cat » ?',
        options: ['kæt', 'ʞæt', 'la touche 5'],
      },
      de: {
        text: 'Willkommen bei TP!',
        question: 'Wie schreibt man „cat“?',
        options: ['kæt', 'ʞæt', 'die Taste 5'],
      },
    };
    const fetch = mockApi({
      'GET /api/v1/levels': ({ url }) => {
        const strings = translated[url.searchParams.get('lang') ?? 'en'];
        if (!strings) return apiError(400, 'validation_failed');
        const options = strings.options.map((text, index) => ({ _id: String(index + 1), text }));
        return {
          body: {
            levels: [
              { ...info, texts: [strings.text] },
              { ...mcqLevel, mcqs: [{ ...quiz, question: strings.question, options }] },
            ],
          },
        };
      },
    });
    setLanguage('fr');
    const user = userEvent.setup();
    renderApp('/');

    expect(await screen.findByText('Bienvenue sur TP !')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Comment s’écrit « cat » ?')).toBeInTheDocument();
    const options = screen.getByRole('group', { name: 'Réponses' });
    expect(
      within(options)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['kæt', 'ʞæt', 'la touche 5']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'de');
    expect(await screen.findByText('Wie schreibt man „cat“?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'die Taste 5' })).toBeInTheDocument();
    // The learner stays where they were: the same question, now in German.
    expect(localStorage.getItem(storageKeys.guestLevel)).toBe('1');
    // The course is fetched again in German (the drills of the first language besides).
    const courses = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/v1/levels'));
    expect(courses).toEqual(['/api/v1/levels?lang=fr', '/api/v1/levels?lang=de']);
  });
});

describe('other level types', () => {
  it('plays a video level with its video player, loading until the metadata arrives', async () => {
    const level = makeLevel({
      level: 1,
      type: 'video',
      // An item's own picture is not shown in a video level: the video is the medium.
      sounds: [
        makeSound('chick', 'ϫɪʞ', { image: { _id: crypto.randomUUID(), title: 'A chick', link: '/c.svg' } }),
      ],
      video: {
        _id: '00000000-0000-4000-8000-0000000000aa',
        title: 'A chick',
        link: '/media/chick.mp4',
        level: 1,
      },
    });
    guest([level]);
    renderApp('/');
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    expect(screen.getByText('Loading video...')).toBeInTheDocument();
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('src', '/media/chick.mp4');
    expect(video).not.toHaveAttribute('autoplay');
    video.dispatchEvent(new Event('loadedmetadata'));
    await waitFor(() => expect(screen.queryByText('Loading video...')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clue' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('plays a speaking level: the prompt, the recorder, then Next', async () => {
    guest([
      makeLevel({ level: 1, type: 'speaking', texts: ['Say: sun'] }),
      makeLevel({ level: 2, type: 'info', texts: ['Well done!'] }),
    ]);
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByText('Say: sun')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start recording' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Well done!')).toBeInTheDocument();
  });

  it('offers the upgrade on a premium-only level, which comes without its items', async () => {
    // As the server sends it to anyone without premium: its number and type, no content.
    guest([makeLevel({ level: 1, type: 'sound', premiumOnly: true })]);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Listen and type' })).toBeInTheDocument();
    // Its parts are not known: the level is named, not counted.
    expect(screen.getByText('Level 1')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
  });
});

describe('a signed-in learner', () => {
  // In the morning: from the evening on, a goal still open says the streak is at risk instead.
  beforeEach(() => {
    const morning = new Date();
    morning.setHours(9, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: morning });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const today = browserToday();
  const yesterday = browserToday(new Date(Date.now() - 86_400_000));
  const progress = makeProgress({
    level: 2,
    sublevel: 1,
    displayedLevel: 2,
    points: 20,
    streak: 2,
    lastActiveOn: today,
    dayPoints: 10,
  });

  function learner(overrides = {}) {
    engine.current = fakeEngine();
    localStorage.setItem(storageKeys.hasSeenModal, 'true');
    localStorage.setItem(storageKeys.token, 'tok');
    return makeUser({
      level: 2,
      sublevel: 0,
      displayedLevel: 2,
      points: 10,
      streak: 1,
      lastActiveOn: yesterday,
      dayPoints: 10,
      ...overrides,
    });
  }

  it('has answers checked by the server; the header shows the new points and streak at once', async () => {
    const levels = smallCourse();
    const badge = makeBadge('First steps', 20);
    const fetch = mockApi({
      'GET /api/v1/me': { body: { user: learner() } },
      'GET /api/v1/levels': { body: { levels } },
      'POST /api/v1/me/answer': {
        body: {
          correct: true,
          expected: 'sʌn',
          alignment: [],
          pointsAwarded: 10,
          progress,
          streak: 2,
          newBadges: [badge],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Level : 2')).toBeInTheDocument();
    const stats = within(header).getByText('Points').closest('ul');
    expect(stats).toHaveTextContent('Points 10');
    // Yesterday counted: the streak stands, today's goal is open and its ring empty.
    expect(stats).toHaveTextContent('Streak 1');
    expect(stats).toHaveTextContent("Today's goal is still open");
    expect(stats).toHaveTextContent('Today: 0 of 50 points');
    expect(stats).not.toHaveTextContent('🔥');
    expect(
      within(stats as HTMLElement)
        .getByText('Streak')
        .parentElement?.querySelector('svg'),
    ).not.toBeNull();

    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('s6n{Enter}');
    const verdict = await screen.findByRole('region', { name: 'Correct Answer!' });
    expect(within(verdict).getByText('Points earned: 10')).toBeInTheDocument();
    expect(stats).toHaveTextContent('Points 20');
    expect(stats).toHaveTextContent('Streak 2');
    expect(stats).toHaveTextContent('Today: 10 of 50 points');
    // The badge comes with the verdict, not in a toast over the header.
    expect(within(verdict).getByText('New badge: First steps! Your first 20 points.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toHaveTextContent('New badge');
    expect(screen.getByText('Level 2 · Part 2 of 2')).toBeInTheDocument();

    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/v1/me/answer') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      levelId: levels[1]?._id,
      sublevel: 0,
      answer: 'sʌn',
      clueUsed: false,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(localStorage.getItem(storageKeys.guestLevel)).toBeNull();
  });

  it('offline, checks answers here and moves on; back online they are sent in order and the server has the last word', async () => {
    const levels = smallCourse();
    const me = learner();
    let online = true;
    Object.defineProperty(navigator, 'onLine', { get: () => online, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'onLine');
    });
    const sent: { answer: string; sublevel: number; levelId: string }[] = [];
    let current = me;
    mockApi({
      'GET /api/v1/me': () => ({ body: { user: current } }),
      'GET /api/v1/levels': { body: { levels } },
      'POST /api/v1/me/answer': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        const reached = sent.length === 1 ? { sublevel: 1 } : { level: 3, sublevel: 0, displayedLevel: 3 };
        current = { ...current, ...reached, points: 10 + 10 * sent.length };
        return rightAnswerReply({ ...progress, ...reached, points: 10 + 10 * sent.length });
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));

    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(
      await screen.findByText(
        "You're offline. Your answers are kept on this device and saved when you're back online.",
      ),
    ).toBeInTheDocument();
    await user.keyboard('s6n{Enter}');
    const verdict = await screen.findByRole('region', { name: 'Correct Answer!' });
    // Points come with the server's word.
    expect(within(verdict).queryByText(/Points earned/)).not.toBeInTheDocument();
    await user.click(within(verdict).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Level 2 · Part 2 of 2')).toBeInTheDocument();
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('b6s{Enter}');
    await user.click(
      within(await screen.findByRole('region', { name: 'Correct Answer!' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    expect(await screen.findByText('Level 3 · Part 1 of 1')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(JSON.parse(localStorage.getItem(storageKeys.answerOutbox) ?? 'null')).toMatchObject({
      userId: me._id,
      answers: [
        { levelId: levels[1]?._id, sublevel: 0, answer: 'sʌn', clueUsed: false },
        { levelId: levels[1]?._id, sublevel: 1, answer: 'bʌs', clueUsed: false },
      ],
    });

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Your answers from offline play have been saved.')).toBeInTheDocument();
    expect(sent.map(({ sublevel, answer }) => [sublevel, answer])).toEqual([
      [0, 'sʌn'],
      [1, 'bʌs'],
    ]);
    expect(localStorage.getItem(storageKeys.answerOutbox)).toBeNull();
    expect(within(screen.getByRole('banner')).getByText('Points').closest('ul')).toHaveTextContent(
      'Points 30',
    );
  });

  it('sends the clue with the answer and shows the server alignment when wrong', async () => {
    // Back at sun, missed earlier in the level: its clue is open from the start.
    let me = learner({ sublevel: 2, retries: [0] });
    let place = { sublevel: 2, retries: [0] };
    const fetch = mockApi({
      'GET /api/v1/me': () => ({ body: { user: me } }),
      'GET /api/v1/levels': { body: { levels: smallCourse() } },
      'POST /api/v1/me/answer': () => {
        place = { sublevel: place.sublevel + 1, retries: [...place.retries, 0] };
        me = { ...me, ...place };
        return {
          body: {
            correct: false,
            expected: 'sʌn',
            answer: 'sʌn',
            alignment: [
              { op: 'match', expected: 's', typed: 's' },
              { op: 'missing', expected: 'ʌ' },
              { op: 'match', expected: 'n', typed: 'n' },
              { op: 'extra', typed: 'z' },
            ],
            pointsAwarded: 0,
            progress: { ...progress, level: 2, ...place, points: 10, streak: 1 },
            streak: 1,
            newBadges: [],
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    expect(screen.getByText('Level 2 · Part 3 of 3')).toBeInTheDocument();
    await user.keyboard('snz{Enter}');
    const verdict = await screen.findByRole('region', { name: 'Incorrect Answer.' });
    expect(within(verdict).getByText('a symbol is missing here')).toBeInTheDocument();
    expect(within(verdict).getByText('z, extra')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    // Missed again, it comes back once more.
    expect(await screen.findByText('Level 2 · Part 4 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clue' }));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('s');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => url === '/api/v1/me/answer')).toHaveLength(2),
    );
    expect(await screen.findByRole('region', { name: 'Incorrect Answer.' })).toBeInTheDocument();
    const bodies = fetch.mock.calls
      .filter(([url]) => url === '/api/v1/me/answer')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies.map((body) => [body.sublevel, body.answer, body.clueUsed])).toEqual([
      [2, 'snz', false],
      [3, 's', true],
    ]);
  });

  it('continues from the server progress when the item was already answered elsewhere', async () => {
    let me = learner();
    const fetch = mockApi({
      'GET /api/v1/me': () => ({ body: { user: me } }),
      'GET /api/v1/levels': { body: { levels: smallCourse() } },
      'POST /api/v1/me/answer': () => {
        me = { ...me, level: 3, sublevel: 0, displayedLevel: 3 };
        return apiError(409, 'stale_progress');
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('s6n{Enter}');
    const notice = await screen.findByText(
      'Your progress changed on another device or tab. You continue from where it stands.',
    );
    // In the game's flow, above the item: floating, it would cover a control of the header or the keys.
    expect(screen.getByRole('main')).toContainElement(notice);
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe('');
    expect(await screen.findByText('Which symbol is the vowel of “sun”?')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => url === '/api/v1/me')).toHaveLength(2);
  });

  it('is offered the upgrade when the server says the level is premium-only', async () => {
    mockApi({
      'GET /api/v1/me': { body: { user: learner() } },
      'GET /api/v1/levels': { body: { levels: smallCourse() } },
      'POST /api/v1/me/answer': apiError(403, 'premium_required'),
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('s6n{Enter}');
    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('plays a premium-only level once the account is premium', async () => {
    mockApi({
      'GET /api/v1/me': { body: { user: learner({ accountType: 'premium', level: 0, displayedLevel: 1 }) } },
      'GET /api/v1/levels': {
        body: { levels: [makeLevel({ level: 1, type: 'info', premiumOnly: true, texts: ['Secret'] })] },
      },
    });
    renderApp('/');
    expect(await screen.findByText('Secret')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it('resets the course on the server from the completion modal', async () => {
    const fetch = mockApi({
      'GET /api/v1/me': { body: { user: learner({ level: 4, displayedLevel: 4 }) } },
      'GET /api/v1/levels': { body: { levels: smallCourse() } },
      'POST /api/v1/me/reset-progress': {
        body: { progress: { ...progress, level: 1, sublevel: 0, displayedLevel: 1 } },
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Welcome to TP!')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Level : 1')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === '/api/v1/me/reset-progress')).toBe(true);
  });
});
