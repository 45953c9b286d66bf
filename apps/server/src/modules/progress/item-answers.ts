import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { itemFirstTries, levelMcqs, levelSounds, levels, mcqs, sounds, wrongAnswers } from '../../db/schema';
import { notFound } from '../../platform/http-error';

/** Wrong answers are kept up to this length; longer ones are cut, so one item cannot grow without end. */
const storedAnswerMax = 120;
/** The most common wrong answers shown per item. */
const wrongAnswersShown = 5;

/**
 * Records an answer to an item of a level for the dashboard, in the answer's transaction: the
 * learner's first answer to the item (later ones are ignored) and, when wrong, the answer given.
 */
export async function recordItemAnswer(
  tx: Tx,
  entry: { userId: string; levelId: string; itemId: string; correct: boolean; answer: string },
): Promise<void> {
  const { userId, levelId, itemId, correct } = entry;
  await tx.insert(itemFirstTries).values({ userId, levelId, itemId, correct }).onConflictDoNothing();
  if (correct) return;
  await tx
    .insert(wrongAnswers)
    .values({
      levelId,
      itemId,
      answer: Array.from(entry.answer).slice(0, storedAnswerMax).join(''),
      count: 1,
    })
    .onConflictDoUpdate({
      target: [wrongAnswers.levelId, wrongAnswers.itemId, wrongAnswers.answer],
      set: { count: sql`${wrongAnswers.count} + 1` },
    });
}

const firstTryCounts = {
  firstTries: count(),
  firstTryCorrect: sql<number>`count(*) filter (where ${itemFirstTries.correct})`.mapWith(Number),
};

/** The dashboard's figures: first answers per level, and per item with its common wrong answers. */
export function createItemAnswerStats(db: Database) {
  return {
    async perLevel() {
      const rows = await db
        .select({ levelId: itemFirstTries.levelId, ...firstTryCounts })
        .from(itemFirstTries)
        .groupBy(itemFirstTries.levelId);
      return { levels: rows };
    },

    async forLevel(levelId: string) {
      const [level] = await db.select({ id: levels.id }).from(levels).where(eq(levels.id, levelId));
      if (!level) throw notFound('This level does not exist.');
      const soundItems = await db
        .select({ itemId: sounds.id, label: sounds.name, expected: sounds.answer })
        .from(levelSounds)
        .innerJoin(sounds, eq(sounds.id, levelSounds.soundId))
        .where(eq(levelSounds.levelId, levelId))
        .orderBy(asc(levelSounds.position));
      const mcqItems = await db
        .select({ itemId: mcqs.id, label: mcqs.question, options: mcqs.options, correct: mcqs.correctAnswer })
        .from(levelMcqs)
        .innerJoin(mcqs, eq(mcqs.id, levelMcqs.mcqId))
        .where(eq(levelMcqs.levelId, levelId))
        .orderBy(asc(levelMcqs.position));
      const tries = await db
        .select({ itemId: itemFirstTries.itemId, ...firstTryCounts })
        .from(itemFirstTries)
        .where(eq(itemFirstTries.levelId, levelId))
        .groupBy(itemFirstTries.itemId);
      const wrong = await db
        .select({ itemId: wrongAnswers.itemId, answer: wrongAnswers.answer, count: wrongAnswers.count })
        .from(wrongAnswers)
        .where(eq(wrongAnswers.levelId, levelId))
        .orderBy(desc(wrongAnswers.count), asc(wrongAnswers.answer));
      const items = [
        ...soundItems,
        ...mcqItems.map((m) => ({
          itemId: m.itemId,
          label: m.label,
          expected: m.options[m.correct]?.text ?? '',
        })),
      ];
      return {
        items: items.map((item) => {
          const tried = tries.find((t) => t.itemId === item.itemId);
          return {
            ...item,
            firstTries: tried?.firstTries ?? 0,
            firstTryCorrect: tried?.firstTryCorrect ?? 0,
            wrongAnswers: wrong
              .filter((w) => w.itemId === item.itemId)
              .slice(0, wrongAnswersShown)
              .map(({ answer, count: n }) => ({ answer, count: n })),
          };
        }),
      };
    },
  };
}

export type ItemAnswerStats = ReturnType<typeof createItemAnswerStats>;
