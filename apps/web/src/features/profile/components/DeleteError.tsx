import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deleteErrorKey } from '../delete-error';

/** Why the account was not deleted; when a fresh sign-in is needed, the way to it. */
export function DeleteError({ error }: { error: unknown }) {
  const { t } = useTranslation('account');
  const key = deleteErrorKey(error);
  return (
    <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
      {t(key)}
      {key === 'deleteAccount.reauthRequired' && (
        <>
          {' '}
          <Link to="/login" className="font-semibold underline">
            {t('deleteAccount.signInAgain')}
          </Link>
        </>
      )}
    </p>
  );
}
