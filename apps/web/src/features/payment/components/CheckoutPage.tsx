import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signInPath } from '#web/lib/return-path';
import { useSession } from '#web/session/use-session';
import { buttonBase, buttonVariants } from '#web/ui/Button';
import { FormOutcome } from '#web/ui/FormOutcome';
import { PageSpinner } from '#web/ui/Spinner';
import { usePageTitle } from '#web/ui/use-page-title';
import { checkoutOptionsQuery } from '../api/checkout';
import { paymentErrorKey } from './payment-error';
import { TestCardForm } from './TestCardForm';
import { WalletButton } from './WalletButton';

const StripeCardForm = lazy(() => import('./StripeCardForm').then((m) => ({ default: m.StripeCardForm })));

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('payment');
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="mb-6 font-bold text-3xl">{t('checkout.title')}</h1>
      {children}
    </div>
  );
}

/** The ways to pay, drawn from what the server offers: test mode, Stripe's card fields, PayPal's button. */
function PaymentChoice() {
  const { t, i18n } = useTranslation('payment');
  const options = useQuery(checkoutOptionsQuery());
  if (options.isPending) return <PageSpinner />;
  if (options.isError)
    return <FormOutcome outcome={{ tone: 'error', message: t(paymentErrorKey(options.error)) }} />;
  const { amount, currency, testMode, card, wallet } = options.data;
  const price = new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(Number(amount));
  return (
    <>
      <p className="mb-6 text-lg">{t('checkout.price', { price })}</p>
      {testMode && (
        <p className="mb-6 rounded-lg border-2 border-dashed border-border p-3" role="note">
          <strong>{t('checkout.testMode')}</strong> {t('checkout.testModeHint')}
        </p>
      )}
      <h2 className="font-semibold text-xl">{t('checkout.payWith')}</h2>
      <p className="mb-4 text-muted">{t('checkout.choose')}</p>
      {!card && !wallet && <FormOutcome outcome={{ tone: 'info', message: t('errors.unavailable') }} />}
      {card && (
        <section aria-labelledby="pay-card" className="mb-8 rounded-xl bg-surface p-4 shadow-sm">
          <h3 id="pay-card" className="mb-3 font-semibold">
            {t('card.title')}
          </h3>
          {card.provider === 'test' ? (
            <TestCardForm />
          ) : (
            <Suspense fallback={<PageSpinner />}>
              <StripeCardForm publishableKey={card.publishableKey} />
            </Suspense>
          )}
        </section>
      )}
      {wallet && (
        <section
          aria-labelledby="pay-wallet"
          className="flex flex-col gap-3 rounded-xl bg-surface p-4 shadow-sm"
        >
          <h3 id="pay-wallet" className="font-semibold">
            {t('wallet.title')}
          </h3>
          <WalletButton wallet={wallet} currency={currency} />
        </section>
      )}
    </>
  );
}

/** Spec §2 Payment: 'Complete payment / Pay with / Choose payment method'. */
export function Component() {
  const { t } = useTranslation('payment');
  usePageTitle(t('checkout.title'), t('checkout.description'));
  const session = useSession();
  if (session.loading) return <PageSpinner />;
  if (!session.user) {
    return (
      <Frame>
        <p className="mb-4">{t('checkout.signInFirst')}</p>
        <Link to={signInPath('/login', '/checkout')} className={`${buttonBase} ${buttonVariants.primary}`}>
          {t('checkout.signIn')}
        </Link>
      </Frame>
    );
  }
  if (session.user.accountType === 'premium') {
    return (
      <Frame>
        <p className="mb-4">{t('checkout.alreadyPremium')}</p>
        <Link to="/" className={`${buttonBase} ${buttonVariants.primary}`}>
          {t('completion.goToDashboard')}
        </Link>
      </Frame>
    );
  }
  return (
    <Frame>
      <PaymentChoice />
    </Frame>
  );
}
