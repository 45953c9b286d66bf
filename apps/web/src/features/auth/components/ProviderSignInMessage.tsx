import { type ProviderSignInError, providerSignInErrors } from '@tp/contract/constants';
import { useTranslation } from 'react-i18next';

const isReason = (value: string | null): value is ProviderSignInError =>
  providerSignInErrors.includes(value as ProviderSignInError);

/** Why a Google sign-in came back to the login page (`/login?error=…`), in the user's language. */
export function ProviderSignInMessage({ reason }: { reason: string | null }) {
  const { t } = useTranslation('providers');
  if (!isReason(reason)) return null;
  return (
    <p role="alert" className="mb-4 rounded-lg bg-incorrect p-3 text-incorrect-fg">
      {t(`errors.${reason}`)}
    </p>
  );
}
