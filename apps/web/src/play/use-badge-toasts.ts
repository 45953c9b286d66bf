import type { Badge } from '@tp/contract/progress';
import { useTranslation } from 'react-i18next';
import { useToast } from '#web/ui/Toast';

/** Announces each badge an answer earned. */
export function useBadgeToasts(): (badges: readonly Badge[]) => void {
  const { t } = useTranslation('verdict');
  const toast = useToast();
  return (badges) => {
    for (const badge of badges) {
      toast.show(t('badges.earned', { name: badge.name, description: badge.description }), 'success');
    }
  };
}
