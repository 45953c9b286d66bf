import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { itemFirstTries, levelMcqs, levelSounds, levels, mcqs, sounds, wrongAnswers } from '../../db/schema';
import { notFound } from '../../platform/http-error';

/** The most common wrong answers shown per item. */
const wrongAnswersShown = 5;

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
