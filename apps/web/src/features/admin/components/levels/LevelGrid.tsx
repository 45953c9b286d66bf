import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { Level } from '@tp/contract/levels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Modal } from '#web/ui/Modal';
import { PageSpinner } from '#web/ui/Spinner';
import { useToast } from '#web/ui/Toast';
import { levelAnswerStatsQueryOptions } from '../../api/answer-stats';
import { useReorderLevels } from '../../api/levels';
import { CardGrid } from '../AdminList';
import { LevelAnswers } from './LevelAnswers';
import { LevelCard } from './LevelCard';
import { LevelEditForm } from './LevelEditForm';
import { arrangeLevels, moveLevel, reorderPayload } from './level-order';
import { useDragAccessibility } from './use-drag-accessibility';

/** The course, or why it is not shown. */
export function LevelGrid({ course }: { course: UseQueryResult<Level[]> }) {
  const { t } = useTranslation('adminLevels');
  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-semibold text-lg">{t('grid.title')}</h3>
      {course.isPending ? (
        <PageSpinner />
      ) : course.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t('grid.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void course.refetch()}>
            {t('grid.retry')}
          </Button>
        </div>
      ) : course.data.length === 0 ? (
        <p className="text-muted">{t('grid.empty')}</p>
      ) : (
        <SortableLevels levels={course.data} />
      )}
    </div>
  );
}

/**
 * The cards, reordered by dragging their handles (pointer or keyboard). The new order stays on
 * screen, numbered by position, until SAVE sends it.
 */
function SortableLevels({ levels }: { levels: Level[] }) {
  const { t } = useTranslation('adminLevels');
  const { t: ta } = useTranslation('adminAnswers');
  const toast = useToast();
  const reorder = useReorderLevels();
  const answers = useQuery(levelAnswerStatsQueryOptions());
  const [order, setOrder] = useState<string[] | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [answersId, setAnswersId] = useState<string | null>(null);
  const arranged = arrangeLevels(levels, order);
  const ids = arranged.map((level) => level._id);
  const numberOf = (level: Level, index: number) => (order ? index + 1 : level.level);
  const nameOf = (id: string) => {
    const index = ids.indexOf(id);
    const level = arranged[index];
    return level ? t('card.name', { n: numberOf(level, index) }) : '';
  };
  const accessibility = useDragAccessibility(ids, nameOf);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function drop({ active, over }: Pick<DragEndEvent, 'active' | 'over'>) {
    if (!over || active.id === over.id) return;
    setOrder(moveLevel(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  async function save() {
    try {
      await reorder.mutateAsync(reorderPayload(arranged));
      toast.show(t('grid.reordered'), 'success');
    } catch {
      toast.show(t('grid.reorderFailed'), 'error');
    } finally {
      // Either way the server's order is the one shown now (the failure refetched it).
      setOrder(null);
    }
  }

  const editingIndex = editingId ? ids.indexOf(editingId) : -1;
  const editing = arranged[editingIndex];
  const answersIndex = answersId ? ids.indexOf(answersId) : -1;
  const showing = arranged[answersIndex];

  return (
    <>
      {order && (
        <div className="sticky top-2 z-20 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-3 shadow-md">
          <p>{t('grid.unsaved')}</p>
          <Button loading={reorder.isPending} onClick={() => void save()}>
            {t('grid.save')}
          </Button>
        </div>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={drop}
        accessibility={accessibility}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <CardGrid>
            {arranged.map((level, index) => (
              <LevelCard
                key={level._id}
                level={level}
                number={numberOf(level, index)}
                answers={
                  answers.data && (answers.data.get(level._id) ?? { firstTries: 0, firstTryCorrect: 0 })
                }
                onEdit={() => setEditingId(level._id)}
                onShowAnswers={() => setAnswersId(level._id)}
              />
            ))}
          </CardGrid>
        </SortableContext>
      </DndContext>
      <Modal
        open={editing !== undefined}
        onClose={() => setEditingId(null)}
        title={editing ? t('edit.title', { n: numberOf(editing, editingIndex) }) : ''}
      >
        {editing && <LevelEditForm key={editing._id} level={editing} />}
      </Modal>
      <Modal
        open={showing !== undefined}
        onClose={() => setAnswersId(null)}
        title={showing ? ta('panel.title', { n: numberOf(showing, answersIndex) }) : ''}
      >
        {showing && <LevelAnswers key={showing._id} levelId={showing._id} />}
      </Modal>
    </>
  );
}
