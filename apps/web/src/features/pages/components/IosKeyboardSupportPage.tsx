import { Trans, useTranslation } from 'react-i18next';
import { StaticPage } from './StaticPage';
import { textLinks } from './text-links';
import { orderedList, paragraph, sectionHeading } from './text-styles';

const installSteps = ['s1', 's2', 's3', 's4'] as const;
const troubleshootingSteps = ['s1', 's2', 's3'] as const;

/** Installing, turning on and switching to the iPhone keyboard, with fixes and the support address. */
export function Component() {
  const { t } = useTranslation('pages');
  const links = textLinks(t('contactForm'));
  return (
    <StaticPage title={t('iosSupport.title')} description={t('iosSupport.description')}>
      <p className={paragraph}>{t('iosSupport.intro')}</p>

      <h2 className={sectionHeading}>{t('iosSupport.install.title')}</h2>
      <ol className={orderedList}>
        {installSteps.map((step) => (
          <li key={step}>
            <Trans t={t} i18nKey={`iosSupport.install.steps.${step}`} components={links} />
          </li>
        ))}
      </ol>

      <h2 className={sectionHeading}>{t('iosSupport.switch.title')}</h2>
      <p className={paragraph}>{t('iosSupport.switch.text')}</p>

      <h2 className={sectionHeading}>{t('iosSupport.fullAccess.title')}</h2>
      <p className={paragraph}>
        <Trans t={t} i18nKey="iosSupport.fullAccess.text" components={links} />
      </p>

      <h2 className={sectionHeading}>{t('iosSupport.troubleshooting.title')}</h2>
      <ol className={orderedList}>
        {troubleshootingSteps.map((step) => (
          <li key={step}>{t(`iosSupport.troubleshooting.steps.${step}`)}</li>
        ))}
      </ol>

      <h2 className={sectionHeading}>{t('iosSupport.contact.title')}</h2>
      <p className={paragraph}>
        <Trans t={t} i18nKey="iosSupport.contact.text" components={links} />
      </p>
    </StaticPage>
  );
}
