import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '#web/lib/api-client';
import { useToken } from '#web/session/use-session';
import { Button } from '#web/ui/Button';
import { FormOutcome } from '#web/ui/FormOutcome';
import { useUpdatePremiumStatus } from '../api/checkout';
import { Checking, CheckoutLink, PremiumMessage, SignInToSee, StatusFrame } from './PaymentStatus';
import { paymentErrorKey, successPath } from './payment-error';

/**
 * Spec §2 and §7: reads `session_id` and sends it to `/api/update-premium-status`. The server asks
 * the provider; once the account is premium the learner goes on to the completion page. Until the
 * server says the payment went through, nothing here says it did: the page is headed by what is
 * known (confirming, still being processed, not confirmed). A payment already applied (a reload,
 * the back button, a webhook that came first) is said as such, rather than thanked for as new.
 */
export function Component() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  // The server knows the learner by the token: a stored one is enough to ask.
  const token = useToken();
  const description = t('success.description');

  if (!sessionId) {
    return (
      <StatusFrame title={t('success.unconfirmedTitle')} description={description}>
        <FormOutcome outcome={{ tone: 'error', message: t('success.missing') }} />
        <div className="mt-4">
          <CheckoutLink>{t('success.backToCheckout')}</CheckoutLink>
        </div>
      </StatusFrame>
    );
  }
  if (!token) {
    return (
      <StatusFrame title={t('success.signInTitle')} description={description}>
        <SignInToSee message={t('success.signIn')} returnTo={successPath(sessionId)} />
      </StatusFrame>
    );
  }
  return <Confirmation sessionId={sessionId} />;
}

function Confirmation({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const update = useUpdatePremiumStatus();
  const sent = useRef<string | null>(null);
  const description = t('success.description');

  const { mutate } = update;
  const confirm = useCallback(
    (id: string) =>
      mutate(id, {
        onSuccess: ({ status }) => {
          if (status === 'granted') navigate('/completion', { replace: true });
        },
      }),
    [mutate, navigate],
  );
  // Once per payment: the server would answer a second call alike, but there is no need for it.
  useEffect(() => {
    if (sent.current === sessionId) return;
    sent.current = sessionId;
    confirm(sessionId);
  }, [sessionId, confirm]);

  if (update.data?.status === 'already_granted') {
    return (
      <StatusFrame title={t('success.title')} description={description}>
        <PremiumMessage message={t('success.alreadyApplied')} />
      </StatusFrame>
    );
  }
  if (update.isError) {
    const processing = update.error instanceof ApiError && update.error.code === 'payment_processing';
    return (
      <StatusFrame
        title={processing ? t('success.processingTitle') : t('success.unconfirmedTitle')}
        description={description}
      >
        <FormOutcome
          outcome={{ tone: processing ? 'info' : 'error', message: t(paymentErrorKey(update.error)) }}
        />
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => confirm(sessionId)} loading={update.isPending}>
            {processing ? t('success.checkAgain') : t('success.retry')}
          </Button>
          <CheckoutLink>{t('success.backToCheckout')}</CheckoutLink>
        </div>
      </StatusFrame>
    );
  }
  // Asking, or granted and on the way to the completion page.
  return (
    <StatusFrame title={t('success.confirmingTitle')} description={description}>
      <Checking>{t('success.confirming')}</Checking>
    </StatusFrame>
  );
}
