import type { BulkLevelsBody } from '@tp/contract/level-bulk';
import type { Level } from '@tp/contract/levels';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Field } from '#web/ui/Field';
import { Modal } from '#web/ui/Modal';
import { useToast } from '#web/ui/Toast';
import { useBulkLevels } from '../../api/level-bulk';
import type { LevelSelection } from './use-level-selection';

/** The table's first column: a checkbox per row, and one in the header for every row shown. */
export function selectionColumn(selection: LevelSelection) {
  return {
    header: <SelectAll selection={selection} />,
    cell: (level: Level): ReactNode => <SelectRow selection={selection} level={level} />,
  };
}

function SelectAll({ selection }: { selection: LevelSelection }) {
  const { t } = useTranslation('adminFind');
  const ref = useRef<HTMLInputElement>(null);
  const some = selection.selected.length > 0 && !selection.allSelected;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={selection.allSelected}
      onChange={selection.toggleAll}
      aria-label={t('bulk.selectAll')}
      className="size-5"
    />
  );
}

function SelectRow({ selection, level }: { selection: LevelSelection; level: Level }) {
  const { t } = useTranslation('adminFind');
  return (
    <input
      type="checkbox"
      checked={selection.isSelected(level)}
      onChange={() => selection.toggle(level)}
      // The row opens the level's editor; a tick only ticks.
      onClick={(event) => event.stopPropagation()}
      aria-label={t('bulk.select', { n: level.level })}
      className="size-5"
    />
  );
}

/**
 * What can be done with the ticked levels at once: publish, unpublish, delete (after a dialog
 * naming how many) or move them together to a position. Shown while some are ticked.
 */
export function LevelBulkActions({
  selection,
  courseSize,
}: {
  selection: LevelSelection;
  courseSize: number;
}) {
  const { t } = useTranslation('adminFind');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const bulk = useBulkLevels();
  const [asking, setAsking] = useState(false);
  const [position, setPosition] = useState('1');
  const count = selection.selected.length;
  if (count === 0) return null;
  const lastPosition = courseSize - count + 1;
  const target = Number(position);
  const validPosition = Number.isInteger(target) && target >= 1 && target <= lastPosition;

  const ids = selection.selected.map((level) => level._id);
  const run = (body: BulkLevelsBody) =>
    bulk.mutate(body, {
      onSuccess: () => {
        toast.show(t(`bulk.done.${body.action}`, { count }), 'success');
        selection.clear();
      },
      onError: () => toast.show(t('bulk.failed'), 'error'),
      onSettled: () => setAsking(false),
    });

  return (
    <section
      aria-label={t('bulk.label')}
      className="sticky top-2 z-20 flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-3 shadow-md"
    >
      <p className="min-h-10 self-center font-semibold" aria-live="polite">
        {t('bulk.selected', { count })}
      </p>
      <Button variant="secondary" loading={bulk.isPending} onClick={() => run({ action: 'publish', ids })}>
        {t('bulk.publish')}
      </Button>
      <Button variant="secondary" loading={bulk.isPending} onClick={() => run({ action: 'unpublish', ids })}>
        {t('bulk.unpublish')}
      </Button>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('bulk.delete')}
      </Button>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (validPosition) run({ action: 'move', ids, position: target });
        }}
      >
        <Field
          label={t('bulk.position', { last: lastPosition })}
          type="number"
          min={1}
          max={lastPosition}
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          className="w-40"
        />
        <Button type="submit" variant="secondary" disabled={!validPosition} loading={bulk.isPending}>
          {t('bulk.move')}
        </Button>
      </form>
      <Button variant="secondary" onClick={selection.clear} className="ms-auto">
        {t('bulk.clear')}
      </Button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={t('bulk.confirmDelete', { count })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {tc('dialog.cancel')}
            </Button>
            <Button variant="danger" loading={bulk.isPending} onClick={() => run({ action: 'delete', ids })}>
              {t('bulk.delete')}
            </Button>
          </>
        }
      >
        <p>{t('bulk.deleteWarning')}</p>
      </Modal>
    </section>
  );
}
