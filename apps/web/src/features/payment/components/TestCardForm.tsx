import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '#web/lib/api-client';
import { Button } from '#web/ui/Button';
import { Field } from '#web/ui/Field';
import { FormOutcome } from '#web/ui/FormOutcome';
import { payTest, startCheckout, type TestCard } from '../api/checkout';
import { paymentErrorKey, successPath } from './payment-error';

const fieldKeys = {
  number: 'card.invalidNumber',
  expiry: 'card.invalidExpiry',
  cvc: 'card.invalidCvc',
} as const;
type CardField = keyof typeof fieldKeys;

/** Test mode's card form: the same three fields as a real card form, checked by the test provider. */
export function TestCardForm() {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [card, setCard] = useState<TestCard>({ number: '', expiry: '', cvc: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const complete = card.number.trim() !== '' && card.expiry.trim() !== '' && card.cvc.trim() !== '';

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setPaying(true);
    setError(null);
    setFieldErrors({});
    try {
      const { sessionId } = await startCheckout('card');
      await payTest(sessionId, card);
      navigate(successPath(sessionId));
    } catch (e) {
      const fields = e instanceof ApiError ? (e.fields ?? {}) : {};
      setFieldErrors(
        Object.fromEntries(
          (Object.keys(fieldKeys) as CardField[]).filter((f) => f in fields).map((f) => [f, t(fieldKeys[f])]),
        ),
      );
      setError(t(paymentErrorKey(e)));
      setPaying(false);
    }
  }

  const field = (name: CardField) => ({
    value: card[name],
    error: fieldErrors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setCard({ ...card, [name]: e.target.value }),
  });

  return (
    <form noValidate onSubmit={pay} className="flex flex-col gap-4">
      <Field
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        {...field('number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label={t('card.expiry')}
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          maxLength={7}
          {...field('expiry')}
        />
        <Field
          label={t('card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          {...field('cvc')}
        />
      </div>
      <Button type="submit" disabled={!complete} loading={paying} className="self-start">
        {t('card.pay')}
      </Button>
      <FormOutcome outcome={error ? { tone: 'error', message: error } : null} />
    </form>
  );
}
