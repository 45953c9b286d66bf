import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSiteInfo } from '#web/lib/site-info';

function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <a href={`mailto:${email}`} className="text-link underline">
      {children}
    </a>
  );
}

/** "You can also write to …", with the configured support address; nothing until it is known. */
export function SupportAddress() {
  const { t } = useTranslation('site');
  const info = useSiteInfo();
  if (!info.data) return null;
  const email = info.data.supportEmail;
  return (
    <p className="mt-8">
      <Trans
        t={t}
        i18nKey="contact.writeTo"
        values={{ email }}
        components={{ mail: <MailLink email={email} /> }}
      />
    </p>
  );
}
