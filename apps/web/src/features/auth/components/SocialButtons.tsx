import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/Toast';

/** Google and Apple sign-in; until their flows exist a click says so instead of doing nothing. */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  return (
    <div className="mt-6 flex flex-col gap-3">
      <p className="flex items-center gap-3 text-muted text-sm before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t('social.or')}
      </p>
      <Button variant="secondary" onClick={() => toast.show(t('social.googleUnavailable'))}>
        {t('social.google')}
      </Button>
      <Button variant="secondary" onClick={() => toast.show(t('social.appleUnavailable'))}>
        {t('social.apple')}
      </Button>
    </div>
  );
}
