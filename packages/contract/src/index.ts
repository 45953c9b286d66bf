import * as accounts from './accounts';
import * as audit from './audit';
import * as courseArchive from './course-archive';
import type { Endpoint } from './endpoint';
import * as inbox from './inbox';
import * as levelBulk from './level-bulk';
import * as levels from './levels';
import * as media from './media';
import * as payments from './payments';
import * as progress from './progress';
import * as quizzes from './quizzes';
import * as signInProviders from './sign-in-providers';
import * as site from './site';
import * as sounds from './sounds';
import * as system from './system';
import * as users from './users';

export * from './accounts';
export * from './audit';
export * from './constants';
export * from './control-characters';
export * from './course-archive';
export * from './daily-goal';
export * from './endpoint';
export * from './errors';
export * from './inbox';
export * from './item-points';
export * from './level-bulk';
export * from './level-run';
export * from './levels';
export * from './media';
export * from './payments';
export * from './progress';
export * from './quizzes';
export * from './sign-in-providers';
export * from './site';
export * from './sounds';
export * from './speaking';
export * from './users';

/** Every endpoint of the API, grouped by module. */
export const contract = {
  system,
  accounts,
  levels,
  levelBulk,
  media,
  quizzes,
  progress,
  users,
  audit,
  inbox,
  site,
  payments,
  signInProviders,
  sounds,
  courseArchive,
} as const;

/** Every endpoint as a flat list, for binding, documentation and the generic tests. */
export const allEndpoints: readonly Endpoint[] = Object.values(contract).flatMap((group) =>
  Object.values(group as Record<string, unknown>).filter(isEndpoint),
);

/**
 * Each endpoint's name as the contract exports it (`createLevel`), unique across modules: its
 * operation id in the OpenAPI document, by which generated clients name their calls.
 */
export const operationIds: ReadonlyMap<Endpoint, string> = new Map(
  Object.values(contract).flatMap((group) =>
    Object.entries(group as Record<string, unknown>).flatMap(([name, value]) =>
      isEndpoint(value) ? [[value, name] as const] : [],
    ),
  ),
);

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value
  );
}
