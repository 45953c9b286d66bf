import type { McqTranslations } from '@tp/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badges, mcqs, type UserRow } from '../../db/schema';
import { httpError, notFound } from '../../platform/http-error';
import { recordChange } from '../audit/service';
import { mcqOptions, toMcq } from '../levels/course';
import { compactMcqTranslations } from '../levels/translations';
import { deleteUnlessUsed } from '../media/in-use';
import { toBadge } from '../rewards/service';

type BadgeInput = {
  name: string;
  description: string;
  imageURL: string;
  rule: { kind: 'levels' | 'points' | 'streak'; threshold: number };
};

/** Multiple-choice questions and badges, each change recorded in the audit log. */
export function createQuizService(db: Database) {
  return {
    mcqs: async () => (await db.select().from(mcqs).orderBy(desc(mcqs.createdAt))).map(toMcq),

    createMcq: (
      actor: UserRow,
      input: {
        question: string;
        options: string[];
        correctAnswer: number;
        translations?: McqTranslations | undefined;
      },
    ) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(mcqs)
          .values({
            question: input.question,
            options: mcqOptions(input.options),
            correctAnswer: input.correctAnswer,
            translations: compactMcqTranslations(input.translations ?? {}),
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        await recordChange(tx, actor, {
          action: 'create',
          entity: 'mcq',
          entityId: row.id,
          after: toMcq(row),
        });
        return toMcq(row);
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
        const [row] = await tx
          .insert(badges)
          .values({
            name: input.name,
            description: input.description,
            imageUrl: input.imageURL,
            rule: input.rule.kind,
            threshold: input.rule.threshold,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) {
          throw httpError('conflict', 'A badge with this name exists.', { fields: { name: 'Name taken' } });
        }
        await recordChange(tx, actor, {
          action: 'create',
          entity: 'badge',
          entityId: row.id,
          after: toBadge(row),
        });
        return toBadge(row);
      }),
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
