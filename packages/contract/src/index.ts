import * as accounts from './accounts';
import * as audit from './audit';
import * as courseArchive from './course-archive';
import type { Endpoint, MethodAndPath, Route } from './endpoint';
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

type Groups = typeof contract;
type AnyEndpoint = { [G in keyof Groups]: Extract<Groups[G][keyof Groups[G]], Endpoint> }[keyof Groups];

/**
 * The endpoint a route calls, found by its method and path: the web app calls an endpoint by its
 * zod-free route (`routes.ts`) and is typed by this.
 */
export type EndpointOf<R extends Route> =
  Extract<AnyEndpoint, MethodAndPath<R>> extends infer E extends Endpoint ? E : never;

/** The groups of endpoints, the OpenAPI document's tags, with what each serves. */
export const groupDescriptions: { readonly [G in keyof typeof contract]: string } = {
  system: 'Whether the server is alive and its database answers, for load balancers and monitors.',
  accounts: 'Sign-up, sign-in, the signed-in account, its password, settings and sessions.',
  levels: 'The course: its levels, as learners play them and as admins build and order them.',
  levelBulk: "Admins' changes to many levels at once.",
  media: 'The sounds, videos and images that levels are made of: their library, uploads and speech.',
  quizzes: 'Multiple-choice questions and the badges learners earn.',
  progress: "A learner's place in the course and the answers that move it on.",
  users: 'The accounts, as admins look them up.',
  audit: 'What admins did, for other admins to read.',
  inbox: "Learners' messages and the newsletter's subscribers, as admins handle them.",
  site: 'Feedback, the newsletter, the news posts and what the site tells every visitor.',
  payments: 'Premium: its checkout, the payment providers’ notices and the payments admins see.',
  signInProviders: 'Signing in with Google or Apple.',
  sounds:
    'How well a learner knows each sound: the review of the confused ones and the insights admins read.',
  courseArchive: 'The whole course as one file, for admins to export and import.',
};

/** Every endpoint with its name as the contract exports it and the group it belongs to. */
const namedEndpoints = (
  Object.entries(contract) as [keyof typeof contract, Record<string, unknown>][]
).flatMap(([group, members]) =>
  Object.entries(members).flatMap(([name, value]) =>
    isEndpoint(value) ? [{ endpoint: value, name, group }] : [],
  ),
);

/**
 * Each endpoint's name as the contract exports it (`createLevel`), unique across modules: its
 * operation id in the OpenAPI document, by which generated clients name their calls.
 */
export const operationIds: ReadonlyMap<Endpoint, string> = new Map(
  namedEndpoints.map(({ endpoint, name }) => [endpoint, name]),
);

/** Each endpoint's group: its tag in the OpenAPI document. */
export const operationGroups: ReadonlyMap<Endpoint, keyof typeof contract> = new Map(
  namedEndpoints.map(({ endpoint, group }) => [endpoint, group]),
);

/** Every endpoint as a flat list, for binding, documentation and the generic tests. */
export const allEndpoints: readonly Endpoint[] = namedEndpoints.map(({ endpoint }) => endpoint);

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value
  );
}
