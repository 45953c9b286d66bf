import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { meQueryOptions } from '#web/session/me';
import { useToken } from '#web/session/use-session';
import { Button } from '#web/ui/Button';
import { FormOutcome } from '#web/ui/FormOutcome';
import { Checking, CheckoutLink, PremiumMessage, SignInToSee, StatusFrame } from './PaymentStatus';

/**
 * Spec §2: the payment is complete, with a go-to-dashboard link to /. Said only when the server,
 * asked again on this visit, says the account is premium; a free account is told it has no
 * completed payment, and shown the way to pay.
 */
export function Component() {
  const { t } = useTranslation('payment');
  const token = useToken();
  // The account as the server says it now, not as it was last seen (a tab left open, a link).
  const me = useQuery({ ...meQueryOptions(token), staleTime: 0, refetchOnMount: 'always' });
  const pending = t('completion.pendingDescription');

  if (!token) {
    return (
      <StatusFrame title={t('completion.signInTitle')} description={pending}>
        <SignInToSee message={t('completion.signIn')} returnTo="/completion" />
      </StatusFrame>
    );
  }
  if (me.isError) {
    return (
      <StatusFrame title={t('completion.statusTitle')} description={pending}>
        <FormOutcome outcome={{ tone: 'error', message: t('completion.checkFailed') }} />
        <Button className="mt-4" onClick={() => me.refetch()} loading={me.isFetching}>
          {t('success.retry')}
        </Button>
      </StatusFrame>
    );
  }
  if (!me.isFetchedAfterMount || !me.data) {
    return (
      <StatusFrame title={t('completion.statusTitle')} description={pending}>
        <Checking>{t('completion.checking')}</Checking>
      </StatusFrame>
    );
  }
  if (me.data.user.accountType !== 'premium') {
    return (
      <StatusFrame title={t('completion.freeTitle')} description={pending}>
        <p className="mb-6" role="status">
          {t('completion.free')}
        </p>
        <CheckoutLink primary>{t('completion.upgrade')}</CheckoutLink>
      </StatusFrame>
    );
  }
  return (
    <StatusFrame title={t('completion.title')} description={t('completion.description')}>
      <PremiumMessage message={t('completion.message')} />
    </StatusFrame>
  );
}
