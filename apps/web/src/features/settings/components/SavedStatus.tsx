import { useTranslation } from 'react-i18next';

/**
 * A polite live region under a setting, present from the start so that what appears in it is read
 * out. `count` changes with every save, so saving the same setting again is announced again.
 */
export function SavedStatus({ count }: { count: number | null }) {
  const { t } = useTranslation('account');
  return (
    <p role="status" className="min-h-6 text-sm">
      {count !== null && (
        <span key={count} className="inline-block rounded bg-correct px-2 text-correct-fg">
          <span aria-hidden="true">✓ </span>
          {t('settings.saved')}
        </span>
      )}
    </p>
  );
}
