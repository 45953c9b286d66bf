import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';

/** The spec's global confirmations (§2); each has a title, a message and its action word. */
export type ConfirmKind = 'logout' | 'resetProgress' | 'deleteAccount';

interface ConfirmDialogProps {
  kind: ConfirmKind;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}

export function ConfirmDialog({ kind, open, onCancel, onConfirm, busy = false }: ConfirmDialogProps) {
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
      <p>{t(`confirm.${kind}.message`)}</p>
    </Modal>
  );
}
