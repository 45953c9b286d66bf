import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonBase, buttonVariants } from '#web/ui/Button';
import { Modal } from '#web/ui/Modal';

/** The keyboard apps' store buttons (spec §2); the download page holds the links for every platform. */
export default function DownloadAppModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('game');
  const store = `${buttonBase} ${buttonVariants.primary} w-full`;
  return (
    <Modal open onClose={onClose} title={t('downloadApp.title')}>
      <p className="mb-4">{t('downloadApp.message')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/download-keyboard" onClick={onClose} className={store}>
          {t('downloadApp.playStore')}
        </Link>
        <Link to="/download-keyboard" onClick={onClose} className={store}>
          {t('downloadApp.appStore')}
        </Link>
      </div>
    </Modal>
  );
}
