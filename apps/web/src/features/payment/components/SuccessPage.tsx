import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonBase, buttonVariants } from '#web/ui/Button';
import { FormOutcome } from '#web/ui/FormOutcome';
import { Spinner } from '#web/ui/Spinner';
import { usePageTitle } from '#web/ui/use-page-title';
import { useUpdatePremiumStatus } from '../api/checkout';
import { PremiumMessage } from './CompletionPage';
import { paymentErrorKey } from './payment-error';

/**
 * Spec §2 and §7: reads `session_id` and sends it to `/api/update-premium-status`. The server asks
 * the provider; once the account is premium the learner goes on to the completion page. A payment
 * already applied (a reload, the back button, a webhook that came first) is said as such here,
 * rather than thanked for as if it were new.
 */
export function Component() {
  const { t } = useTranslation('payment');
  usePageTitle(t('success.title'), t('success.description'));
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const update = useUpdatePremiumStatus();
  const applied = update.data?.status === 'already_granted';
  const sent = useRef<string | null>(null);

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
    if (!sessionId || sent.current === sessionId) return;
    sent.current = sessionId;
    confirm(sessionId);
  }, [sessionId, confirm]);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="mb-6 font-bold text-3xl">{t('success.title')}</h1>
      {!sessionId && <FormOutcome outcome={{ tone: 'error', message: t('success.missing') }} />}
      {sessionId && !update.isError && !applied && (
        <p className="flex items-center gap-3" role="status">
          <Spinner size="sm" decorative />
          {t('success.confirming')}
        </p>
      )}
      {applied && <PremiumMessage message={t('success.alreadyApplied')} />}
      {update.isError && (
        <>
          <FormOutcome outcome={{ tone: 'error', message: t(paymentErrorKey(update.error)) }} />
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={() => sessionId && confirm(sessionId)} loading={update.isPending}>
              {t('success.retry')}
            </Button>
            <Link to="/checkout" className={`${buttonBase} ${buttonVariants.secondary}`}>
              {t('success.backToCheckout')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
