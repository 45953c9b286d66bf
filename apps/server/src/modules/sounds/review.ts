import { type ReviewItem, reviewedSoundsMax } from '@tp/contract';
import {
  type AlignmentStep,
  compareAccepted,
  minimalPairSwap,
  normalizeAnswer,
  policyForms,
  type SoundOutcome,
  type SoundSummary,
  soundOutcomes,
  weakestSounds,
} from '@tp/phonetics';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { images, levelSounds, levels, reviewItems, reviewSessions, sounds, users } from '../../db/schema';
import { httpError, notFound, unauthorized } from '../../platform/http-error';
import { toImage, toSound } from '../levels';
import { activityUpdate, awardBadges, dayOf, learnerDay } from '../rewards';
import { recordSoundOutcomes } from './record';
import type { SoundStatsService } from './service';

/**
 * A review practises each of its sounds (`reviewedSoundsMax` at most) with up to this many course
 * items to type, and one minimal pair where the course has one.
 */
const typingItemsPerSound = 2;

export interface ReviewAnswerInput {
  position: number;
  answer: string | number;
  clueUsed: boolean;
  timeZone: string;
}

type CourseSound = Awaited<ReturnType<typeof playableSounds>>[number];

const soundImages = alias(images, 'sound_images');

/**
 * Every sound the learner may play (drafts' sounds are not yet theirs), in course order, with its level and pictures: its own
 * (`soundImage`) and its level's (`image`).
 */
async function playableSounds(db: Database, premium: boolean) {
  const rows = await db
    .select({ level: levels, sound: sounds, image: images, soundImage: soundImages })
    .from(levelSounds)
    .innerJoin(levels, eq(levels.id, levelSounds.levelId))
    .innerJoin(sounds, eq(sounds.id, levelSounds.soundId))
    .leftJoin(images, eq(images.id, levels.imageId))
    .leftJoin(soundImages, eq(soundImages.id, sounds.imageId))
    .where(and(inArray(levels.type, ['sound', 'video', 'listening']), eq(levels.published, true)))
    .orderBy(asc(levels.level), asc(levelSounds.position));
  return rows
    .filter((r) => premium || !r.level.premiumOnly)
    .map((r) => ({ ...r, answer: normalizeAnswer(r.sound.answer) }));
}

const isWord = (s: CourseSound) => !s.answer.includes(' ');

/**
 * The course's words with their transcriptions: each one-word item's own answer, and every word of
 * the longer items as the pronouncing dictionary spells it (words it lacks are left out). Minimal
 * pairs come only from these, so learners meet words they know rather than the dictionary's rarities.
 */
