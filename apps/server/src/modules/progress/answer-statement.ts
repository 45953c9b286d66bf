import type { BadgeRuleKind } from '@tp/contract';
import { type SoundOutcome, tallyOutcomes } from '@tp/phonetics';
import { type Database, preparedStatement } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Learner } from './recent-learners';

/** Wrong answers are kept up to this length; longer ones are cut, so one item cannot grow without end. */
const storedAnswerMax = 120;

/*
 * An answer to the learner's current item, recorded in one statement (one round trip, atomic on
 * its own), built from the parts its case needs: PostgreSQL prepares, locks and runs every part of
 * a statement, even one with nothing to write, and the parts a case does not need were a third of
 * a wrong answer's statement and a fifth of a right one's (`npm run bench:statement`). Parameters
 * are named (`:name`) and numbered when a statement is built.
 *
 * `here` is the learner's row, locked, and only while their session runs and they are where the
 * answer was checked: at the level and place in its run (the items missed in it included), with the streak, last active day and time zone the
 * day's figures were worked out from, premium when the level is. Every write reads from it, so an
 * answer to an item the learner has left (a second answer sent at once waits for the first, then
 * finds the row moved on) writes nothing and returns no row.
 */
const here = `here as (
  select id, level, sublevel, displayed_level, points, streak, levels_completed, badges
  from users
  where id = :userId and level = :level and sublevel = :sublevel and retries = :retries::int[] and streak = :streak
    and last_active_on is not distinct from :lastActiveOn::text and time_zone is not distinct from :timeZone::text
    and day_points = :dayPoints and goal_days = :goalDays and streak_freezes = :streakFreezes
    and (settings->'dailyGoal')::int is not distinct from :dailyGoal::int
    and (not :premiumOnly::boolean or account_type = 'premium')
    and exists (select from sessions s where s.id = :sessionId::uuid and s.user_id = :userId and s.expires_at > now())
  for update
)`;

/** The day's figures of each sound the answer held. */
const dayCounts = `day_counts as (
  insert into sound_stats_daily as s (user_id, symbol, day, attempts, "right", missed)
  select here.id, c.symbol, :day::date, c.attempts, c.right, c.missed
  from here, unnest(:symbols::text[], :attempts::int[], :rights::int[], :misses::int[]) as c(symbol, attempts, "right", missed)
  on conflict (user_id, symbol, day) do update set
    attempts = s.attempts + excluded.attempts, "right" = s."right" + excluded."right", missed = s.missed + excluded.missed
)`;

/** Each sound typed as another. */
const confusions = `confusions as (
  insert into sound_confusions as s (user_id, symbol, heard_as, count)
  select here.id, c.symbol, c.heard_as, c.count
  from here, unnest(:confused::text[], :heardAs::text[], :confusedCounts::int[]) as c(symbol, heard_as, count)
  on conflict (user_id, symbol, heard_as) do update set count = s.count + excluded.count
)`;

/** Whether the learner's first answer to the item was right: only the first is kept. */
const firstTry = (correct: boolean) => `first_try as (
  insert into item_first_tries (user_id, level_id, item_id, correct)
  select here.id, :levelId::uuid, :itemId::uuid, ${correct} from here
  on conflict do nothing
)`;

/** What was given wrongly, counted per item for the dashboard, with the symbols it got wrong. */
const wrongAnswer = `wrong as (
  insert into wrong_answers as w (level_id, item_id, answer, count, missed)
  select :levelId::uuid, :itemId::uuid, :given::text, 1, :missed::text[] from here
  on conflict (level_id, item_id, answer) do update set count = w.count + 1
)`;

/**
 * A right answer: the item's completion, and the level's when it is the last item, each earning
 * once (points and a level counted only when their row is new); the badges whose rule the learner
 * now meets; the learner's new place and day.
 */
