import type { ContrastDrill } from '@tp/contract/levels';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFirstLanguage, useFirstLanguageDrills, useGoToLevel } from '#web/course/first-language';
import { useGuestProgress } from '#web/lib/guest-progress';
import { useSession } from '#web/session/use-session';
import { buttonBase, buttonVariants } from '#web/ui/Button';
import { useToast } from '#web/ui/Toast';

/** A contrast's two sides as the learner reads them: `l-r` → l / r, `h-` → h / (no sound). */
function useContrastLabel() {
  const { t } = useTranslation();
  return (id: string) => {
    const [a = '', b = ''] = id.split('-');
    return `${a} / ${b || t('firstLanguage.noSound')}`;
  };
}

/**
 * "Sounds that are hard for speakers of X": the listening drills of the contrasts hardest for the
 * learner's first language, hardest first (docs/design.md §5). A drill the learner has reached
 * can be played again; one ahead is shown as not reached yet, and a premium-only one, to a learner
 * without premium, leads to the upgrade, as on the course map. Nothing is shown without drills.
 * `folded`, the list opens from its title (the game's screen keeps its room for the item).
 */
export function FirstLanguageDrills({
  className = '',
  folded = false,
}: {
  className?: string;
  folded?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useFirstLanguage();
  const drills = useFirstLanguageDrills(language);
  const list = drills.data?.drills ?? [];
  if (list.length === 0) return null;
  const title =
    language === 'other'
      ? t('firstLanguage.drills.titleOther')
      : t('firstLanguage.drills.title', { language: t(`firstLanguage.names.${language}`) });
  const drillList = (
    <ol className="mt-2 flex flex-col gap-2">
      {list.map((drill) => (
        <DrillRow key={drill.levelId} drill={drill} />
      ))}
    </ol>
  );
  if (folded)
    return (
      <details className={`rounded-xl border border-border bg-surface px-4 py-2 ${className}`}>
        <summary className="min-h-11 cursor-pointer content-center font-semibold">{title}</summary>
        {drillList}
      </details>
    );
  return (
    <section aria-label={title} className={`rounded-xl border border-border bg-surface p-4 ${className}`}>
      <h2 className="font-semibold">{title}</h2>
      {drillList}
    </section>
  );
}

function DrillRow({ drill }: { drill: ContrastDrill }) {
  const { t } = useTranslation();
  const label = useContrastLabel();
  const { user, token } = useSession();
  const guest = useGuestProgress();
  const navigate = useNavigate();
  const toast = useToast();
  const go = useGoToLevel();
  const reached = token ? (user?.displayedLevel ?? 0) : guest.level + 1;
  const premium = drill.premiumOnly && user?.accountType !== 'premium';
  const name = t('firstLanguage.drills.drill', { sounds: label(drill.contrast), level: drill.level });
  let action: React.ReactNode;
  if (premium)
    action = (
      <Link to="/checkout" className="text-link underline">
        {t('firstLanguage.drills.premium')}
      </Link>
    );
  else if (drill.level > reached)
    action = <span className="text-muted">{t('firstLanguage.drills.notReached')}</span>;
  else
    action = (
      <button
        type="button"
        aria-label={t('firstLanguage.drills.playLabel', { drill: name })}
        disabled={go.isPending}
        onClick={() =>
          go.mutate(drill.level, {
            onSuccess: () => void navigate('/'),
            onError: () => toast.show(t('firstLanguage.drills.playFailed'), 'error'),
          })
        }
        className={`${buttonBase} ${buttonVariants.secondary}`}
      >
        {t('firstLanguage.drills.play')}
      </button>
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <span>
        <span className="font-semibold" dir="ltr">
          {label(drill.contrast)}
        </span>{' '}
        <span className="text-muted text-sm">{t('firstLanguage.drills.level', { level: drill.level })}</span>
      </span>
      {action}
    </li>
  );
}
