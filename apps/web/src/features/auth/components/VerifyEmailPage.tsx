import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '#web/lib/api-client';
import { meQueryKey } from '#web/session/me';
import { useSession } from '#web/session/use-session';
import { Spinner } from '#web/ui/Spinner';
import { verifyEmailQueryOptions } from '../api/verify-email';
import { AuthLayout, FormMessage } from './AuthLayout';

export const redirectDelayMs = 3000;

export function Component() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const token = search.get('token');
  const verify = useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: token !== null });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAdmin } = useSession();
  // Read when the timer fires: the session may finish loading during the delay.
  const isAdminRef = useRef(isAdmin);
  isAdminRef.current = isAdmin;

  useEffect(() => {
    if (!verify.isSuccess) return;
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    const timer = setTimeout(() => void navigate(isAdminRef.current ? '/dashboard' : '/'), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [verify.isSuccess, navigate, queryClient]);

  let body: ReactNode;
  if (!token) body = <FormMessage tone="error">{t('verify.missing')}</FormMessage>;
  else if (verify.isSuccess) body = <FormMessage tone="success">{t('verify.success')}</FormMessage>;
  else if (verify.isError) {
    const invalid = verify.error instanceof ApiError && verify.error.code === 'invalid_token';
    body = <FormMessage tone="error">{invalid ? t('verify.invalid') : t('verify.error')}</FormMessage>;
  } else
    body = (
      <p className="flex items-center justify-center gap-3">
        <Spinner size="sm" decorative />
        {t('verify.verifying')}
      </p>
    );

  return (
    <AuthLayout title={t('verify.title')} description={t('verify.description')}>
      {body}
    </AuthLayout>
  );
}
