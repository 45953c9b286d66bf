import { changePasswordBody } from '@tp/contract/account-requests';
import type { ErrorCode } from '@tp/contract/errors';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '#web/i18n/use-field-error';
import { ApiError } from '#web/lib/api-client';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import { confirmationTyped, passwordRefusal } from '#web/lib/password-rules';
import { usePasswordStrength } from '#web/lib/password-strength';
import { recheckConfirmation } from '#web/lib/recheck-confirmation';
import { Button } from '#web/ui/Button';
import { Field } from '#web/ui/Field';
import { ShowPasswordsToggle } from '#web/ui/ShowPasswordsToggle';
import { useChangePassword } from '../api/change-password';
import { SignInAgain } from './SignInAgain';

type Key = ParseKeys<['account', 'auth']>;

const changePasswordForm = changePasswordBody.check(confirmationTyped);

// The new password's messages are sign-up's (spec §5).
const messages: FormMessages<Key> = {
  currentPassword: { required: 'changePassword.currentPasswordRequired', max: 'auth:tooLong.password' },
  newPassword: {
    required: 'auth:signup.passwordRequired',
    min: 'auth:signup.passwordMin',
    max: 'auth:tooLong.password',
  },
  confirmPassword: {
    required: 'auth:signup.confirmPasswordRequired',
    invalid: 'auth:signup.passwordsMustMatch',
    max: 'auth:tooLong.password',
  },
};

/** A refusal told under the form; a wrong current or refused new password is told under its field instead. */
const failures: Partial<Record<ErrorCode, Key>> = {
  reauth_required: 'changePassword.reauthRequired',
  rate_limited: 'auth:errors.rateLimited',
};

/**
 * The current password and the new one twice. An account made through Google or Apple has no
 * current password: it sets its first one, which the server allows after a recent sign-in.
 */
export function ChangePasswordForm({
  hasPassword,
  owner,
}: {
  hasPassword: boolean;
  owner: readonly string[];
}) {
  const { t } = useTranslation(['account', 'auth']);
  const fieldError = useFieldError(['account', 'auth']);
  const [shown, setShown] = useState(false);
  const change = useChangePassword();
  const form = useForm({
    resolver: contractResolver(changePasswordForm, messages),
    mode: 'onTouched',
    defaultValues: hasPassword
      ? { currentPassword: '', newPassword: '', confirmPassword: '' }
      : { newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, reset, formState, watch } = form;
  const { errors, isValid, isSubmitting } = formState;
  const strength = usePasswordStrength(watch('newPassword'), owner);
  const type = shown ? 'text' : 'password';
  const failure = change.error instanceof ApiError ? change.error : null;
  const failureKey =
    failure?.code === 'wrong_password' || passwordRefusal(failure, 'newPassword')
      ? null
      : ((failure && failures[failure.code as ErrorCode]) ?? 'changePassword.failed');

  return (
    <section aria-labelledby="change-password" className="rounded-xl border border-border bg-surface p-5">
      <h2 id="change-password" className="mb-2 font-bold text-xl">
        {t('changePassword.title')}
      </h2>
      <p className="mb-4 text-muted">
        {t(hasPassword ? 'changePassword.intro' : 'changePassword.noPasswordIntro')}
      </p>
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          change
            .mutateAsync(values)
            .then(() => reset())
            .catch((error: unknown) => {
              if (error instanceof ApiError && error.code === 'wrong_password')
                setError(
                  'currentPassword',
                  { message: 'changePassword.wrongPassword' },
                  { shouldFocus: true },
                );
              else {
                const refusal = passwordRefusal(error, 'newPassword');
                if (refusal) setError('newPassword', { message: `auth:${refusal}` }, { shouldFocus: true });
              }
            }),
        )}
        className="flex max-w-md flex-col gap-4"
      >
        {hasPassword && (
          <Field
            label={t('changePassword.currentPassword')}
            type={type}
            autoComplete="current-password"
            error={fieldError(errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
        )}
        <Field
          label={t('changePassword.newPassword')}
          type={type}
          autoComplete="new-password"
          error={fieldError(errors.newPassword?.message)}
          hint={errors.newPassword ? undefined : strength.feedback}
          {...register('newPassword', recheckConfirmation(form, 'confirmPassword'))}
        />
        <Field
          label={t('changePassword.confirmPassword')}
          type={type}
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <ShowPasswordsToggle
          shown={shown}
          onToggle={() => setShown((now) => !now)}
          label={shown ? t('auth:signup.hidePasswords') : t('auth:signup.showPasswords')}
        />
        <Button
          type="submit"
          disabled={!isValid || strength.weak}
          loading={isSubmitting || change.isPending}
          className="self-start"
        >
          {t('changePassword.submit')}
        </Button>
      </form>
      {/* Kept in the page, so that screen readers announce the success written into it. */}
      <div role="status">
        {change.isSuccess && (
          <p className="mt-4 rounded-lg bg-correct p-3 text-correct-fg">{t('changePassword.success')}</p>
        )}
      </div>
      {failure && failureKey && (
        <p role="alert" className="mt-4 rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {t(failureKey)}
          {failure.code === 'reauth_required' && <SignInAgain />}
        </p>
      )}
    </section>
  );
}
