import { signinBody } from '@tp/contract/account-requests';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFieldError } from '#web/i18n/use-field-error';
import { ApiError } from '#web/lib/api-client';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import { signinPasswordLength } from '#web/lib/password-rules';
import { signInPath, useReturnPath } from '#web/lib/return-path';
import { Button } from '#web/ui/Button';
import { Field } from '#web/ui/Field';
import { useSignin } from '../api/signin';
import { AuthLayout, FormMessage } from './AuthLayout';
import { ProviderSignInMessage } from './ProviderSignInMessage';
import { SocialButtons } from './SocialButtons';

const loginForm = signinBody.check(signinPasswordLength);

const messages: FormMessages<ParseKeys<'auth'>> = {
  email: { required: 'login.emailRequired', format: 'login.invalidEmail', max: 'tooLong.email' },
  password: { required: 'login.passwordRequired', invalid: 'login.passwordMin', max: 'tooLong.password' },
};

export function Component() {
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('providers');
  const [searchParams] = useSearchParams();
  const fieldError = useFieldError('auth');
  const [showPassword, setShowPassword] = useState(false);
  // Sent here to sign in from another page (the checkout, say): back there afterwards.
  const returnTo = useReturnPath();
  const signin = useSignin(returnTo);
  const { register, handleSubmit, formState } = useForm({
    resolver: contractResolver(loginForm, messages),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isValid, isSubmitting } = formState;
  const failure = signin.error instanceof ApiError ? signin.error.code : null;

  return (
    <AuthLayout title={t('login.title')} description={t('login.description')}>
      <ProviderSignInMessage reason={searchParams.get('error')} />
      <form
        noValidate
        onSubmit={handleSubmit((values) => signin.mutateAsync(values).catch(() => undefined))}
        className="flex flex-col gap-4"
      >
        <Field
          label={t('login.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <Field
          label={t('login.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <button
            type="button"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
            className="rounded px-1 text-link text-sm underline"
          >
            {showPassword ? t('login.hidePassword') : t('login.showPassword')}
          </button>
          <Link to="/forgot-password" className="text-link text-sm underline">
            {t('login.forgotLink')}
          </Link>
        </div>
        <Button
          type="submit"
          disabled={!isValid}
          loading={isSubmitting || signin.isPending || signin.isSuccess}
        >
          {t('login.submit')}
        </Button>
      </form>
      {/* Spec §8: the login error line is always the same, except when the attempts are throttled
          or the account has no password to check (made with Google or Apple). */}
      {signin.isError && (
        <FormMessage tone="error">
          {failure === 'rate_limited'
            ? t('errors.rateLimited')
            : failure === 'no_password'
              ? tp('noPassword')
              : t('login.invalidCredentials')}
        </FormMessage>
      )}
      <p className="mt-4 text-center">
        {t('login.noAccount')}{' '}
        <Link to={signInPath('/signup', returnTo)} className="text-link underline">
          {t('login.signupLink')}
        </Link>
      </p>
      <SocialButtons />
    </AuthLayout>
  );
}
