import type { InboxMessage } from '@tp/contract/inbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { Button } from '#web/ui/Button';
import { Modal } from '#web/ui/Modal';
import { useToast } from '#web/ui/Toast';
import { useDeleteRequestedAccount } from '../../api/inbox';

/**
 * What a deletion request allows: deleting the account with the request's address, once the
 * dialog naming it is confirmed; or why it cannot (no such account, an admin's, or a request its
 * owner has not confirmed).
 */
export function DeleteRequestedAccount({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('adminInbox');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const remove = useDeleteRequestedAccount();
  const [asking, setAsking] = useState(false);
  const { account, email } = message;

  if (!account) return <p className="text-muted text-sm">{t('inbox.noAccount')}</p>;
  if (account.role === 'admin') return <p className="text-muted text-sm">{t('inbox.adminAccount')}</p>;
  const status = message.confirmation?.status;
  if (status !== 'confirmed') {
    return (
      <p className="text-muted text-sm">
        {t(status === 'expired' ? 'inbox.expiredRequest' : 'inbox.unconfirmed')}
      </p>
    );
  }

  const confirm = () =>
    remove.mutate(message._id, {
      onSuccess: () => toast.show(t('inbox.deleted', { email }), 'success'),
      onError: (error) =>
        toast.show(
          t(
            error instanceof ApiError && error.code === 'not_found'
              ? 'inbox.noAccount'
              : 'inbox.deleteFailed',
          ),
          'error',
        ),
      onSettled: () => setAsking(false),
    });

  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('inbox.deleteAccount')}
      </Button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={t('inbox.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {tc('dialog.cancel')}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={confirm}>
              {t('inbox.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('inbox.confirmMessage', { name: account.name, email })}</p>
      </Modal>
    </>
  );
}
