import type { SoundOutcome } from '@tp/phonetics';
import { describe, expect, it } from 'vitest';
import { type AnswerRecord, answerQuery } from './answer-statement';

const record = (overrides: Partial<AnswerRecord>): AnswerRecord => ({
  learner: {
    id: 'u',
    level: 2,
    sublevel: 0,
    retries: [],
    streak: 1,
    lastActiveOn: '2026-11-26',
    dayPoints: 10,
    goalDays: 0,
    streakFreezes: 0,
    dailyGoal: undefined,
    timeZone: 'UTC',
  },
  sessionId: 's',
  premiumOnly: false,
  day: '2026-11-26',
  outcomes: [],
  levelId: 'l',
  itemId: null,
  correct: true,
  given: '',
  completed: { item: 'text:0', level: false, points: 10 },
  next: {
    level: 2,
    sublevel: 1,
    retries: [],
    streak: 1,
    lastActiveOn: '2026-11-26',
    earned: { dayPoints: 20, goalDays: 0, streakFreezes: 0 },
    unearned: { dayPoints: 10, goalDays: 0, streakFreezes: 0 },
    timeZone: 'UTC',
    timeZoneSetAt: null,
  },
  ...overrides,
});

const confused: SoundOutcome[] = [
  { symbol: 's', outcome: 'right' },
  { symbol: 'ʌ', outcome: 'confused', heardAs: 'ʊ' },
];
const right: SoundOutcome[] = [{ symbol: 's', outcome: 'right' }];

/** The parts (common table expressions) a statement holds, in order. */
const partsOf = (text: string) => [...text.matchAll(/^(?:with )?(\w+) as \(/gm)].map((m) => m[1]);

describe('the answer’s statement', () => {
  it('holds only the parts its case writes', () => {
    const info = answerQuery(record({}));
    expect(partsOf(info.text)).toEqual(['here', 'item_done', 'reached', 'earned', 'awarded', 'moved']);
    const lastSound = answerQuery(
      record({ itemId: 'i', outcomes: right, completed: { item: 'i', level: true, points: 10 } }),
    );
    expect(partsOf(lastSound.text)).toEqual([
      'here',
      'day_counts',
      'first_try',
      'item_done',
      'level_done',
      'reached',
      'earned',
      'awarded',
      'moved',
    ]);
    const wrongSound = answerQuery(record({ itemId: 'i', outcomes: confused, correct: false }));
    expect(partsOf(wrongSound.text)).toEqual([
      'here',
      'day_counts',
      'confusions',
      'first_try',
      'wrong',
      'moved',
    ]);
    const wrongChoice = answerQuery(record({ itemId: 'i', correct: false }));
    expect(partsOf(wrongChoice.text)).toEqual(['here', 'first_try', 'wrong', 'moved']);
    expect([info, lastSound, wrongSound, wrongChoice].map((q) => q.name)).toEqual([
      'answer_right',
      'answer_right_sounds_item_levelDone',
      'answer_wrong_sounds_confusions_item',
      'answer_wrong_item',
    ]);
    // A wrong answer with nothing to count (no item, no sound) only moves the learner on.
    expect(partsOf(answerQuery(record({ correct: false })).text)).toEqual(['here', 'moved']);
  });

  it('gives a parameter used twice one number', () => {
    const { text } = answerQuery(record({ itemId: 'i', outcomes: right }));
    const learner = text.match(/where id = \$(\d+)/)?.[1];
    expect(learner).toBe('1');
    expect(text.match(/s\.user_id = \$(\d+)/)?.[1]).toBe(learner);
  });

  it('keeps a wrong answer’s first 120 characters', () => {
    const given = 'ʃ'.repeat(200);
    const query = answerQuery(record({ itemId: 'i', correct: false, given }));
    expect(query.values).toContain('ʃ'.repeat(120));
    expect(query.values).not.toContain(given);
  });

  it('numbers its parameters from 1 without a gap, a value for each', () => {
    for (const correct of [true, false]) {
      for (const itemId of [null, 'i']) {
        for (const outcomes of [[], right, confused]) {
          for (const level of [true, false]) {
            const query = answerQuery(
              record({ correct, itemId, outcomes, completed: { item: 'i', level, points: 10 } }),
            );
            const used = new Set([...query.text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
            expect([...used].sort((a, b) => a - b)).toEqual(query.values.map((_, i) => i + 1));
            expect(query.text).not.toMatch(/(?<![:\w]):[a-z]/i);
          }
        }
      }
    }
  });

  it('gives each parameter its value, the first try its verdict', () => {
    const query = answerQuery(record({ itemId: 'item', outcomes: confused, correct: false, given: 'sʊ' }));
    const valueAt = (pattern: RegExp) => {
      const at = query.text.match(pattern)?.[1];
      return query.values[Number(at) - 1];
    };
    expect(valueAt(/where id = \$(\d+)/)).toBe('u');
    expect(valueAt(/s\.id = \$(\d+)::uuid/)).toBe('s');
    expect(valueAt(/unnest\(\$(\d+)::text\[\], \$\d+::int/)).toEqual(['s', 'ʌ']);
    expect(valueAt(/unnest\(\$\d+::text\[\], \$(\d+)::text\[\]/)).toEqual(['ʊ']);
    expect(valueAt(/\$(\d+)::text, 1, \$\d+::text\[\] from here/)).toBe('sʊ');
    // The expected symbol the wrong answer missed (ʌ typed as ʊ), kept with it for the insights.
    expect(valueAt(/::text, 1, \$(\d+)::text\[\] from here/)).toEqual(['ʌ']);
    expect(query.text).toMatch(/\$\d+::uuid, false from here/);
  });

  it('moves a wrong answer on, its item to come back, only from where it was checked', () => {
    const query = answerQuery(
      record({
        itemId: 'item',
        correct: false,
        learner: { ...record({}).learner, sublevel: 3, retries: [1] },
        next: { ...record({}).next, sublevel: 4, retries: [1, 3] },
      }),
    );
    const valueAt = (pattern: RegExp) => query.values[Number(query.text.match(pattern)?.[1]) - 1];
    expect(valueAt(/and sublevel = \$(\d+)/)).toBe(3);
    expect(valueAt(/and retries = \$(\d+)::int\[\]/)).toEqual([1]);
    expect(valueAt(/set sublevel = \$(\d+)::int/)).toBe(4);
    expect(valueAt(/retries = \$(\d+)::int\[\], updated_at/)).toEqual([1, 3]);
  });
});
