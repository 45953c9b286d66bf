import { Trans, useTranslation } from 'react-i18next';
import { PhoneticModelTable } from './PhoneticModelTable';
import { SpecialSymbols } from './SpecialSymbols';
import { StaticPage } from './StaticPage';
import { textLinks } from './text-links';
import { orderedList, paragraph, sectionHeading, subHeading } from './text-styles';

const howToSteps = ['s1', 's2', 's3', 's4'] as const;
const troubleshootingSteps = ['s1', 's2', 's3'] as const;

/** Help and support (spec §1): contact, FAQs with the phonetic model, troubleshooting, a dedication. */
export function Component() {
  const { t } = useTranslation('pages');
  const links = textLinks(t('contactForm'));
  return (
    <StaticPage title={t('support.title')} description={t('support.description')}>
      <h2 className={sectionHeading}>{t('support.contact.title')}</h2>
      <p className={paragraph}>
        <Trans t={t} i18nKey="support.contact.text" components={links} />
      </p>

      <h2 className={sectionHeading}>{t('support.faq.title')}</h2>
      <h3 className={subHeading}>{t('support.faq.howTo.title')}</h3>
      <ol className={orderedList}>
        {howToSteps.map((step) => (
          <li key={step}>{t(`support.faq.howTo.steps.${step}`)}</li>
        ))}
      </ol>

      <h3 className={subHeading}>{t('support.faq.special.title')}</h3>
      <p className={paragraph}>{t('support.faq.special.intro')}</p>
      <SpecialSymbols />
      <p className={paragraph}>{t('support.faq.special.outro')}</p>

      <h3 className={subHeading}>{t('support.faq.model.title')}</h3>
      <p className={paragraph}>{t('support.faq.model.p1')}</p>
      <p className={paragraph}>{t('support.faq.model.p2')}</p>
      <PhoneticModelTable />

      <h2 className={sectionHeading}>{t('support.troubleshooting.title')}</h2>
      <p className={paragraph}>{t('support.troubleshooting.intro')}</p>
      <ol className={orderedList}>
        {troubleshootingSteps.map((step) => (
          <li key={step}>
            <Trans t={t} i18nKey={`support.troubleshooting.steps.${step}`} components={links} />
          </li>
        ))}
      </ol>

      <h2 className={sectionHeading}>{t('support.dedication.title')}</h2>
      <p className={paragraph}>{t('support.dedication.text')}</p>
    </StaticPage>
  );
}
