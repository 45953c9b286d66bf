import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '#web/lib/site-info';
import { Button, buttonBase, buttonVariants } from '#web/ui/Button';
import { AppleButton } from './AppleButton';

/** A provider's button while it cannot be used, with the reason under it. */
function UnavailableButton({ label, reason, id }: { label: string; reason?: string; id: string }) {
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" disabled aria-describedby={reason ? id : undefined}>
        {label}
      </Button>
      {reason && (
        <p id={id} className="text-center text-muted text-sm">
          {reason}
        </p>
      )}
    </div>
  );
}

/** Google and Apple sign-in, offered as the server is configured; each says so when it is not. */
export function SocialButtons() {
  const { t } = useTranslation('providers');
  const siteInfo = useSiteInfo();
  // Until the server has said which are configured, both buttons wait without a reason.
  const providers = siteInfo.data?.signInProviders;
  return (
    <div className="mt-6 flex flex-col gap-3">
      <p className="flex items-center gap-3 text-muted text-sm before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t('or')}
      </p>
      {providers?.google ? (
        // A full navigation: the server sends the browser on to Google.
        <a href="/api/v1/auth/google" className={`${buttonBase} ${buttonVariants.secondary}`}>
          {t('google')}
        </a>
      ) : (
        <UnavailableButton
          id="google-unavailable"
          label={t('google')}
          reason={providers && t('googleUnavailable')}
        />
      )}
      {providers?.apple ? (
        <AppleButton clientId={providers.apple.clientId} />
      ) : (
        <UnavailableButton
          id="apple-unavailable"
          label={t('apple')}
          reason={providers && t('appleUnavailable')}
        />
      )}
      {siteInfo.isError && <p className="text-center text-muted text-sm">{t('checkFailed')}</p>}
    </div>
  );
}
