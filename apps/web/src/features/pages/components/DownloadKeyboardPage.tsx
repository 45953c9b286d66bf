import type { KeyboardLinks } from '@tp/contract/site';
import {
  type LayoutFile,
  layoutFiles,
  layoutFilesPath,
  linuxInstallCommands,
} from '@tp/phonetics/layout-files';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteInfo } from '#web/lib/site-info';
import { buttonBase, buttonVariants } from '#web/ui/Button';
import { Spinner } from '#web/ui/Spinner';
import { useInBrowser } from '#web/ui/use-in-browser';
import { type Platform, platformOf, platforms } from '../visitor-platform';
import { StaticPage } from './StaticPage';
import { textLinks } from './text-links';
import { inlineLink, orderedList, paragraph } from './text-styles';

/** The computers, which get the layout files generated from the key map unless a link is configured. */
type Desktop = 'windows' | 'mac' | 'linux';
const isDesktop = (platform: Platform): platform is Desktop =>
  platform === 'windows' || platform === 'mac' || platform === 'linux';

const layoutUrl = (file: LayoutFile) => `${layoutFilesPath}/${layoutFiles[file].name}`;

// Wrapped rather than scrolled, so that every command can be read and copied on a phone.
const command = 'mt-2 block whitespace-pre-wrap break-all rounded bg-bg p-2 font-mono text-sm';

const tabClass =
  'min-h-11 rounded-t-lg border-b-4 px-4 py-2 font-semibold aria-selected:border-primary aria-[selected=false]:border-transparent aria-[selected=false]:text-muted';

/**
 * The keyboard apps (spec §2 "Download keyboard"): one tab a platform, with the store or download
 * link the server is configured with; else the computers' layout files and the phones' "Coming
 * soon". Tabs follow the ARIA pattern: arrows, Home and End move and select.
 */
export function Component() {
  const { t, i18n } = useTranslation('pages');
  const siteInfo = useSiteInfo();
  // The visitor's own platform is the browser's to tell: the page the server rendered, and the
  // browser's hydration of it, have no tab selected yet.
  const inBrowser = useInBrowser();
  const [chosen, setChosen] = useState<Platform | null>(null);
  const selected = chosen ?? (inBrowser ? platformOf(navigator.userAgent) : null);
  const tabs = useRef(new Map<Platform, HTMLButtonElement>());
  const id = useId();
  const tabId = (platform: Platform) => `${id}-tab-${platform}`;
  const panelId = `${id}-panel`;

  function select(platform: Platform) {
    setChosen(platform);
    tabs.current.get(platform)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!selected) return;
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
        aria-labelledby={selected ? tabId(selected) : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern: Tab moves from the tab to its panel, whose text may hold no link.
        tabIndex={0}
        className="rounded-b-lg bg-surface p-4 sm:p-6"
      >
        {!selected ? null : siteInfo.isPending ? (
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

/**
 * A platform's panel: the configured store or download link with how to install it; for a computer
 * without one, the layout files made from the key map; for a phone without one, "Coming soon".
 */
function PlatformDownload({ platform, links }: { platform: Platform; links: KeyboardLinks }) {
  const { t } = useTranslation('pages');
  const link = links[platform];
  if (link) {
    return (
      <>
        <p className={paragraph}>{t(`download.platforms.${platform}.text`)}</p>
        <a href={link} className={`${buttonBase} ${buttonVariants.primary}`}>
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
  if (isDesktop(platform)) return <LayoutDownload platform={platform} />;
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

/** A layout file's download button. */
function FileLink({ file, children }: { file: LayoutFile; children: string }) {
  return (
    <a
      href={layoutUrl(file)}
      download={layoutFiles[file].name}
      className={`${buttonBase} ${buttonVariants.primary} mb-4`}
    >
      {children}
    </a>
  );
}

/** A command to type in a terminal: left to right in every language. */
const Command = ({ children }: { children: string }) => (
  <code dir="ltr" className={command}>
    {children}
  </code>
);

/** The three steps that install a Windows or Mac layout. */
function InstallSteps({ platform }: { platform: 'windows' | 'mac' }) {
  const { t } = useTranslation('pages');
  return (
    <ol className={orderedList}>
      {([1, 2, 3] as const).map((step) => (
        <li key={step}>{t(`download.layouts.${platform}.step${step}`)}</li>
      ))}
    </ol>
  );
}

/** A computer's panel: the TP layout to download, and the steps that install it. */
function LayoutDownload({ platform }: { platform: Desktop }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <p className={paragraph}>{t('download.layouts.intro')}</p>
      {platform === 'windows' && (
        <>
          <FileLink file="klc">{t('download.layouts.windows.link')}</FileLink>
          <InstallSteps platform="windows" />
          <p className={paragraph}>{t('download.layouts.windows.scriptText')}</p>
          <FileLink file="ahk">{t('download.layouts.windows.scriptLink')}</FileLink>
        </>
      )}
      {platform === 'mac' && (
        <>
          <FileLink file="keylayout">{t('download.layouts.mac.link')}</FileLink>
          <InstallSteps platform="mac" />
        </>
      )}
      {platform === 'linux' && (
        <>
          <FileLink file="xkb">{t('download.layouts.linux.link')}</FileLink>
          <ol className={orderedList}>
            {(['install', 'gnome', 'kde', 'x11'] as const).map((step) => (
              <li key={step}>
                {t(`download.layouts.linux.${step}`)}
                <Command>{linuxInstallCommands[step]}</Command>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