const rightAnswer = (levelDone: boolean) => [
  `item_done as (
  insert into completed_items (user_id, level_id, item)
  select here.id, :levelId::uuid, :completedItem::text from here
  on conflict do nothing returning 1
)`,
  ...(levelDone
    ? [
        `level_done as (
  insert into completed_levels (user_id, level_id)
  select here.id, :levelId::uuid from here
  on conflict do nothing returning 1
)`,
      ]
    : []),
  `reached as (
  select here.id, here.badges,
    here.points + case when exists (select from item_done) then :points::int else 0 end as points,
    here.levels_completed${levelDone ? ' + (select count(*)::int from level_done)' : ''} as levels_completed,
    :nextStreak::int as streak,
    case when exists (select from item_done) then :earnedDayPoints::int else :dayPointsAfter::int end as day_points,
    case when exists (select from item_done) then :earnedGoalDays::int else :goalDaysAfter::int end as goal_days,
    case when exists (select from item_done) then :earnedFreezes::int else :freezesAfter::int end as streak_freezes
  from here
)`,
  `earned as (
  select b.id, b.name, b.description, b.image_url as "imageUrl", b.rule, b.threshold
  from reached, badges b
  where b.name <> all (reached.badges) and b.threshold <= case b.rule
    when 'levels' then reached.levels_completed when 'points' then reached.points else reached.streak end
)`,
  `awarded as (
  insert into user_badges (user_id, badge_id) select reached.id, earned.id from reached, earned
  on conflict do nothing
)`,
  `moved as (
  update users u set
    level = :nextLevel::int, sublevel = :nextSublevel::int, retries = :nextRetries::int[], displayed_level = greatest(u.displayed_level, :nextLevel::int),
    points = reached.points, levels_completed = reached.levels_completed, streak = reached.streak,
    last_active_on = :nextLastActiveOn::text, day_points = reached.day_points, goal_days = reached.goal_days,
    streak_freezes = reached.streak_freezes, time_zone = :nextTimeZone::text,
    time_zone_set_at = coalesce(:timeZoneSetAt::timestamptz, u.time_zone_set_at),
    badges = u.badges || array(select name from earned order by threshold, name), updated_at = now()
  from reached where u.id = reached.id
  returning u.level, u.sublevel, u.retries, u.displayed_level, u.points, u.streak, u.last_active_on, u.day_points,
    u.goal_days, u.streak_freezes
)`,
];

/** A wrong answer moves the learner on through the level, its item to come back at the end (`level-run.ts`). */
const wrongAnswerMove = `moved as (
  update users u set sublevel = :nextSublevel::int, retries = :nextRetries::int[], updated_at = now()
  from here where u.id = here.id
  returning u.level, u.sublevel, u.retries, u.displayed_level, u.points, u.streak, u.last_active_on, u.day_points,
    u.goal_days, u.streak_freezes
)`;

const rightResult = `select level, sublevel, retries, displayed_level as "displayedLevel", points, streak,
  last_active_on as "lastActiveOn", day_points as "dayPoints", goal_days as "goalDays", streak_freezes as "streakFreezes",
  exists (select from item_done) as "firstTime",
  (select coalesce(json_agg(earned order by threshold, name), '[]') from earned) as "newBadges"
from moved`;

const wrongResult = `select level, sublevel, retries, displayed_level as "displayedLevel", points, streak,
  last_active_on as "lastActiveOn", day_points as "dayPoints", goal_days as "goalDays", streak_freezes as "streakFreezes",
  false as "firstTime", '[]'::json as "newBadges"
from moved`;

export interface AnsweredRow {
  level: number;
  sublevel: number;
  retries: number[];
  displayedLevel: number;
  points: number;
  streak: number;
  lastActiveOn: string | null;
  dayPoints: number;
  goalDays: number;
  streakFreezes: number;
  /** Whether the item was completed for the first time (its points awarded). */
  firstTime: boolean;
  newBadges: {
    id: string;
    name: string;
    description: string;
    imageUrl: string;
    rule: BadgeRuleKind;
    threshold: number;
  }[];
}

type DayFigures = Pick<UserRow, 'dayPoints' | 'goalDays' | 'streakFreezes'>;

export interface AnswerRecord {
  /** The learner as the answer was checked: what `here` must still find. */
  learner: Omit<Learner, 'timeZoneSetAt' | 'accountType'>;
  /** The session the answer came through, which must still run. */
  sessionId: string;
  /** Whether the level is for premium learners only. */
  premiumOnly: boolean;
  day: string;
  outcomes: readonly SoundOutcome[];
  levelId: string;
  /** The sound's or MCQ's id; null for a text of an info or speaking level. */
  itemId: string | null;
  correct: boolean;
  /** What was given, normalised. */
  given: string;
  /** What a right answer completes: the item (`completed_items.item`), and the level when it is the last. */
  completed: { item: string; level: boolean; points: number };
  /** Where the answer leaves the learner (a wrong one only `sublevel` and `retries`), and their day. */
  next: {
    level: number;
    sublevel: number;
    retries: readonly number[];
    streak: number;
    lastActiveOn: string | null;
    /** The day's figures (`daily-goal.ts`) when the item earns its points, and when it was earned before. */
    earned: DayFigures;
    unearned: DayFigures;
    timeZone: string | null;
    /** When the time zone changes: now. */
    timeZoneSetAt: Date | null;
  };
}

/** A statement with `:name` parameters, numbered in order of first use: its text, and the names in order. */
function numbered(text: string) {
  const names: string[] = [];
  const numberedText = text.replace(/(?<![:\w]):([a-z]\w*)/gi, (_, name: string) => {
    const at = names.indexOf(name);
    return `$${at >= 0 ? at + 1 : names.push(name)}`;
  });
  return { text: numberedText, names };
}

