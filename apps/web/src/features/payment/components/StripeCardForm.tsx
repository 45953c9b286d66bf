import { loadStripe, type Stripe, type StripeCardNumberElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#web/ui/Button';
import { FormOutcome } from '#web/ui/FormOutcome';
import { startCheckout } from '../api/checkout';
import { paymentErrorKey, successPath } from './payment-error';

const fields = ['cardNumber', 'cardExpiry', 'cardCvc'] as const;
const labels = { cardNumber: 'card.number', cardExpiry: 'card.expiry', cardCvc: 'card.cvc' } as const;

/** Reads the theme's colours, so that the card fields (Stripe's own frames) match the page. */
function elementStyle() {
  const css = getComputedStyle(document.documentElement);
  const color = css.getPropertyValue('--tp-fg').trim() || undefined;
  return {
    base: {
      color,
      fontSize: '16px',
      '::placeholder': { color: css.getPropertyValue('--tp-muted').trim() || undefined },
    },
  };
}

/**
 * Card number, expiry and CVC as Stripe Elements: the card never touches our server. Stripe's
 * script loads only here, and the pay button waits until all three fields are ready.
 */
export function StripeCardForm({ publishableKey }: { publishableKey: string }) {
  const { t, i18n } = useTranslation('payment');
  const navigate = useNavigate();
  const mounts = useRef<Record<(typeof fields)[number], HTMLDivElement | null>>({
    cardNumber: null,
    cardExpiry: null,
    cardCvc: null,
  });
  const stripe = useRef<{ client: Stripe; card: StripeCardNumberElement } | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    loadStripe(publishableKey, { locale: i18n.language as 'auto' })
      .then((client) => {
        if (cancelled) return;
        if (!client) throw new Error('Stripe did not load');
        const elements = client.elements();
        const style = elementStyle();
        let waiting = fields.length;
        const created = fields.map((name) => {
          const element = elements.create(name as 'cardNumber', { style });
          const mount = mounts.current[name];
          if (mount) element.mount(mount);
          element.on('ready', () => {
            waiting -= 1;
            if (waiting === 0) setReady(true);
          });
          return element;
        });
        stripe.current = { client, card: created[0] as StripeCardNumberElement };
        destroy = () => {
          for (const element of created) element.destroy();
        };
      })
      .catch(() => !cancelled && setError(t('errors.providerLoad')));
    return () => {
      cancelled = true;
      destroy();
    };
  }, [publishableKey, i18n.language, t]);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe.current) return;
    setPaying(true);
    setError(null);
    try {
      const { sessionId, clientSecret } = await startCheckout('card');
      const result = await stripe.current.client.confirmCardPayment(clientSecret ?? '', {
        payment_method: { card: stripe.current.card },
      });
      // Spec §8: the provider's own message, under the form.
      if (result.error) setError(result.error.message ?? t('errors.declined'));
      else return navigate(successPath(sessionId));
    } catch (e) {
      setError(t(paymentErrorKey(e)));
    }
    setPaying(false);
  }

  return (
    <form noValidate onSubmit={pay} className="flex flex-col gap-4">
      {fields.map((name) => (
        <div key={name} className="flex flex-col gap-1">
          <span className="font-medium">{t(labels[name])}</span>
          <div
            ref={(node) => {
              mounts.current[name] = node;
            }}
            className="min-h-11 rounded-lg border border-border bg-surface px-3 py-3"
          />
        </div>
      ))}
      <Button type="submit" disabled={!ready} loading={paying} className="self-start">
        {t('card.pay')}
      </Button>
      <FormOutcome outcome={error ? { tone: 'error', message: error } : null} />
    </form>
  );
}
