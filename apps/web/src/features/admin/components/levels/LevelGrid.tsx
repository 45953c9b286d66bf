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
import { levelTypes } from '@tp/contract/constants';
import type { Level } from '@tp/contract/levels';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { SelectField } from '#web/ui/Field';
import { Modal } from '#web/ui/Modal';
import { PageSpinner } from '#web/ui/Spinner';
import { useToast } from '#web/ui/Toast';
import { levelAnswerStatsQueryOptions } from '../../api/answer-stats';
import { useReorderLevels } from '../../api/levels';
import { CardGrid } from '../AdminList';
import { ListSearch } from '../find/ListSearch';
import { cardsPerPage, ShowMore } from '../find/ShowMore';
import { searchable } from '../find/text-match';
import { useUrlParam } from '../find/use-url-param';
import { LevelAnswers } from './LevelAnswers';
import { LevelBulkActions, selectionColumn } from './LevelBulkActions';
import { LevelCard } from './LevelCard';
import { LevelEditForm } from './LevelEditForm';
import { LevelTable } from './LevelTable';
import {
  isLevelStatus,
  isLevelType,
  levelStatuses,
  matchesLevel,
  parseSort,
  sortLevels,
  sortParam,
} from './level-find';
import { arrangeLevels, moveLevel, reorderPayload } from './level-order';
import { useDragAccessibility } from './use-drag-accessibility';
import { useLevelSelection } from './use-level-selection';
import { useLevelsView, ViewToggle } from './ViewToggle';

/** The course, or why it is not shown. `newId` is the level created last, always among the cards. */
export function LevelGrid({
  course,
  newId = null,
}: {
  course: UseQueryResult<Level[]>;
  newId?: string | null;
}) {
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
        <FoundLevels levels={course.data} newId={newId} />
      )}
    </div>
  );
}

/**
 * The levels a search and the type and status filters leave (all kept in the URL), as cards or as
 * a table, whichever the admin chose last.
 */
function FoundLevels({ levels, newId }: { levels: Level[]; newId: string | null }) {
  const { t } = useTranslation('adminFind');
  const { t: tl } = useTranslation('adminLevels');
  const [view, setView] = useLevelsView(levels.length);
  const [search, setSearch] = useUrlParam('q');
  const [type, setType] = useUrlParam('type');
  const [status, setStatus] = useUrlParam('status');
  const [sort, setSort] = useUrlParam('sort');
  const [openId, setOpenId] = useState<string | null>(null);
  const needle = searchable(useDeferredValue(search));
  const found = useMemo(() => {
    const filter = {
      needle,
      type: isLevelType(type) ? type : '',
      status: isLevelStatus(status) ? status : '',
    } as const;
    return levels.filter((level) => matchesLevel(level, filter));
  }, [levels, needle, type, status]);
  const sorted = useMemo(() => sortLevels(found, parseSort(sort)), [found, sort]);
  const open = levels.find((level) => level._id === openId);
  const selection = useLevelSelection(sorted);

  return (
    <>
      <ListSearch
        label={t('levels.search')}
        value={search}
        onChange={setSearch}
        shown={found.length}
        total={levels.length}
        noMatch={search.trim() ? t('levels.noMatch', { query: search.trim() }) : t('levels.noMatchFilters')}
      >
        <SelectField label={t('levels.type')} value={type} onChange={(event) => setType(event.target.value)}>
          <option value="">{t('levels.allTypes')}</option>
          {levelTypes.map((name) => (
            <option key={name} value={name}>
              {tl(`types.${name}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('levels.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="">{t('levels.anyStatus')}</option>
          {levelStatuses.map((name) => (
            <option key={name} value={name}>
              {t(`levels.${name}`)}
            </option>
          ))}
        </SelectField>
        <ViewToggle view={view} onChange={setView} />
      </ListSearch>
      {found.length > 0 &&
        (view === 'table' ? (
          <>
            <LevelBulkActions selection={selection} courseSize={levels.length} />
            <LevelTable
              levels={sorted}
              sort={parseSort(sort)}
              onSort={(next) => setSort(sortParam(next))}
              onOpen={(level) => setOpenId(level._id)}
              select={selectionColumn(selection)}
            />
          </>
        ) : (
          <SortableLevels levels={levels} found={found} newId={newId} />
        ))}
      <LevelEditor level={open} number={open?.level} onClose={() => setOpenId(null)} />
    </>
  );
}

/** The level editor in its dialog, open while there is a level to edit. */
function LevelEditor({
  level,
  number,
  onClose,
}: {
  level: Level | undefined;
  number: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminLevels');
  return (
    <Modal open={level !== undefined} onClose={onClose} title={level ? t('edit.title', { n: number }) : ''}>
      {level && <LevelEditForm key={level._id} level={level} />}
    </Modal>
  );
}

/**
 * The cards of the levels found, a page at a time, reordered by dragging their handles (pointer or
 * keyboard) among the whole course. The new order stays on screen, numbered by position, until
 * SAVE sends it. The level created last is shown after the page when it falls beyond it.
 */
function SortableLevels({ levels, found, newId }: { levels: Level[]; found: Level[]; newId: string | null }) {
  const { t } = useTranslation('adminLevels');
  const { t: ta } = useTranslation('adminAnswers');
  const toast = useToast();
  const reorder = useReorderLevels();
  const answers = useQuery(levelAnswerStatsQueryOptions());
  const [order, setOrder] = useState<string[] | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [answersId, setAnswersId] = useState<string | null>(null);
  const [count, setCount] = useState(cardsPerPage);
  const arranged = arrangeLevels(levels, order);
  const ids = arranged.map((level) => level._id);
  const foundIds = new Set(found.map((level) => level._id));
  const shown = arranged.filter((level) => foundIds.has(level._id));
  const page = shown.filter((level, index) => index < count || level._id === newId);
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
        <SortableContext items={page.map((level) => level._id)} strategy={rectSortingStrategy}>
          <CardGrid>
            {page.map((level) => (
              <LevelCard
                key={level._id}
                level={level}
                number={numberOf(level, ids.indexOf(level._id))}
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
      <ShowMore shown={page.length} total={shown.length} onMore={() => setCount(count + cardsPerPage)} />
      <LevelEditor
        level={editing}
        number={editing && numberOf(editing, editingIndex)}
        onClose={() => setEditingId(null)}
      />
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
