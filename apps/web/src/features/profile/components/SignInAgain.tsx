import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Follows a refusal that needs a fresh sign-in: the way to it. */
export function SignInAgain() {
  const { t } = useTranslation('account');
  return (
    <>
      {' '}
      <Link to="/login" className="font-semibold underline">
        {t('deleteAccount.signInAgain')}
      </Link>
    </>
  );
}
