import { useQuery } from '@tanstack/react-query';
import type { Level } from '@tp/contract/levels';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { levelAnswerStatsQueryOptions } from '../../api/answer-stats';
import { useVirtualRows } from '../find/use-virtual-rows';
import {
  type LevelColumn,
  type LevelSort,
  levelColumns,
  levelItems,
  levelStatus,
  levelTitle,
} from './level-find';

/** Each row's height in pixels (`h-12`): the rows drawn follow the scroll by it. */
const rowHeight = 48;
/** The box's height before it is laid out (`max-h-[70vh]` of a phone). */
const viewHeight = 480;

interface LevelTableProps {
  levels: readonly Level[];
  sort: LevelSort;
  onSort: (sort: LevelSort) => void;
  onOpen: (level: Level) => void;
  /** A first column, for ticking rows: its header and each row's cell. */
  select?: { header: ReactNode; cell: (level: Level) => ReactNode } | undefined;
}

/**
 * The levels as a compact table, sorted by a column, its header kept in view; only the rows in
 * view are drawn, so 500 levels scroll as smoothly as 5. A row opens the level's editor.
 */
export function LevelTable({ levels, sort, onSort, onOpen, select }: LevelTableProps) {
  const { t } = useTranslation('adminFind');
  const { t: tl } = useTranslation('adminLevels');
  const box = useRef<HTMLDivElement>(null);
  const rows = useVirtualRows(box, levels.length, rowHeight, viewHeight);
  const answers = useQuery(levelAnswerStatsQueryOptions());
  const spacer = (height: number) =>
    height > 0 && (
      <tr style={{ height }}>
        <td colSpan={levelColumns.length + 1 + (select ? 1 : 0)} />
      </tr>
    );

  return (
    <div ref={box} className="max-h-[70vh] overflow-auto rounded-lg border border-border">
      <table className="w-full min-w-[40rem] table-fixed border-collapse text-start">
        <caption className="sr-only">{t('levels.caption')}</caption>
        <thead className="sticky top-0 z-10 bg-surface shadow-sm">
          <tr>
            {select && (
              <th scope="col" className="w-12 px-3">
                {select.header}
              </th>
            )}
            {levelColumns.map((column) => (
              <SortHeader key={column} column={column} sort={sort} onSort={onSort} />
            ))}
            <th scope="col" className="w-28 px-3 py-1 font-semibold">
              {t('levels.columns.dropOff')}
            </th>
          </tr>
        </thead>
        <tbody>
          {spacer(rows.before)}
          {levels.slice(rows.start, rows.end).map((level) => (
            <tr
              key={level._id}
              onClick={() => onOpen(level)}
              className="h-12 cursor-pointer border-border border-t hover:bg-bg"
            >
              {select && <td className="px-3">{select.cell(level)}</td>}
              <td className="px-3 font-semibold tabular-nums">
                {/* The row's one control: keyboard users open the level here. Its name holds the
                    number it shows, as a spoken command must match what is seen. */}
                <button
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(level);
                  }}
                  aria-label={tl('card.edit', { n: level.level })}
                  className="rounded text-link underline"
                >
                  {level.level}
                </button>
              </td>
              <td className="truncate px-3">{tl(`types.${level.type}`)}</td>
              <td className="truncate px-3">{levelTitle(level) || t('levels.noContent')}</td>
              <td className="truncate px-3">{t(`levels.${levelStatus(level)}`)}</td>
              <td className="px-3 tabular-nums">{levelItems(level)}</td>
              <td className="truncate px-3 tabular-nums">
                <DropOff stat={answers.data?.get(level._id)} />
              </td>
            </tr>
          ))}
          {spacer(rows.after)}
        </tbody>
      </table>
    </div>
  );
}

/** Learners who started a level and did not finish it, of those who started it. */
function DropOff({ stat }: { stat: { started: number; finished: number } | undefined }) {
  const { t } = useTranslation('adminFind');
  if (!stat || stat.started === 0) return null;
  return (
    <>{t('levels.dropOff', { dropped: Math.max(0, stat.started - stat.finished), started: stat.started })}</>
  );
}

const widths: Record<LevelColumn, string> = {
  number: 'w-20',
  type: 'w-28',
  title: '',
  status: 'w-28',
  items: 'w-20',
};

/** A column's header: a button that sorts by it, and again in the other direction. */
function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: LevelColumn;
  sort: LevelSort;
  onSort: (sort: LevelSort) => void;
}) {
  const { t } = useTranslation('adminFind');
  const active = sort.column === column;
  const label = t(`levels.columns.${column}`);
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
      className={`px-1 py-1 font-semibold ${widths[column]}`}
    >
      <button
        type="button"
        onClick={() => onSort({ column, descending: active && !sort.descending })}
        className="inline-flex min-h-11 items-center gap-1 rounded px-2 text-start"
      >
        {label}
        <span aria-hidden="true" className={active ? '' : 'invisible'}>
          {active && sort.descending ? '▼' : '▲'}
        </span>
      </button>
    </th>
  );
}
