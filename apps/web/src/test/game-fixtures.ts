import type { Level, Mcq, Sound } from '@tp/contract/levels';
import type { Badge, Progress } from '@tp/contract/progress';

let ids = 0;
/** A fresh UUID-shaped id, so every level, sound and question of a test is distinct. */
const id = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

export const makeSound = (
  name: string,
  answer: string,
  extra: Partial<Pick<Sound, 'variants' | 'image'>> = {},
): Sound => ({
  _id: id(),
  name,
  answer,
  variants: [],
  sound: `/media/audio/${name}.mp3`,
  image: null,
  ...extra,
});

export const makeMcq = (question: string, options: string[], correctAnswer: number): Mcq => ({
  _id: id(),
  question,
  options: options.map((text, index) => ({ _id: `option-${index}`, text })),
  correctAnswer,
});

/** A badge for the first `threshold` points. */
export const makeBadge = (name: string, threshold: number): Badge => ({
  _id: id(),
  name,
  description: `Your first ${threshold} points.`,
  imageURL: '/media/badge.svg',
  rule: { kind: 'points', threshold },
});

/** The server's reply to a right answer worth 10 points that brought the learner to `progress`. */
export const rightAnswerReply = (progress: Progress, newBadges: Badge[] = []) => ({
  body: {
    correct: true,
    expected: '',
    alignment: [],
    pointsAwarded: 10,
    progress,
    streak: progress.streak,
    newBadges,
  },
});

export function makeLevel(level: Pick<Level, 'level' | 'type'> & Partial<Level>): Level {
  return {
    _id: id(),
    points: 10,
    premiumOnly: false,
    published: true,
    sounds: [],
    video: null,
    image: null,
    mcqs: [],
    texts: [],
    ...level,
  };
}

/** Three levels as the demo course starts: read, hear and type, then a quiz. */
export function smallCourse(): Level[] {
  return [
    makeLevel({ level: 1, type: 'info', texts: ['Welcome to TP!', 'Press play to hear a word.'] }),
    makeLevel({
      level: 2,
      type: 'sound',
      sounds: [makeSound('sun', 'sʌn'), makeSound('bus', 'bʌs')],
      image: { _id: id(), title: 'A sun', link: '/media/images/sun.svg' },
    }),
    makeLevel({
      level: 3,
      type: 'mcq',
      mcqs: [makeMcq('Which symbol is the vowel of “sun”?', ['æ', 'ʌ', 'ɑ'], 1)],
    }),
  ];
}
