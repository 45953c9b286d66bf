import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signInPath } from '#web/lib/return-path';
import { buttonBase, buttonVariants } from '#web/ui/Button';
import { Spinner } from '#web/ui/Spinner';
import { usePageTitle } from '#web/ui/use-page-title';

/**
 * The success and completion pages: one heading that says where the payment stands, as the server
 * has just said it, and the tab named alike.
 */
export function StatusFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  usePageTitle(title, description);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="mb-4 font-bold text-3xl">{title}</h1>
      {children}
    </div>
  );
}

/** While the server is asked. */
export function Checking({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-3" role="status">
      <Spinner size="sm" decorative />
      {children}
    </p>
  );
}

/** The account is premium: what happened, and the way back to the game (spec §2: to /). */
export function PremiumMessage({ message }: { message: string }) {
  const { t } = useTranslation('payment');
  return (
    <>
      <p className="mb-6" role="status">
        {message}
      </p>
      <Link to="/" className={`${buttonBase} ${buttonVariants.primary}`}>
        {t('completion.goToDashboard')}
      </Link>
    </>
  );
}

/** Only the account's own learner can be told about its payments: log in, then come back here. */
export function SignInToSee({ message, returnTo }: { message: string; returnTo: string }) {
  const { t } = useTranslation('payment');
  return (
    <>
      <p className="mb-6">{message}</p>
      <Link to={signInPath('/login', returnTo)} className={`${buttonBase} ${buttonVariants.primary}`}>
        {t('checkout.signIn')}
      </Link>
    </>
  );
}

/** The way to pay: the page's one action for a free account, else beside another. */
export function CheckoutLink({ children, primary = false }: { children: string; primary?: boolean }) {
  return (
    <Link to="/checkout" className={`${buttonBase} ${buttonVariants[primary ? 'primary' : 'secondary']}`}>
      {children}
    </Link>
  );
}
