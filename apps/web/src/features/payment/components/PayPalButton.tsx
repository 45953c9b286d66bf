import { loadScript } from '@paypal/paypal-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormOutcome } from '#web/ui/FormOutcome';
import { startCheckout } from '../api/checkout';
import { paymentErrorKey, successPath } from './payment-error';

/**
 * PayPal's wallet button. The order is created on our server; once the payer approves it, the
 * success page asks our server to capture it, so the browser never decides that money moved.
 */
export default function PayPalButton({ clientId, currency }: { clientId: string; currency: string }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let close = () => {};
    loadScript({ clientId, currency, intent: 'capture', components: 'buttons' })
      .then((paypal) => {
        if (cancelled || !container.current) return;
        if (!paypal?.Buttons) throw new Error('PayPal did not load');
        const buttons = paypal.Buttons({
          createOrder: async () => {
            setError(null);
            try {
              return (await startCheckout('wallet')).sessionId;
            } catch (e) {
              setError(t(paymentErrorKey(e)));
              throw e;
            }
          },
          onApprove: async ({ orderID }) => {
            navigate(successPath(orderID));
          },
          onError: (e) => {
            console.warn('PayPal error', e);
            setError((current) => current ?? t('errors.provider'));
          },
        });
        buttons.render(container.current);
        close = () => void buttons.close();
      })
      .catch(() => !cancelled && setError(t('errors.providerLoad')));
    return () => {
      cancelled = true;
      close();
    };
  }, [clientId, currency, navigate, t]);

  return (
    <div className="flex flex-col gap-3">
      <div ref={container} />
      <FormOutcome outcome={error ? { tone: 'error', message: error } : null} />
    </div>
  );
}
