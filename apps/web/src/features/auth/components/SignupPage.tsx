import { signupBody } from '@tp/contract/account-requests';
import type { ErrorCode } from '@tp/contract/errors';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldError } from '#web/i18n/use-field-error';
import { ApiError } from '#web/lib/api-client';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import { confirmationTyped, passwordRefusal } from '#web/lib/password-rules';
import { usePasswordStrength } from '#web/lib/password-strength';
import { recheckConfirmation } from '#web/lib/recheck-confirmation';
import { signInPath, useReturnPath } from '#web/lib/return-path';
import { Button } from '#web/ui/Button';
import { Field } from '#web/ui/Field';
import { ShowPasswordsToggle } from '#web/ui/ShowPasswordsToggle';
import { useSignup } from '../api/signup';
import { AuthLayout, FormMessage } from './AuthLayout';
import { SocialButtons } from './SocialButtons';

const errorMessages: Partial<Record<ErrorCode, ParseKeys<'auth'>>> = {
  rate_limited: 'errors.rateLimited',
};

const signupForm = signupBody.check(confirmationTyped);

const messages: FormMessages<ParseKeys<'auth'>> = {
  name: { required: 'signup.nameRequired', max: 'tooLong.name' },
  email: { required: 'signup.emailRequired', format: 'signup.invalidEmail', max: 'tooLong.email' },
  password: { required: 'signup.passwordRequired', min: 'signup.passwordMin', max: 'tooLong.password' },
  confirmPassword: {
    required: 'signup.confirmPasswordRequired',
    invalid: 'signup.passwordsMustMatch',
    max: 'tooLong.password',
  },
};

export function Component() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError('auth');
  const [showPasswords, setShowPasswords] = useState(false);
  const returnTo = useReturnPath();
  const signup = useSignup();
  const form = useForm({
    resolver: contractResolver(signupForm, messages),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, formState, watch } = form;
  const { errors, isValid, isSubmitting } = formState;
  const [name, email, password] = watch(['name', 'email', 'password']);
  const strength = usePasswordStrength(password, [name, email]);
  const failure = signup.error;
  // A refused password is told under its field instead.
  const failureKey =
    !failure || passwordRefusal(failure, 'password')
      ? null
      : ((failure instanceof ApiError ? errorMessages[failure.code as ErrorCode] : undefined) ??
        'signup.errorMessage');
  const passwordType = showPasswords ? 'text' : 'password';

  if (signup.isSuccess) {
    return (
      <AuthLayout title={t('signup.title')} description={t('signup.description')}>
        <FormMessage tone="success">{t('signup.checkInbox', { email: signup.variables.email })}</FormMessage>
        <p className="mt-4 text-center">
          <Link to={signInPath('/login', returnTo)} className="text-link underline">
            {t('signup.loginLink')}
          </Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('signup.title')} description={t('signup.description')}>
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          signup.mutateAsync(values).catch((error: unknown) => {
            const refusal = passwordRefusal(error, 'password');
            if (refusal) setError('password', { message: refusal }, { shouldFocus: true });
          }),
        )}
        className="flex flex-col gap-4"
      >
        <Field
          label={t('signup.name')}
          autoComplete="name"
          error={fieldError(errors.name?.message)}
          {...register('name')}
        />
        <Field
          label={t('signup.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <Field
          label={t('signup.password')}
          type={passwordType}
          autoComplete="new-password"
          error={fieldError(errors.password?.message)}
          hint={errors.password ? undefined : strength.feedback}
          {...register('password', recheckConfirmation(form, 'confirmPassword'))}
        />
        <Field
          label={t('signup.confirmPassword')}
          type={passwordType}
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <ShowPasswordsToggle
          shown={showPasswords}
          onToggle={() => setShowPasswords((shown) => !shown)}
          label={showPasswords ? t('signup.hidePasswords') : t('signup.showPasswords')}
        />
        <Button type="submit" disabled={!isValid || strength.weak} loading={isSubmitting || signup.isPending}>
          {t('signup.submit')}
        </Button>
      </form>
      {failureKey && <FormMessage tone="error">{t(failureKey)}</FormMessage>}
      <p className="mt-4 text-center">
        {t('signup.haveAccount')}{' '}
        <Link to={signInPath('/login', returnTo)} className="text-link underline">
          {t('signup.loginLink')}
        </Link>
      </p>
      <SocialButtons />
    </AuthLayout>
  );
}
