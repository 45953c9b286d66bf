import type { ParseKeys } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import type legal from '#web/i18n/locales/en/legal.json';
import { StaticPage } from '../StaticPage';
import { textLinks } from '../text-links';
import { bulletList, paragraph, sectionHeading, subHeading } from '../text-styles';

type Policy = 'privacy' | 'androidKeyboard' | 'iosKeyboard';
type Sections<P extends Policy> = (typeof legal)[P]['sections'];
type BodyKey<P extends Policy, S extends keyof Sections<P>> = Exclude<keyof Sections<P>[S], 'title'> & string;

/** A paragraph (its key), a bulleted list of paragraphs, or a subheading. */
type Block<K extends string> = K | { readonly list: readonly K[] } | { readonly subheading: K };

/** A policy's sections in reading order, each with its blocks: catalog keys, checked against English. */
export type PolicySections<P extends Policy> = readonly {
  [S in keyof Sections<P>]: { readonly id: S; readonly body: readonly Block<BodyKey<P, S>>[] };
}[keyof Sections<P>][];

interface PolicyPageProps<P extends Policy> {
  policy: P;
  /** The day the policy took effect, at midnight UTC. */
  effective: Date;
  sections: NoInfer<PolicySections<P>>;
}

/** A privacy policy: its effective date and numbered sections, whose texts may link to other pages. */
export function PolicyPage<P extends Policy>({ policy, effective, sections }: PolicyPageProps<P>) {
  const { t, i18n } = useTranslation('legal');
  const links = textLinks(t('contactForm'));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    effective,
  );

  function renderSection(id: string, body: readonly Block<string>[], number: number) {
    const key = (part: string) => `${policy}.sections.${id}.${part}` as ParseKeys<'legal'>;
    const text = (part: string) => <Trans t={t} i18nKey={key(part)} components={links} />;
    return (
      <section key={id}>
        <h2 id={id} className={sectionHeading}>
          {t('sectionHeading', { number, title: t(key('title')) })}
        </h2>
        {body.map((block) =>
          typeof block === 'string' ? (
            <p key={block} className={paragraph}>
              {text(block)}
            </p>
          ) : 'list' in block ? (
            <ul key={block.list.join()} className={bulletList}>
              {block.list.map((item) => (
                <li key={item}>{text(item)}</li>
              ))}
            </ul>
          ) : (
            <h3 key={block.subheading} className={subHeading}>
              {t(key(block.subheading))}
            </h3>
          ),
        )}
      </section>
    );
  }

  return (
    <StaticPage title={t(`${policy}.title`)} description={t(`${policy}.description`)}>
      <p className="mb-6 text-muted">{t('effectiveDate', { date })}</p>
      {sections.map((section, index) => renderSection(String(section.id), section.body, index + 1))}
    </StaticPage>
  );
}