async function courseVocabulary(course: readonly CourseSound[]): Promise<Map<string, string>> {
  const { suggestTranscription } = await import('@tp/phonetics/transcription');
  const words = new Map<string, string>();
  for (const s of course) {
    if (isWord(s)) words.set(s.sound.name.trim().toLowerCase(), s.answer);
  }
  for (const s of course) {
    for (const word of s.sound.name.toLowerCase().split(/[^\p{L}'-]+/u)) {
      if (!word || words.has(word)) continue;
      const found = suggestTranscription(word);
      if (found) words.set(word, found.transcription);
    }
  }
  return words;
}

function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

type Planned =
  | { kind: 'typing'; symbol: string; item: CourseSound }
  | {
      kind: 'pair';
      symbol: string;
      pairedWith: string;
      item: CourseSound;
      options: string[];
      correctOption: number;
    };

/**
 * The review's items: for each weak sound, course items whose answers hold it (levels already
 * reached first, in random order), then a minimal pair of course words that differ by that sound,
 * preferring the sound the learner hears it as.
 */
function planReview(
  weak: readonly SoundSummary[],
  course: readonly CourseSound[],
  vocabulary: ReadonlyMap<string, string>,
  reached: number,
): Planned[] {
  const used = new Set<string>();
  const planned: Planned[] = [];
  for (const sound of weak) {
    const holding = course.filter((s) => Array.from(s.answer).includes(sound.symbol));
    const ordered = [
      ...shuffled(holding.filter((s) => s.level.level <= reached)),
      ...shuffled(holding.filter((s) => s.level.level > reached)),
    ];
    for (const item of ordered.filter((s) => !used.has(s.sound.id)).slice(0, typingItemsPerSound)) {
      used.add(item.sound.id);
      planned.push({ kind: 'typing', symbol: sound.symbol, item });
    }
    const heardAs = sound.confusions.map((c) => c.heardAs);
    const pairs = ordered.filter(isWord).flatMap((item) =>
      [...vocabulary].flatMap(([word, transcription]) => {
        const swap = minimalPairSwap(item.answer, transcription);
        return swap && swap.from === sound.symbol ? [{ item, word, to: swap.to }] : [];
      }),
    );
    const rank = (to: string) => (heardAs.includes(to) ? heardAs.indexOf(to) : heardAs.length);
    const [pair] = pairs.sort((a, b) => rank(a.to) - rank(b.to));
    if (pair) {
      const own = pair.item.sound.name.trim().toLowerCase();
      const options = shuffled([own, pair.word]);
      planned.push({
        kind: 'pair',
        symbol: sound.symbol,
        pairedWith: pair.to,
        item: pair.item,
        options,
        correctOption: options.indexOf(own),
      });
    }
  }
  return planned;
}

function toReviewItem(p: Planned, position: number): ReviewItem {
  if (p.kind === 'pair') {
    return {
      position,
      kind: 'pair',
      symbol: p.symbol,
      pairedWith: p.pairedWith,
      audio: p.item.sound.url,
      options: p.options,
    };
  }
  const { sound, image, soundImage } = p.item;
  // Played like an item of a sound level: its own picture, else its level's.
  const picture = soundImage ?? image;
  return {
    position,
    kind: 'typing',
    symbol: p.symbol,
    sound: toSound(sound, soundImage),
    image: picture ? toImage(picture) : null,
  };
}

export function createReviewService(
  db: Database,
  stats: SoundStatsService,
  now: () => Date = () => new Date(),
) {
  return {
    /**
     * Builds and keeps a review of the learner's weakest sounds, or of `symbols` among those they
     * have got wrong; only its items earn review points.
     */
    async start(userId: string, symbols?: readonly string[]) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw unauthorized();
      const summary = await stats.summary(userId, 'UTC');
      const weak = symbols
        ? [...new Set(symbols)].flatMap(
            (symbol) => summary.find((s) => s.symbol === symbol && s.accuracy < 1) ?? [],
          )
        : weakestSounds(summary, reviewedSoundsMax);
      const course = await playableSounds(db, user.accountType === 'premium');
      const plan = planReview(weak, course, await courseVocabulary(course), user.displayedLevel);
      if (plan.length === 0) {
        throw httpError('conflict', 'Nothing to review yet: no sound has been got wrong.');
      }
      return db.transaction(async (tx) => {
        const [session] = await tx
          .insert(reviewSessions)
          .values({ userId, sounds: weak.map((s) => s.symbol) })
          .returning();
        if (!session) throw new Error('review insert returned no row');
        await tx.insert(reviewItems).values(
          plan.map((p, position) => ({
            sessionId: session.id,
            position,
            userId,
            kind: p.kind,
            levelId: p.item.level.id,
            soundId: p.item.sound.id,
            symbol: p.symbol,
            ...(p.kind === 'pair'
              ? { pairedWith: p.pairedWith, options: p.options, correctOption: p.correctOption }
              : {}),
          })),
        );
        return { reviewId: session.id, sounds: session.sounds, items: plan.map(toReviewItem) };
      });
    },

    /**
     * Checks an answer to an item of one of the learner's reviews, under the user row's lock like
     * every answer. A right answer completes the item; its level's points are earned (a typing item
     * with a clue gives half, a pair only when the first choice was right) unless the same item
     * already earned them in a review today. The learner's level never moves.
     */
    async answer(userId: string, reviewId: string, input: ReviewAnswerInput) {
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) throw unauthorized();
        const [row] = await tx
          .select({ item: reviewItems, sound: sounds, points: levels.points })
          .from(reviewItems)
          .innerJoin(reviewSessions, eq(reviewSessions.id, reviewItems.sessionId))
          .innerJoin(sounds, eq(sounds.id, reviewItems.soundId))
          .innerJoin(levels, eq(levels.id, reviewItems.levelId))
          .where(
            and(
              eq(reviewItems.sessionId, reviewId),
              eq(reviewItems.position, input.position),
              eq(reviewSessions.userId, userId),
            ),
          );
        if (!row) throw notFound('This review item does not exist.');
        const { item } = row;
        if (item.solved) throw httpError('conflict', 'This review item is already answered.');

        let verdict: {
          correct: boolean;
          expected: string;
          answer: string;
          alignment: readonly AlignmentStep[];
        };
        let outcomes: SoundOutcome[];
        if (item.kind === 'pair') {
          if (typeof input.answer !== 'number' || input.answer >= item.options.length) {
            throw httpError('validation_failed', 'Choose one of the words.', {
              fields: {
                answer: 'An option index',
              },
            });
          }
          const correct = input.answer === item.correctOption;
          const expected = item.options[item.correctOption ?? 0] ?? '';
          verdict = { correct, expected, answer: expected, alignment: [] };
          outcomes = [
            correct
              ? { symbol: item.symbol, outcome: 'right' }
              : { symbol: item.symbol, outcome: 'confused', heardAs: item.pairedWith ?? '' },
          ];
        } else {
          // Out of its level, a sound accepts its own variants and the policy's forms (docs/design.md §5).
          const { answer, variants } = row.sound;
          verdict = compareAccepted(
            { answer, variants: [...variants, ...policyForms(answer)] },
            String(input.answer),
          );
          outcomes = soundOutcomes(verdict.alignment);
        }
        const day = learnerDay(user, input.timeZone, now());
        const { today } = day;
        await recordSoundOutcomes(tx, userId, today, outcomes);
        const tries = item.tries + 1;
        const reply = {
          correct: verdict.correct,
          expected: verdict.expected,
          answer: verdict.answer,
          alignment: [...verdict.alignment],
        };
        const at = and(eq(reviewItems.sessionId, reviewId), eq(reviewItems.position, input.position));
        if (!verdict.correct) {
          await tx.update(reviewItems).set({ tries }).where(at);
          return { ...reply, pointsAwarded: 0, points: user.points, ...dayOf(user), newBadges: [] };
        }

        const [earnedToday] = await tx
          .select({ position: reviewItems.position })
          .from(reviewItems)
          .where(
            and(
              eq(reviewItems.userId, userId),
              eq(reviewItems.kind, item.kind),
              eq(reviewItems.soundId, item.soundId),
              eq(reviewItems.rewardedOn, today),
            ),
          )
          .limit(1);
        const earned =
          item.kind === 'pair'
            ? tries === 1
              ? row.points
              : 0
            : input.clueUsed
              ? Math.floor(row.points / 2)
              : row.points;
        const pointsAwarded = earnedToday ? 0 : earned;
        await tx
          .update(reviewItems)
          .set({ tries, solved: true, pointsAwarded, rewardedOn: pointsAwarded > 0 ? today : null })
          .where(at);
        const [updated] = await tx
          .update(users)
          .set(activityUpdate(user, pointsAwarded, day))
          .where(eq(users.id, userId))
          .returning();
        if (!updated) throw new Error('review update returned no row');
        const newBadges = await awardBadges(tx, updated);
        return { ...reply, pointsAwarded, points: updated.points, ...dayOf(updated), newBadges };
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
