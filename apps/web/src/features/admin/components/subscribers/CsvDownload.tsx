import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { useToast } from '#web/ui/Toast';
import { downloadSubscribersCsv } from '../../api/inbox';

/**
 * Saves the mailing list as a CSV file. The API wants the admin's token, which a plain link does
 * not send, so the file is fetched and handed to the browser as a download.
 */
export function CsvDownload() {
  const { t } = useTranslation('adminInbox');
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await downloadSubscribersCsv());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'subscribers.csv';
      link.click();
      // Freed once the browser has taken the file.
      setTimeout(() => URL.revokeObjectURL(url));
    } catch {
      toast.show(t('subscribers.downloadFailed'), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" loading={busy} onClick={() => void download()}>
      {t('subscribers.download')}
    </Button>
  );
}
