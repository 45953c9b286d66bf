import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '#web/ui/Toast';
import { hasQueuedAnswers } from '../answer-outbox';

/**
 * Sends the answers a learner gave offline when the app starts and whenever the connection comes
 * back, on any screen, and says how it went. The sending code loads only when answers wait.
 */
export function useAnswerSync(): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('game');

  useEffect(() => {
    const sync = async () => {
      if (!navigator.onLine || !hasQueuedAnswers()) return;
      const { sendQueuedAnswers } = await import('../answer-sync');
      const outcome = await sendQueuedAnswers(queryClient);
      if (outcome === 'sent') toast.show(t('offline.synced'), 'success');
      else if (outcome === 'refused') toast.show(t('offline.refused'));
    };
    void sync();
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient, toast, t]);
}
