import { useTranslation } from 'react-i18next';
import { StaticPage } from '../StaticPage';
import { paragraph } from '../text-styles';

/** A legal page the spec names but whose text is not written yet: its title and one sentence. */
export function ComingSoonPage({ page }: { page: 'returns' | 'terms' }) {
  const { t } = useTranslation('legal');
  return (
    <StaticPage title={t(`${page}.title`)} description={t(`${page}.description`)}>
      <p className={paragraph}>{t('comingSoon')}</p>
    </StaticPage>
  );
}
