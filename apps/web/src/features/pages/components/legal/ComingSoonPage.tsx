import { useTranslation } from 'react-i18next';
import { StaticPage } from '../StaticPage';

/** A legal page the spec names but leaves unwritten: a placeholder with its title only. */
export function ComingSoonPage({ page }: { page: 'returns' | 'terms' }) {
  const { t } = useTranslation('legal');
  return <StaticPage title={t(`${page}.title`)} description={t(`${page}.description`)} />;
}
