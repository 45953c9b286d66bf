import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#web/ui/Button';
import { FormOutcome } from '#web/ui/FormOutcome';
import { Spinner } from '#web/ui/Spinner';
import type { CheckoutOptions } from '../api/checkout';
import { payTest, startCheckout } from '../api/checkout';
import { paymentErrorKey, successPath } from './payment-error';

const PayPalButton = lazy(() => import('./PayPalButton'));

/** Test mode's wallet: approving it stands in for the payer approving in their wallet app. */
function TestWalletButton() {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  async function pay() {
    setPaying(true);
    setError(null);
    try {
      const { sessionId } = await startCheckout('wallet');
      await payTest(sessionId);
      navigate(successPath(sessionId));
    } catch (e) {
      setError(t(paymentErrorKey(e)));
      setPaying(false);
    }
  }
  return (
    <>
      <Button variant="secondary" onClick={pay} loading={paying} className="self-start">
        {t('wallet.testPay')}
      </Button>
      <FormOutcome outcome={error ? { tone: 'error', message: error } : null} />
    </>
  );
}

export function WalletButton({
  wallet,
  currency,
}: {
  wallet: NonNullable<CheckoutOptions['wallet']>;
  currency: string;
}) {
  if (wallet.provider === 'test') return <TestWalletButton />;
  return (
    <Suspense fallback={<Spinner />}>
      <PayPalButton clientId={wallet.clientId} currency={currency} />
    </Suspense>
  );
}
