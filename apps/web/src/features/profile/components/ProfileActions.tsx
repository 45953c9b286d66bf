import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetProgress } from '#web/course/progress';
import { useRequestLogout } from '#web/session/logout-confirm';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { useToast } from '#web/ui/Toast';
import { useDeleteAccount } from '../api/delete-account';
import { DeleteError } from './DeleteError';
import { DeletePasswordDialog } from './DeletePasswordDialog';

type Open = 'reset' | 'delete' | 'password' | null;

/** Log Out, Reset Progress and Delete Account, each behind the spec's confirmation. */
export function ProfileActions({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const { show } = useToast();
  const requestLogout = useRequestLogout();
  const reset = useResetProgress();
  // Accounts without a password are deleted straight after the confirmation.
  const remove = useDeleteAccount();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <section aria-label={t('profile.actions')} className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => requestLogout()}>
          {t('profile.logOut')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('reset')}>
          {t('profile.resetProgress')}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            remove.reset();
            setOpen('delete');
          }}
        >
          {t('profile.deleteAccount')}
        </Button>
      </div>
      {remove.isError && <DeleteError error={remove.error} />}
      <ConfirmDialog
        kind="resetProgress"
        open={open === 'reset'}
        busy={reset.isPending}
        onCancel={close}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => show(t('profile.progressReset'), 'success'),
            onError: () => show(t('profile.resetFailed'), 'error'),
            onSettled: close,
          })
        }
      />
      <ConfirmDialog
        kind="deleteAccount"
        open={open === 'delete'}
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => {
          if (hasPassword) setOpen('password');
          else remove.mutate({}, { onError: close });
        }}
      />
      {open === 'password' && <DeletePasswordDialog onClose={close} />}
    </section>
  );
}
