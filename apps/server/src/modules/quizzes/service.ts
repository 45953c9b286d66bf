import type { McqTranslations } from '@tp/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badges, mcqs, type UserRow, userBadges, users } from '../../db/schema';
import { httpError, notFound } from '../../platform/http-error';
import { recordChange, recordedEdit } from '../audit';
import { compactMcqTranslations, mcqOptions, toMcq } from '../levels';
import { deleteUnlessUsed } from '../media';
import { toBadge } from '../rewards';

type McqInput = {
  question: string;
  options: string[];
  correctAnswer: number;
  translations?: McqTranslations | undefined;
};

type BadgeInput = {
  name: string;
  description: string;
  imageURL: string;
  rule: { kind: 'levels' | 'points' | 'streak'; threshold: number };
};

const mcqRow = (input: McqInput) => ({
  question: input.question,
  options: mcqOptions(input.options),
  correctAnswer: input.correctAnswer,
  translations: compactMcqTranslations(input.translations ?? {}),
});

const badgeRow = (input: BadgeInput) => ({
  name: input.name,
  description: input.description,
  imageUrl: input.imageURL,
  rule: input.rule.kind,
  threshold: input.rule.threshold,
});

const nameTaken = () =>
  httpError('conflict', 'A badge with this name exists.', { fields: { name: 'Name taken' } });

/**
 * Learners' profiles list their badges by name (`users.badges`), so a renamed badge is renamed
 * there too.
 */
const renameHeldBadge = (tx: Tx, from: string, to: string) =>
  tx
    .update(users)
    .set({ badges: sql`array_replace(${users.badges}, ${from}, ${to})` })
    .where(sql`${from} = any(${users.badges})`);

/** Multiple-choice questions and badges, each change recorded in the audit log. */
export function createQuizService(db: Database) {
  return {
    mcqs: async () => (await db.select().from(mcqs).orderBy(desc(mcqs.createdAt))).map(toMcq),

    createMcq: (actor: UserRow, input: McqInput) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(mcqs).values(mcqRow(input)).returning();
        if (!row) throw new Error('insert returned nothing');
        await recordChange(tx, actor, {
          action: 'create',
          entity: 'mcq',
          entityId: row.id,
          after: toMcq(row),
        });
        return toMcq(row);
      }),

    /** The course version moves with the row (a trigger), so learners get the new wording at once. */
    updateMcq: (actor: UserRow, id: string, input: McqInput) =>
      recordedEdit(db, actor, { entity: 'mcq', id }, async (tx) => {
        const [before] = await tx.select().from(mcqs).where(eq(mcqs.id, id)).for('update');
        const [after] = before
          ? await tx.update(mcqs).set(mcqRow(input)).where(eq(mcqs.id, id)).returning()
          : [];
        return before && after ? { before: toMcq(before), after: toMcq(after) } : null;
      }),

    async deleteMcq(actor: UserRow, id: string) {
      const [row] = await db.select().from(mcqs).where(eq(mcqs.id, id));
      if (!row) throw notFound('No such question.');
      await deleteUnlessUsed(db, 'mcq', id, async (tx) => {
        await tx.delete(mcqs).where(eq(mcqs.id, id));
        await recordChange(tx, actor, { action: 'delete', entity: 'mcq', entityId: id, before: toMcq(row) });
      });
    },

    badges: async () => (await db.select().from(badges).orderBy(desc(badges.createdAt))).map(toBadge),

    createBadge: (actor: UserRow, input: BadgeInput) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(badges).values(badgeRow(input)).onConflictDoNothing().returning();
        if (!row) throw nameTaken();
        await recordChange(tx, actor, {
          action: 'create',
          entity: 'badge',
          entityId: row.id,
          after: toBadge(row),
        });
        return toBadge(row);
      }),

    /**
     * Learners who hold the badge keep it, whatever its new rule; those who meet the new rule
     * earn it with their next completed item, as with any badge.
     */
    async updateBadge(actor: UserRow, id: string, input: BadgeInput) {
      try {
        return await recordedEdit(db, actor, { entity: 'badge', id }, async (tx) => {
          const [before] = await tx.select().from(badges).where(eq(badges.id, id)).for('update');
          const [after] = before
            ? await tx.update(badges).set(badgeRow(input)).where(eq(badges.id, id)).returning()
            : [];
          if (!before || !after) return null;
          if (after.name !== before.name) await renameHeldBadge(tx, before.name, after.name);
          return { before: toBadge(before), after: toBadge(after) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    /** A badge a learner holds stays (decision 0037): deleting it would take back what was earned. */
    deleteBadge: (actor: UserRow, id: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(badges).where(eq(badges.id, id)).for('update');
        if (!row) throw notFound('No such badge.');
        const [held] = await tx.select({ n: count() }).from(userBadges).where(eq(userBadges.badgeId, id));
        if (held && held.n > 0) {
          throw httpError(
            'conflict',
            `${held.n} learner${held.n === 1 ? ' holds' : 's hold'} this badge; edit it instead.`,
          );
        }
        await tx.delete(badges).where(eq(badges.id, id));
        await recordChange(tx, actor, {
          action: 'delete',
          entity: 'badge',
          entityId: id,
          before: toBadge(row),
        });
      }),
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
