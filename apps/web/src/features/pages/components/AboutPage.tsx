import { Trans, useTranslation } from 'react-i18next';
import { StaticPage } from './StaticPage';
import { textLinks } from './text-links';
import { paragraph } from './text-styles';

const paragraphs = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;

/** The company story (spec §1): six paragraphs. */
export function Component() {
  const { t } = useTranslation('pages');
  const links = textLinks(t('contactForm'));
  return (
    <StaticPage title={t('about.title')} description={t('about.description')}>
      {paragraphs.map((key) => (
        <p key={key} className={paragraph}>
          <Trans t={t} i18nKey={`about.paragraphs.${key}`} components={links} />
        </p>
      ))}
    </StaticPage>
  );
}
