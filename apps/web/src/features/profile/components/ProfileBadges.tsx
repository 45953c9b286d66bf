import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function ProfileBadges({ badges }: { badges: readonly string[] }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-5">
      <h2 id={headingId} className="mb-4 font-bold text-xl">
        {t('profile.badges')}
      </h2>
      {badges.length === 0 ? (
        <p className="text-muted">{t('profile.noBadges')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {/* Two badges may share a name, so the position keeps the keys unique; the list never reorders. */}
          {badges.map((badge, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className="rounded-full bg-option px-3 py-1 font-semibold text-option-fg">
              <span aria-hidden="true">🏅 </span>
              {badge}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
