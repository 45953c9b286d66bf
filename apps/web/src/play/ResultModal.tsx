import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Modal } from '#web/ui/Modal';
import type { Outcome } from './game-context';
import { Verdict } from './Verdict';

/**
 * The verdict in a dialog, where a page has no room for it beside the answer (the review, a
 * reading level): closes with its close button or Enter. `children` come after the verdict.
 */
export default function ResultModal({
  outcome,
  onClose,
  children,
}: {
  outcome: Outcome;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('verdict');
  const { correct } = outcome;
  return (
    <Modal
      open
      closeOnEnter
      onClose={onClose}
      title={correct ? t('correct.title') : t('incorrect.title')}
      footer={<Button onClick={onClose}>{correct ? t('correct.continue') : t('incorrect.tryAgain')}</Button>}
    >
      <Verdict outcome={outcome} />
      {children && <div className="mt-4">{children}</div>}
    </Modal>
  );
}
