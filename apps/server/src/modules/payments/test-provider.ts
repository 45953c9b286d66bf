import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testCharges } from '../../db/schema';
import { badRequest, httpError, notFound } from '../../platform/http-error';
import type { PaymentProvider } from './provider';

export interface TestProvider extends PaymentProvider {
  /** Pays the user's charge with a test card, or approves it as a wallet when no card is given. */
  pay(userId: string, chargeId: string, card?: TestCard): Promise<void>;
}

/** Stripe's test numbers, so that the same cards work in test mode and in Stripe's own test mode. */
const declinedCard = '4000000000000002';

interface TestCard {
  number: string;
  expiry: string;
  cvc: string;
}

/** Luhn's check digit, which every real card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card form's fields, checked as a card provider checks them; the fields that fail, by name. */
function checkTestCard(card: TestCard, now: Date): Record<string, string> {
  const fields: Record<string, string> = {};
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) fields.number = 'Your card number is invalid.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  const year = Number(expiry?.[2]?.padStart(4, '20'));
  // A card is valid to the end of its expiry month.
  if (!expiry || month < 1 || month > 12 || new Date(Date.UTC(year, month)) <= now) {
    fields.expiry = "Your card's expiration date is invalid.";
  }
  if (!/^\d{3,4}$/.test(card.cvc)) fields.cvc = "Your card's security code is invalid.";
  return fields;
}

/**
 * The local test-mode provider: used when no real provider is configured, outside production. It
 * keeps its own book of charges, answers like a provider, and never charges anything.
 */
export function testProvider(db: Database, now: () => Date = () => new Date()): TestProvider {
  return {
    name: 'test',
    async create(userId, price) {
      const id = `test_${randomBytes(12).toString('hex')}`;
      await db.insert(testCharges).values({ id, userId, ...price });
      return { providerId: id };
    },
    async confirm(providerId) {
      const [charge] = await db.select().from(testCharges).where(eq(testCharges.id, providerId));
      if (!charge) return { paid: false, processing: false, userId: null, amountMinor: 0, currency: '' };
      return {
        paid: charge.paidAt !== null,
        processing: false,
        userId: charge.userId,
        amountMinor: charge.amountMinor,
        currency: charge.currency,
      };
    },
    async pay(userId, chargeId, card) {
      if (card) {
        const fields = checkTestCard(card, now());
        if (Object.keys(fields).length > 0) throw badRequest('Check the card details.', fields);
        if (card.number.replace(/[\s-]/g, '') === declinedCard) {
          throw httpError('card_declined', 'Your card was declined.');
        }
      }
      const [charge] = await db
        .update(testCharges)
        .set({ paidAt: now() })
        .where(and(eq(testCharges.id, chargeId), eq(testCharges.userId, userId), isNull(testCharges.paidAt)))
        .returning({ id: testCharges.id });
      if (!charge) {
        const [known] = await db
          .select({ id: testCharges.id })
          .from(testCharges)
          .where(and(eq(testCharges.id, chargeId), eq(testCharges.userId, userId)));
        // Paying twice is harmless, as with a real provider's idempotent confirmation.
        if (!known) throw notFound('There is no such test payment.');
      }
    },
  };
}
