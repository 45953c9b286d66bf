import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';

/** Cards drawn at first, and added by each 'Show more': a grid of hundreds stays quick to draw. */
export const cardsPerPage = 60;

/** 'Show more', under a grid that shows the first `shown` of `total` items. */
export function ShowMore({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  const { t } = useTranslation('adminFind');
  if (shown >= total) return null;
  return (
    <Button variant="secondary" onClick={onMore} className="self-center">
      {t('showMore', { left: total - shown })}
    </Button>
  );
}
