import { useTranslation } from 'react-i18next';
import { deleteErrorKey } from '../delete-error';
import { SignInAgain } from './SignInAgain';

/** Why the account was not deleted; when a fresh sign-in is needed, the way to it. */
export function DeleteError({ error }: { error: unknown }) {
  const { t } = useTranslation('account');
  const key = deleteErrorKey(error);
  return (
    <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
      {t(key)}
      {key === 'deleteAccount.reauthRequired' && <SignInAgain />}
    </p>
  );
}
