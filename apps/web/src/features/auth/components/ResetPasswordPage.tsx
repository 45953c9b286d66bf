import { resetPasswordBody } from '@tp/contract/account-requests';
import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFieldError } from '#web/i18n/use-field-error';
import { ApiError } from '#web/lib/api-client';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import { confirmationMatches, confirmationTyped, passwordRefusal } from '#web/lib/password-rules';
import { usePasswordStrength } from '#web/lib/password-strength';
import { recheckConfirmation } from '#web/lib/recheck-confirmation';
import * as z from '#web/lib/zod';
import { Button } from '#web/ui/Button';
import { Field } from '#web/ui/Field';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout, FormMessage } from './AuthLayout';

export const redirectDelayMs = 3000;

/** The request's new password, and its confirmation, which only the form has. */
const resetForm = z
  .object({ newPassword: resetPasswordBody.shape.newPassword, confirmPassword: z.string() })
  .check(confirmationTyped, confirmationMatches);

const messages: FormMessages<ParseKeys<'auth'>> = {
  newPassword: { required: 'reset.passwordRequired', min: 'reset.passwordMin', max: 'tooLong.password' },
  confirmPassword: { required: 'reset.confirmPasswordRequired', invalid: 'reset.passwordsMustMatch' },
};

export function Component() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token');
  const reset = useResetPassword();
  const form = useForm({
    resolver: contractResolver(resetForm, messages),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, formState, watch } = form;
  const { errors, isValid, isSubmitting } = formState;
  // Whose account the link is for, only the server knows: it judges the password by that, too.
  const strength = usePasswordStrength(watch('newPassword'), []);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate('/login'), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const error = reset.error;
  // A refused password is told under its field, and the link still works.
  const errorKey =
    !error || passwordRefusal(error, 'newPassword')
      ? null
      : error instanceof ApiError && error.code === 'invalid_token'
        ? 'reset.invalidToken'
        : error instanceof ApiError && error.code === 'rate_limited'
          ? 'errors.rateLimited'
          : 'reset.error';

  return (
    <AuthLayout title={t('reset.title')} description={t('reset.description')}>
      {token ? (
        <form
          noValidate
          onSubmit={handleSubmit(({ newPassword }) =>
            reset.mutateAsync({ token, newPassword }).catch((failure: unknown) => {
              const refusal = passwordRefusal(failure, 'newPassword');
              if (refusal) setError('newPassword', { message: refusal }, { shouldFocus: true });
            }),
          )}
          className="flex flex-col gap-4"
        >
          <Field
            label={t('reset.newPassword')}
            type="password"
            autoComplete="new-password"
            error={fieldError(errors.newPassword?.message)}
            hint={errors.newPassword ? undefined : strength.feedback}
            {...register('newPassword', recheckConfirmation(form, 'confirmPassword'))}
          />
          <Field
            label={t('reset.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={fieldError(errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
          <Button
            type="submit"
            disabled={!isValid || strength.weak || reset.isSuccess}
            loading={isSubmitting || reset.isPending}
          >
            {t('reset.submit')}
          </Button>
        </form>
      ) : (
        <FormMessage tone="error">{t('reset.tokenMissing')}</FormMessage>
      )}
      {reset.isSuccess && <FormMessage tone="success">{t('reset.success')}</FormMessage>}
      {errorKey && <FormMessage tone="error">{t(errorKey)}</FormMessage>}
      {(!token || errorKey) && (
        <p className="mt-4 text-center">
          <Link to="/forgot-password" className="text-link underline">
            {t('reset.requestNew')}
          </Link>
        </p>
      )}
    </AuthLayout>
  );
}
