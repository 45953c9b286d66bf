import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { downloadLinks } from '../download-links';
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
    store: to(downloadLinks.iphone),
  };
}
