import { asc, count, desc, eq, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  completedItems,
  completedLevels,
  itemFirstTries,
  levelMcqs,
  levelSounds,
  levels,
  mcqs,
  sounds,
  wrongAnswers,
} from '../../db/schema';
import { notFound } from '../../platform/http-error';

/** The most common wrong answers, and missed symbols, shown per item. */
const wrongAnswersShown = 5;

/** The share of right first answers; none counts as easy, so that untried items come last. */
const share = (s: { firstTryCorrect: number; firstTries: number }) =>
  s.firstTries === 0 ? 1 : s.firstTryCorrect / s.firstTries;

/** Hardest first: the lowest first-try share, then the most first tries. */
const hardestFirst = <S extends { firstTryCorrect: number; firstTries: number }>(a: S, b: S) =>
  share(a) - share(b) || b.firstTries - a.firstTries;

/** Counts by key, for rows of `key`'s columns and a count. */
const byKey = <R extends { count: number }>(rows: R[], key: (row: R) => string) =>
  new Map(rows.map((row) => [key(row), row.count]));

/** Rows grouped by key, in their order. */
function groupBy<R>(rows: R[], key: (row: R) => string) {
  const groups = new Map<string, R[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** A row's place among its item's rows, the most common first (ties in text order). */
const rankWithinItem = (
  item: { levelId: SQLWrapper; itemId: SQLWrapper },
  most: SQLWrapper,
  text: SQLWrapper,
) =>
  sql<number>`row_number() over (partition by ${item.levelId}, ${item.itemId} order by ${most} desc, ${text})`
    .mapWith(Number)
    .as('rank');

const itemKey = (row: { levelId: string; itemId: string }) => `${row.levelId} ${row.itemId}`;

const firstTryCounts = {
  firstTries: count(),
  firstTryCorrect: sql<number>`count(*) filter (where ${itemFirstTries.correct})`.mapWith(Number),
};

/** The dashboard's figures: first answers per level, and per item with its common wrong answers. */
export function createItemAnswerStats(db: Database) {
  // Counted first, then named: the joins run once per item, not once per first try.
  const itemTries = db
    .select({
      levelId: itemFirstTries.levelId,
      itemId: itemFirstTries.itemId,
      firstTries: sql<number>`count(*)`.mapWith(Number).as('first_tries'),
      firstTryCorrect: sql<number>`count(*) filter (where ${itemFirstTries.correct})`
        .mapWith(Number)
        .as('first_try_correct'),
    })
    .from(itemFirstTries)
    .groupBy(itemFirstTries.levelId, itemFirstTries.itemId)
    .as('item_tries');
  /**
   * The learners who answered any item of each level: each learner once per level, read in the
   * order of the `(level_id, user_id)` index (a `count(distinct)` sorted every level's rows again).
   */
  const levelLearners = db
    .selectDistinctOn([itemFirstTries.levelId, itemFirstTries.userId], { levelId: itemFirstTries.levelId })
    .from(itemFirstTries)
    .orderBy(itemFirstTries.levelId, itemFirstTries.userId)
    .as('level_learners');
  const levelsStarted = async () =>
    byKey(
      await db
        .select({ levelId: levelLearners.levelId, count: count() })
        .from(levelLearners)
        .groupBy(levelLearners.levelId),
      (row) => row.levelId,
    );
  const levelsFinished = async () =>
    byKey(
      await db
        .select({ levelId: completedLevels.levelId, count: count() })
        .from(completedLevels)
        .groupBy(completedLevels.levelId),
      (row) => row.levelId,
    );
  return {
    async perLevel() {
      const [rows, started, finished] = await Promise.all([
        db
          .select({
            levelId: itemTries.levelId,
            firstTries: sql<number>`sum(${itemTries.firstTries})`.mapWith(Number),
            firstTryCorrect: sql<number>`sum(${itemTries.firstTryCorrect})`.mapWith(Number),
          })
          .from(itemTries)
          .groupBy(itemTries.levelId),
        levelsStarted(),
        levelsFinished(),
      ]);
      return {
        levels: rows.map((row) => ({
          ...row,
          started: started.get(row.levelId) ?? 0,
          finished: finished.get(row.levelId) ?? 0,
        })),
      };
    },

    /**
     * What learners miss, hardest first: the levels with answers, and in each the items answered,
     * with their most common wrong answers and most missed symbols. Every figure is a grouped read
     * of a table the answers keep (`item_first_tries`, `completed_items`, `completed_levels`,
     * `wrong_answers`), each in the order of an index, so none reads the answers themselves.
     */
    async insights() {
      const missedSymbol = sql<string>`unnest(${wrongAnswers.missed})`;
      const missedSymbols = db
        .select({
          levelId: wrongAnswers.levelId,
          itemId: wrongAnswers.itemId,
          symbol: missedSymbol.as('symbol'),
          count: sql<number>`sum(${wrongAnswers.count})`.mapWith(Number).as('count'),
        })
        .from(wrongAnswers)
        .groupBy(wrongAnswers.levelId, wrongAnswers.itemId, sql`3`)
        .as('missed_symbols');
      // Each item's rows numbered most common first, so that only the first few are read out.
      const rankedWrong = db
        .select({
          levelId: wrongAnswers.levelId,
          itemId: wrongAnswers.itemId,
          answer: wrongAnswers.answer,
          count: wrongAnswers.count,
          rank: rankWithinItem(wrongAnswers, wrongAnswers.count, wrongAnswers.answer),
        })
        .from(wrongAnswers)
        .as('ranked_wrong');
      const rankedMissed = db
        .select({
          levelId: missedSymbols.levelId,
          itemId: missedSymbols.itemId,
          symbol: missedSymbols.symbol,
          count: missedSymbols.count,
          rank: rankWithinItem(missedSymbols, missedSymbols.count, missedSymbols.symbol),
        })
        .from(missedSymbols)
        .as('ranked_missed');
      const [items, started, finished, itemsFinished, wrong, missed] = await Promise.all([
        db
          .select({
            levelId: itemTries.levelId,
            itemId: itemTries.itemId,
            level: levels.level,
            type: levels.type,
            firstTries: itemTries.firstTries,
            firstTryCorrect: itemTries.firstTryCorrect,
            label: sql<string>`coalesce(${sounds.name}, ${mcqs.question}, '')`,
            expected: sql<string>`coalesce(${sounds.answer}, ${mcqs.options}->${mcqs.correctAnswer}->>'text', '')`,
          })
          .from(itemTries)
          .innerJoin(levels, eq(levels.id, itemTries.levelId))
          .leftJoin(sounds, eq(sounds.id, itemTries.itemId))
          .leftJoin(mcqs, eq(mcqs.id, itemTries.itemId))
          .orderBy(itemTries.levelId, itemTries.itemId),
        levelsStarted(),
        levelsFinished(),
        db
          .select({ levelId: completedItems.levelId, itemId: completedItems.item, count: count() })
          .from(completedItems)
          .groupBy(completedItems.levelId, completedItems.item),
        db.select().from(rankedWrong).where(lte(rankedWrong.rank, wrongAnswersShown)),
        db.select().from(rankedMissed).where(lte(rankedMissed.rank, wrongAnswersShown)),
      ]);
      const finishedBy = byKey(itemsFinished, itemKey);
      const wrongBy = groupBy(wrong, itemKey);
      const missedBy = groupBy(missed, itemKey);
      const levelsFound = [...groupBy(items, (row) => row.levelId).values()].map((rows) => {
        const [{ levelId, level, type }] = rows as [(typeof rows)[number]];
        return {
          levelId,
          level,
          type,
          started: started.get(levelId) ?? 0,
          finished: finished.get(levelId) ?? 0,
          firstTries: rows.reduce((sum, row) => sum + row.firstTries, 0),
          firstTryCorrect: rows.reduce((sum, row) => sum + row.firstTryCorrect, 0),
          items: rows.sort(hardestFirst).map((row) => ({
            itemId: row.itemId,
            label: row.label,
            expected: row.expected,
            started: row.firstTries,
            finished: finishedBy.get(itemKey(row)) ?? 0,
            firstTryCorrect: row.firstTryCorrect,
            wrongAnswers: (wrongBy.get(itemKey(row)) ?? []).map(({ answer, count: n }) => ({
              answer,
              count: n,
            })),
            missedSymbols: (missedBy.get(itemKey(row)) ?? []).map(({ symbol, count: n }) => ({
              symbol,
              count: n,
            })),
          })),
        };
      });
      return { levels: levelsFound.sort(hardestFirst) };
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