/** What an answer's statement depends on besides its values: which parts it holds. */
interface AnswerCase {
  correct: boolean;
  sounds: boolean;
  confusions: boolean;
  item: boolean;
  /** A right answer to the level's last item. */
  levelDone: boolean;
}

const caseOf = (a: AnswerRecord, tally: ReturnType<typeof tallyOutcomes>): AnswerCase => ({
  correct: a.correct,
  sounds: tally.symbols.length > 0,
  confusions: tally.confusions.length > 0,
  item: a.itemId !== null,
  levelDone: a.correct && a.completed.level,
});

/** The case's name: its verdict, then each part it holds beyond `here`. */
const nameOf = (c: AnswerCase) =>
  [
    c.correct ? 'right' : 'wrong',
    ...(['sounds', 'confusions', 'item', 'levelDone'] as const).filter((part) => c[part]),
  ].join('_');

/** The statement of an answer's case: the `here` part, what the answer writes, and its result. */
function statementOf(c: AnswerCase) {
  const parts = [
    here,
    ...(c.sounds ? [dayCounts] : []),
    ...(c.confusions ? [confusions] : []),
    ...(c.item ? [firstTry(c.correct)] : []),
    ...(c.correct ? rightAnswer(c.levelDone) : [...(c.item ? [wrongAnswer] : []), wrongAnswerMove]),
  ];
  return numbered(`with ${parts.join(',\n')}\n${c.correct ? rightResult : wrongResult}`);
}

/** Every named value an answer's statement may take. */
function valuesOf(a: AnswerRecord, tally: ReturnType<typeof tallyOutcomes>): Record<string, unknown> {
  const { symbols, confusions } = tally;
  return {
    userId: a.learner.id,
    level: a.learner.level,
    sublevel: a.learner.sublevel,
    retries: a.learner.retries,
    streak: a.learner.streak,
    lastActiveOn: a.learner.lastActiveOn,
    dayPoints: a.learner.dayPoints,
    goalDays: a.learner.goalDays,
    streakFreezes: a.learner.streakFreezes,
    dailyGoal: a.learner.dailyGoal ?? null,
    timeZone: a.learner.timeZone,
    premiumOnly: a.premiumOnly,
    sessionId: a.sessionId,
    day: a.day,
    symbols: symbols.map((s) => s.symbol),
    attempts: symbols.map((s) => s.attempts),
    rights: symbols.map((s) => s.right),
    misses: symbols.map((s) => s.missed),
    confused: confusions.map((c) => c.symbol),
    heardAs: confusions.map((c) => c.heardAs),
    confusedCounts: confusions.map((c) => c.count),
    levelId: a.levelId,
    itemId: a.itemId,
    given: Array.from(a.given).slice(0, storedAnswerMax).join(''),
    missed: a.outcomes.filter((o) => o.outcome !== 'right').map((o) => o.symbol),
    completedItem: a.completed.item,
    points: a.completed.points,
    nextStreak: a.next.streak,
    earnedDayPoints: a.next.earned.dayPoints,
    earnedGoalDays: a.next.earned.goalDays,
    earnedFreezes: a.next.earned.streakFreezes,
    dayPointsAfter: a.next.unearned.dayPoints,
    goalDaysAfter: a.next.unearned.goalDays,
    freezesAfter: a.next.unearned.streakFreezes,
    nextLevel: a.next.level,
    nextSublevel: a.next.sublevel,
    nextRetries: a.next.retries,
    nextLastActiveOn: a.next.lastActiveOn,
    nextTimeZone: a.next.timeZone,
    timeZoneSetAt: a.next.timeZoneSetAt,
  };
}

/** The statements built so far, by case: a few dozen at most. */
const statements = new Map<string, ReturnType<typeof numbered>>();

/** The statement that records `a`: its case's name, its text, and its values in order. */
export function answerQuery(a: AnswerRecord) {
  const tally = tallyOutcomes(a.outcomes);
  const answerCase = caseOf(a, tally);
  const name = `answer_${nameOf(answerCase)}`;
  let statement = statements.get(name);
  if (!statement) {
    statement = statementOf(answerCase);
    statements.set(name, statement);
  }
  const values = valuesOf(a, tally);
  return { name, text: statement.text, values: statement.names.map((key) => values[key]) };
}

/** Records answers in one statement each; a row when the learner was still where it was checked. */
export function answerStatement(db: Database) {
  const prepared = new Map<string, ReturnType<typeof preparedStatement<AnsweredRow>>>();
  return async (a: AnswerRecord): Promise<AnsweredRow | null> => {
    const { name, text, values } = answerQuery(a);
    let run = prepared.get(name);
    if (!run) {
      run = preparedStatement<AnsweredRow>(db, name, text);
      prepared.set(name, run);
    }
    return (await run(values))[0] ?? null;
  };
}
