import type { Badge } from '@tp/contract/progress';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The award rule in words: 'Complete 10 levels', 'Earn 500 points', 'Keep a 7-day streak'. */
function ruleInWords(t: TFunction<'adminQuiz'>, language: string, { kind, threshold }: Badge['rule']) {
  if (kind !== 'streak' && threshold === 1) return t(`badges.rule.${kind}One`);
  return t(`badges.rule.${kind}`, { n: new Intl.NumberFormat(language).format(threshold) });
}

export function BadgeCard({ badge }: { badge: Badge }) {
  const { t, i18n } = useTranslation('adminQuiz');
  return (
    <li className="flex min-w-0 items-start gap-4 rounded-xl border border-border bg-surface p-4">
      <img
        src={badge.imageURL}
        alt={badge.name}
        loading="lazy"
        className="size-16 shrink-0 rounded-lg object-contain"
      />
      <div className="flex min-w-0 flex-col gap-1 break-words">
        <h3 className="font-semibold">{badge.name}</h3>
        <p className="whitespace-pre-line">{badge.description}</p>
        <p className="text-muted text-sm">{ruleInWords(t, i18n.language, badge.rule)}</p>
      </div>
    </li>
  );
}
