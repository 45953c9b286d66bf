import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Modal } from '#web/ui/Modal';

interface CompletionModalProps {
  onReset: () => void;
  onClose: () => void;
  resetting: boolean;
}

/** Past the last level (spec §4, §8): start again from level 1, or close. */
export default function CompletionModal({ onReset, onClose, resetting }: CompletionModalProps) {
  const { t } = useTranslation('game');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('completion.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('completion.close')}
          </Button>
          <Button onClick={onReset} loading={resetting}>
            {t('completion.reset')}
          </Button>
        </>
      }
    >
      <p>{t('completion.message')}</p>
    </Modal>
  );
}
