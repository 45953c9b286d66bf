import type { KeyboardLinks } from '@tp/contract/site';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteInfo } from '#web/lib/site-info';
import { buttonBase, buttonVariants } from '#web/ui/Button';
import { Spinner } from '#web/ui/Spinner';
import { type Platform, platformOf, platforms } from '../visitor-platform';
import { StaticPage } from './StaticPage';
import { textLinks } from './text-links';
import { inlineLink, paragraph } from './text-styles';

/** The platforms whose apps the configuration can link to; Windows and Linux have none yet. */
type Publishable = keyof KeyboardLinks;
const isPublished = (links: KeyboardLinks, platform: Platform): platform is Publishable =>
  Boolean(links[platform as Publishable]);

const tabClass =
  'min-h-11 rounded-t-lg border-b-4 px-4 py-2 font-semibold aria-selected:border-primary aria-[selected=false]:border-transparent aria-[selected=false]:text-muted';

/**
 * The keyboard apps (spec §2 "Download keyboard"): one tab a platform, with the store or download
 * link the server is configured with, or "Coming soon". Tabs follow the ARIA pattern: arrows, Home
 * and End move and select.
 */
export function Component() {
  const { t, i18n } = useTranslation('pages');
  const siteInfo = useSiteInfo();
  const [selected, setSelected] = useState<Platform>(() => platformOf(navigator.userAgent));
  const tabs = useRef(new Map<Platform, HTMLButtonElement>());
  const id = useId();
  const tabId = (platform: Platform) => `${id}-tab-${platform}`;
  const panelId = `${id}-panel`;

  function select(platform: Platform) {
    setSelected(platform);
    tabs.current.get(platform)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const last = platforms.length - 1;
    const index = platforms.indexOf(selected);
    // In right-to-left languages the tabs run right to left, and so do the arrows.
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const next = {
      [forward]: index === last ? 0 : index + 1,
      [backward]: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(platforms[next] as Platform);
  }

  return (
    <StaticPage title={t('download.title')} description={t('download.description')}>
      <p className={paragraph}>{t('download.intro')}</p>
      <div
        role="tablist"
        aria-label={t('download.platformsLabel')}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-border border-b"
      >
        {platforms.map((platform) => (
          <button
            key={platform}
            ref={(button) => {
              if (button) tabs.current.set(platform, button);
              else tabs.current.delete(platform);
            }}
            type="button"
            role="tab"
            id={tabId(platform)}
            aria-selected={platform === selected}
            aria-controls={platform === selected ? panelId : undefined}
            tabIndex={platform === selected ? 0 : -1}
            onClick={() => select(platform)}
            className={tabClass}
          >
            {t(`download.platforms.${platform}.name`)}
          </button>
        ))}
      </div>
      {/* Only the open panel exists: a tab controls the panel while it is selected. */}
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern: Tab moves from the tab to its panel, whose text may hold no link.
        tabIndex={0}
        className="rounded-b-lg bg-surface p-4 sm:p-6"
      >
        {siteInfo.isPending ? (
          <Spinner />
        ) : siteInfo.isError ? (
          <p className={paragraph}>{t('download.loadFailed')}</p>
        ) : (
          <PlatformDownload platform={selected} links={siteInfo.data.keyboardLinks} />
        )}
      </div>
      <p className={`${paragraph} mt-6`}>
        <Trans t={t} i18nKey="download.privacy" components={textLinks(t('contactForm'))} />
      </p>
    </StaticPage>
  );
}

/** A platform's panel: how to install the keyboard and its store or download link, or "Coming soon". */
function PlatformDownload({ platform, links }: { platform: Platform; links: KeyboardLinks }) {
  const { t } = useTranslation('pages');
  if (!isPublished(links, platform)) {
    return (
      <>
        <p className={paragraph}>
          {t('download.onItsWay', { platform: t(`download.platforms.${platform}.name`) })}
        </p>
        <p className="inline-block rounded-full bg-secondary px-3 py-1 font-semibold text-secondary-fg">
          {t('download.comingSoon')}
        </p>
      </>
    );
  }
  return (
    <>
      <p className={paragraph}>{t(`download.platforms.${platform}.text`)}</p>
      <a href={links[platform]} className={`${buttonBase} ${buttonVariants.primary}`}>
        {t(`download.platforms.${platform}.link`)}
      </a>
      {platform === 'iphone' && (
        <p className="mt-4">
          <Link to="/iOS-keyboard-support" className={inlineLink}>
            {t('download.platforms.iphone.help')}
          </Link>
        </p>
      )}
    </>
  );
}
