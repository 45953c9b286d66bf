import { Link } from 'react-router';
import { useSiteInfo } from '#web/lib/site-info';
import { Spinner } from '#web/ui/Spinner';
import { inlineLink } from './text-styles';

/**
 * The support address from the server's configuration, as a mailto link. Should it not load, the
 * sentence still leads somewhere: to the contact form.
 */
export function SupportEmail({ fallbackLabel }: { fallbackLabel: string }) {
  const siteInfo = useSiteInfo();
  if (siteInfo.isPending) return <Spinner size="sm" />;
  if (siteInfo.isError) {
    return (
      <Link to="/contact" className={inlineLink}>
        {fallbackLabel}
      </Link>
    );
  }
  const { supportEmail } = siteInfo.data;
  return (
    <a href={`mailto:${supportEmail}`} className={`${inlineLink} break-all`}>
      {supportEmail}
    </a>
  );
}
