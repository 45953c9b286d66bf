import { emailBody } from '@tp/contract/account-requests';
import type { ParseKeys } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldError } from '#web/i18n/use-field-error';
import { ApiError } from '#web/lib/api-client';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import { Button } from '#web/ui/Button';
import { Field } from '#web/ui/Field';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout, FormMessage } from './AuthLayout';

const messages: FormMessages<ParseKeys<'auth'>> = {
  email: { required: 'forgot.emailRequired', format: 'forgot.invalidEmail', max: 'tooLong.email' },
};

export function Component() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError('auth');
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm({
    resolver: contractResolver(emailBody, messages),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isValid, isSubmitting } = formState;
  const rateLimited = forgot.error instanceof ApiError && forgot.error.code === 'rate_limited';

  return (
    <AuthLayout title={t('forgot.title')} description={t('forgot.description')}>
      <p className="mb-4 text-muted">{t('forgot.intro')}</p>
      <form
        noValidate
        onSubmit={handleSubmit(({ email }) => forgot.mutateAsync(email).catch(() => undefined))}
        className="flex flex-col gap-4"
      >
        <Field
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" disabled={!isValid} loading={isSubmitting || forgot.isPending}>
          {t('forgot.submit')}
        </Button>
      </form>
      {forgot.isSuccess && <FormMessage tone="success">{t('forgot.success')}</FormMessage>}
      {forgot.isError && (
        <FormMessage tone="error">{rateLimited ? t('errors.rateLimited') : t('forgot.error')}</FormMessage>
      )}
      <p className="mt-4 text-center">
        <Link to="/login" className="text-link underline">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthLayout>
  );
}
