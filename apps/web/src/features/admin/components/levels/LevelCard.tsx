import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Level } from '@tp/contract/levels';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { useToast } from '#web/ui/Toast';
import { firstTryShare } from '../../api/answer-stats';
import { useDeleteLevel, useSetLevelPublished } from '../../api/levels';
import { EditButton } from '../CardIconButton';
import { DeleteButton } from '../DeleteButton';

/** What the level holds, in a line or two. */
function contentSummary(level: Level, t: TFunction<'adminLevels'>): string[] {
  const lines: string[] = [];
  switch (level.type) {
    case 'sound':
    case 'listening':
      lines.push(
        level.sounds.length > 0
          ? t('card.sounds', { names: level.sounds.map((sound) => sound.name).join(', ') })
          : t('card.noSounds'),
      );
      break;
    case 'video':
      lines.push(level.video ? t('card.video', { title: level.video.title }) : t('card.noVideo'));
      break;
    case 'mcq':
      lines.push(t('card.mcqs', { amount: level.mcqs.length }));
      break;
    case 'info':
    case 'speaking':
      lines.push(t('card.texts', { amount: level.texts.length }));
      break;
  }
  if (level.image) lines.push(t('card.image', { title: level.image.title }));
  return lines;
}

/**
 * Publish or Unpublish: learners see published levels only. When the server refuses (a level
 * without an item), the toast gives its reason.
 */
function PublishButton({ level, name }: { level: Level; name: string }) {
  const { t } = useTranslation('adminLevels');
  const toast = useToast();
  const publish = useSetLevelPublished();
  const published = level.published;

  async function toggle() {
    try {
      await publish.mutateAsync({ id: level._id, published: !published });
      toast.show(t(published ? 'card.unpublished' : 'card.publishedDone', { name }), 'success');
    } catch (error) {
      const empty = error instanceof ApiError && error.code === 'level_empty';
      toast.show(
        `${t(published ? 'card.unpublishFailed' : 'card.publishFailed')}${empty ? ` ${t('card.needsItem')}` : ''}`,
        'error',
      );
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={publish.isPending}
      aria-label={t(published ? 'card.unpublishLabel' : 'card.publishLabel', { name })}
      className="min-h-11 rounded-lg border border-border px-3 font-medium text-link text-sm hover:bg-bg disabled:opacity-60"
    >
      {t(published ? 'card.unpublish' : 'card.publish')}
    </button>
  );
}

interface LevelCardProps {
  level: Level;
  /** The number shown: the level's place in the order on screen. */
  number: number;
  /** Learners' first answers to its items, once loaded. */
  answers: { firstTries: number; firstTryCorrect: number } | undefined;
  onEdit: () => void;
  onShowAnswers: () => void;
}

/** One level in the grid, dragged by its handle. */
export function LevelCard({ level, number, answers, onEdit, onShowAnswers }: LevelCardProps) {
  const { t } = useTranslation('adminLevels');
  const { t: ta } = useTranslation('adminAnswers');
  const remove = useDeleteLevel();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: level._id,
      transition: { duration: 150, easing: 'ease' },
      attributes: { roleDescription: t('dnd.role') },
    });
  const name = t('card.name', { n: number });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-sm ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      {/* On a narrow card the actions wrap under the title rather than squeeze it. */}
      <div className="flex flex-wrap items-center gap-1">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={t('card.move', { n: number })}
          title={t('card.move', { n: number })}
          className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted active:cursor-grabbing"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
            <circle cx="9" cy="6" r="1.5" />
            <circle cx="15" cy="6" r="1.5" />
            <circle cx="9" cy="12" r="1.5" />
            <circle cx="15" cy="12" r="1.5" />
            <circle cx="9" cy="18" r="1.5" />
            <circle cx="15" cy="18" r="1.5" />
          </svg>
        </button>
        <h4 className="min-w-0 flex-1 basis-24 font-semibold text-lg">{name}</h4>
        <div className="ms-auto flex">
          <EditButton label={t('card.edit', { n: number })} onClick={onEdit} />
          <DeleteButton
            name={name}
            onDelete={() => remove.mutateAsync(level._id)}
            messages={{ success: t('card.deleted', { n: number }), failure: t('card.deleteFailed') }}
          />
        </div>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">{t(`types.${level.type}`)}</span>
        <span className="text-muted">{t('card.points', { points: level.points })}</span>
        {level.premiumOnly && (
          <span className="rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-fg text-sm">
            {t('card.premium')}
          </span>
        )}
        {!level.published && (
          <span className="rounded-full border border-border bg-bg px-2 py-0.5 font-semibold text-muted text-sm">
            {t('card.draft')}
          </span>
        )}
        <span className="ms-auto">
          <PublishButton level={level} name={name} />
        </span>
      </p>
      {contentSummary(level, t).map((line) => (
        <p key={line} className="break-words text-muted text-sm">
          {line}
        </p>
      ))}
      {answers && (
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>
            {answers.firstTries > 0
              ? ta('card.firstTry', { share: firstTryShare(answers), tries: answers.firstTries })
              : ta('card.noAnswers')}
          </span>
          <button type="button" onClick={onShowAnswers} className="min-h-11 px-1 text-link underline">
            {ta('card.details', { n: number })}
          </button>
        </p>
      )}
    </li>
  );
}
