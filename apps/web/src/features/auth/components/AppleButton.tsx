import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { useReturnPath } from '#web/lib/return-path';
import { Button } from '#web/ui/Button';
import { useSigninApple } from '../api/signin-apple';
import { type AppleIdAuth, loadAppleId } from '../apple-id';
import { FormMessage } from './AuthLayout';

/**
 * Sign in with Apple. Apple's script is fetched only here, when Apple is configured; until it is
 * ready the button waits, and if it never comes that is logged only (spec §8).
 */
export function AppleButton({ clientId }: { clientId: string }) {
  const { t } = useTranslation('providers');
  const [auth, setAuth] = useState<AppleIdAuth | null>(null);
  const signin = useSigninApple(clientId, useReturnPath());

  useEffect(() => {
    let active = true;
    loadAppleId().then(
      (loaded) => active && setAuth(loaded),
      (error: unknown) => console.warn('Sign in with Apple is unavailable', error),
    );
    return () => {
      active = false;
    };
  }, []);

  const failure = signin.error;
  return (
    <>
      <Button
        variant="secondary"
        disabled={!auth}
        loading={signin.isPending || Boolean(signin.data)}
        onClick={() => auth && signin.mutate(auth)}
      >
        {t('apple')}
      </Button>
      {failure && (
        <FormMessage tone="error">
          {failure instanceof ApiError && failure.code === 'rate_limited'
            ? t('errors.rate_limited')
            : t('appleFailed')}
        </FormMessage>
      )}
    </>
  );
}
