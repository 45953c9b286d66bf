import { deleteAccountBody } from '@tp/contract/account-requests';
import type { ParseKeys } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '#web/i18n/use-field-error';
import { ApiError } from '#web/lib/api-client';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import { Button } from '#web/ui/Button';
import { Field } from '#web/ui/Field';
import { Modal } from '#web/ui/Modal';
import { useDeleteAccount } from '../api/delete-account';
import { DeleteError } from './DeleteError';

const messages: FormMessages<ParseKeys<'account'>> = {
  password: { required: 'deleteAccount.passwordRequired', max: 'deleteAccount.passwordTooLong' },
};

/** After the deletion is confirmed, an account with a password proves it is its owner's. */
export function DeletePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const fieldError = useFieldError('account');
  const remove = useDeleteAccount();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: contractResolver(deleteAccountBody, messages),
    defaultValues: { password: '' },
  });
  // A wrong password is told under the field; any other refusal under the form.
  const wrongPassword = remove.error instanceof ApiError && remove.error.code === 'invalid_credentials';

  return (
    <Modal open onClose={onClose} title={t('deleteAccount.title')}>
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          remove.mutateAsync(values).catch((error: unknown) => {
            if (error instanceof ApiError && error.code === 'invalid_credentials')
              setError('password', { message: 'deleteAccount.wrongPassword' }, { shouldFocus: true });
          }),
        )}
        className="flex flex-col gap-4"
      >
        <p>{t('deleteAccount.passwordIntro')}</p>
        <Field
          label={t('deleteAccount.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError(formState.errors.password?.message)}
          {...register('password')}
        />
        {remove.isError && !wrongPassword && <DeleteError error={remove.error} />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {tc('dialog.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={formState.isSubmitting || remove.isPending}>
            {t('deleteAccount.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
