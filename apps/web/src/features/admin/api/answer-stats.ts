import { queryOptions } from '@tanstack/react-query';
import { courseInsights, levelAnswerDetails, levelAnswerStats } from '@tp/contract/routes';

import { apiCall } from '#web/lib/api-client';

/** Learners' first answers per level, by level id. */
export const levelAnswerStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'levelAnswerStats'],
    queryFn: ({ signal }) => apiCall(levelAnswerStats, undefined, { signal }),
    select: (body) => new Map(body.levels.map((l) => [l.levelId, l])),
  });

/** A level's items with their first-try share and most common wrong answers. */
export const levelAnswerDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'levelAnswerStats', id],
    queryFn: ({ signal }) => apiCall(levelAnswerDetails, { params: { id } }, { signal }),
    select: (body) => body.items,
  });

/** What learners miss: the levels answered, hardest first, with their items hardest first. */
export const courseInsightsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'levelAnswerStats', 'insights'],
    queryFn: ({ signal }) => apiCall(courseInsights, undefined, { signal }),
    select: (body) => body.levels,
  });

/** The share of right first answers as a whole percentage. */
export const firstTryShare = ({
  firstTries,
  firstTryCorrect,
}: {
  firstTries: number;
  firstTryCorrect: number;
}) => (firstTries === 0 ? 0 : Math.round((firstTryCorrect / firstTries) * 100));
