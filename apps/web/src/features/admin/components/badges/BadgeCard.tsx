import type { Badge } from '@tp/contract/progress';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDeleteBadge } from '../../api/quizzes';
import { DeleteButton } from '../DeleteButton';
import { EditAction } from '../EditAction';
import { BadgeForm } from './BadgeForm';

/** The award rule in words: 'Complete 10 levels', 'Earn 500 points', 'Keep a 7-day streak'. */
function ruleInWords(t: TFunction<'adminQuiz'>, language: string, { kind, threshold }: Badge['rule']) {
  if (kind !== 'streak' && threshold === 1) return t(`badges.rule.${kind}One`);
  return t(`badges.rule.${kind}`, { n: new Intl.NumberFormat(language).format(threshold) });
}

/** One badge: its image, name, description and rule, with the edit and delete buttons. */
export function BadgeCard({ badge }: { badge: Badge }) {
  const { t, i18n } = useTranslation('adminQuiz');
  const deleteBadge = useDeleteBadge();
  return (
    <li className="flex min-w-0 items-start gap-4 rounded-xl border border-border bg-surface p-4">
      <img
        src={badge.imageURL}
        alt={badge.name}
        loading="lazy"
        className="size-16 shrink-0 rounded-lg object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 break-words">
        <h3 className="font-semibold">{badge.name}</h3>
        <p className="whitespace-pre-line">{badge.description}</p>
        <p className="text-muted text-sm">{ruleInWords(t, i18n.language, badge.rule)}</p>
      </div>
      <div className="flex shrink-0 flex-col">
        <EditAction
          name={badge.name}
          edit={{ title: t('edit.badgeTitle'), form: (close) => <BadgeForm badge={badge} onDone={close} /> }}
        />
        <DeleteButton
          name={badge.name}
          onDelete={() => deleteBadge.mutateAsync(badge._id)}
          messages={{
            success: t('edit.badgeDeleted'),
            failure: t('edit.badgeDeleteFailed'),
            conflict: t('edit.badgeHeld'),
          }}
        />
      </div>
    </li>
  );
}
