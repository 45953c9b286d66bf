import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteInfo } from '#web/lib/site-info';
import { SupportEmail } from './SupportEmail';
import { inlineLink } from './text-styles';

/**
 * What the tags in the pages' texts become (for `<Trans components>`): `<email/>` is the support
 * address, `<settings>Settings</settings>` a link whose words the translation chooses, and so on.
 * The contact form's label stands in for the address when it cannot be loaded.
 */
export function textLinks(contactFormLabel: string): Record<string, ReactElement> {
  const to = (path: string) => <Link to={path} className={inlineLink} />;
  return {
    email: <SupportEmail fallbackLabel={contactFormLabel} />,
    contact: to('/contact'),
    settings: to('/settings'),
    profile: to('/profile'),
    deletion: to('/delete-account'),
    privacy: to('/privacy-policy'),
    android: to('/privacyPolicyKeyboardAndroid'),
    ios: to('/privacyPolicyKeyboardiphone'),
    support: to('/iOS-keyboard-support'),
    store: <AppStoreLink />,
  };
}

/** The iPhone keyboard's App Store listing, as configured; the bare words while it has none. */
function AppStoreLink({ children }: { children?: ReactNode }) {
  const url = useSiteInfo().data?.keyboardLinks.iphone;
  return url ? (
    <a href={url} className={inlineLink}>
      {children}
    </a>
  ) : (
    children
  );
}
