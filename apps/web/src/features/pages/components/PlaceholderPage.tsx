import { useTranslation } from 'react-i18next';
import type common from '../../../i18n/locales/en/common.json';
import { usePageTitle } from '../../../ui/use-page-title';

/** A route whose screen is not built yet: its title and one sentence saying what will be there. */
export type PlaceholderKey = keyof typeof common.placeholder;

export function PlaceholderPage({ titleKey }: { titleKey: PlaceholderKey }) {
  const { t } = useTranslation();
  const title = t(`routes.${titleKey}`);
  usePageTitle(title, t(`placeholderDescriptions.${titleKey}`));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-4 font-bold text-3xl">{title}</h1>
      <p className="text-muted">{t(`placeholder.${titleKey}`)}</p>
    </div>
  );
}
