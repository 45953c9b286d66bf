import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';

/**
 * The spec's global confirmations (§2), each with a title, a message and its action word, and the
 * dashboard's deletions (Cancel / Delete), whose message names what goes.
 */
type ConfirmKind = 'logout' | 'resetProgress' | 'deleteAccount' | 'delete';

interface ConfirmDialogProps {
  kind: ConfirmKind;
  /** For `delete`: what is deleted, as the message names it. */
  name?: string;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}

export function ConfirmDialog({
  kind,
  name = '',
  open,
  onCancel,
  onConfirm,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t(`confirm.${kind}.title`)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button variant={kind === 'logout' ? 'primary' : 'danger'} onClick={onConfirm} loading={busy}>
            {t(`confirm.${kind}.action`)}
          </Button>
        </>
      }
    >
      <p>{t(`confirm.${kind}.message`, { name })}</p>
    </Modal>
  );
}
