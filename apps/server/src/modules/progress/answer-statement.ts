import type { BadgeRuleKind } from '@tp/contract';
import { type SoundOutcome, tallyOutcomes } from '@tp/phonetics';
import { type Database, preparedStatement } from '../../db/client';
import type { UserRow } from '../../db/schema';

/** Wrong answers are kept up to this length; longer ones are cut, so one item cannot grow without end. */
const storedAnswerMax = 120;

/*
 * An answer to the learner's current item, recorded in one statement (one round trip, atomic on
 * its own). `here` is the learner's row, locked, and only while their session runs and they are
 * where the answer was checked: at the level and item, with the streak, last active day and time
 * zone the day's figures were worked out from, premium when the level is. Every write reads from it, so an answer to an item the learner has left (a
 * second answer sent at once waits for the first, then finds the row moved on) writes nothing and
 * returns no row. Then, for a right answer: the item's completion, the level's when it is the last
 * item, each earning once (points and a level counted only when their row is new); the badges
 * whose rule the learner now meets (as `ruleMet`), the learner's new place and day.
 */
export const answerSql = `
with here as (
  select id, level, sublevel, displayed_level, points, streak, levels_completed, badges
  from users
  where id = $1 and level = $2 and sublevel = $3 and streak = $4
    and last_active_on is not distinct from $5::text and time_zone is not distinct from $6::text
    and (not $29::boolean or account_type = 'premium')
    and exists (select from sessions s where s.id = $28::uuid and s.user_id = $1 and s.expires_at > now())
  for update
),
day_counts as (
  insert into sound_stats_daily as s (user_id, symbol, day, attempts, "right", missed)
  select here.id, c.symbol, $7::date, c.attempts, c.right, c.missed
  from here, unnest($8::text[], $9::int[], $10::int[], $11::int[]) as c(symbol, attempts, "right", missed)
  on conflict (user_id, symbol, day) do update set
    attempts = s.attempts + excluded.attempts, "right" = s."right" + excluded."right", missed = s.missed + excluded.missed
),
confusions as (
  insert into sound_confusions as s (user_id, symbol, heard_as, count)
  select here.id, c.symbol, c.heard_as, c.count
  from here, unnest($12::text[], $13::text[], $14::int[]) as c(symbol, heard_as, count)
  on conflict (user_id, symbol, heard_as) do update set count = s.count + excluded.count
),
first_try as (
  insert into item_first_tries (user_id, level_id, item_id, correct)
  select here.id, $15::uuid, $16::uuid, $17::boolean from here where $16::uuid is not null
  on conflict do nothing
),
wrong as (
  insert into wrong_answers as w (level_id, item_id, answer, count)
  select $15::uuid, $16::uuid, $18::text, 1 from here where $16::uuid is not null and not $17::boolean
  on conflict (level_id, item_id, answer) do update set count = w.count + 1
),
item_done as (
  insert into completed_items (user_id, level_id, item)
  select here.id, $15::uuid, $19::text from here where $17::boolean
  on conflict do nothing returning 1
),
level_done as (
  insert into completed_levels (user_id, level_id)
  select here.id, $15::uuid from here where $17::boolean and $20::boolean
  on conflict do nothing returning 1
),
reached as (
  select here.id, here.badges,
    here.points + case when exists (select from item_done) then $21::int else 0 end as points,
    here.levels_completed + (select count(*)::int from level_done) as levels_completed,
    $22::int as streak
  from here where $17::boolean
),
earned as (
  select b.id, b.name, b.description, b.image_url as "imageUrl", b.rule, b.threshold
  from reached, badges b
  where b.name <> all (reached.badges) and b.threshold <= case b.rule
    when 'levels' then reached.levels_completed when 'points' then reached.points else reached.streak end
),
awarded as (
  insert into user_badges (user_id, badge_id) select reached.id, earned.id from reached, earned
  on conflict do nothing
),
moved as (
  update users u set
    level = $23::int, sublevel = $24::int, displayed_level = greatest(u.displayed_level, $23::int),
    points = reached.points, levels_completed = reached.levels_completed, streak = reached.streak,
    last_active_on = $25::text, time_zone = $26::text, time_zone_set_at = coalesce($27::timestamptz, u.time_zone_set_at),
    badges = u.badges || array(select name from earned order by threshold, name), updated_at = now()
  from reached where u.id = reached.id
  returning u.level, u.sublevel, u.displayed_level, u.points, u.streak
)
select
  coalesce(moved.level, here.level) as level, coalesce(moved.sublevel, here.sublevel) as sublevel,
  coalesce(moved.displayed_level, here.displayed_level) as "displayedLevel",
  coalesce(moved.points, here.points) as points, coalesce(moved.streak, here.streak) as streak,
  exists (select from item_done) as "firstTime",
  (select coalesce(json_agg(earned order by threshold, name), '[]') from earned) as "newBadges"
from here left join moved on true`;

export interface AnsweredRow {
  level: number;
  sublevel: number;
  displayedLevel: number;
  points: number;
  streak: number;
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

export interface AnswerRecord {
  /** The learner as the answer was checked: what `here` must still find. */
  learner: Pick<UserRow, 'id' | 'level' | 'sublevel' | 'streak' | 'lastActiveOn' | 'timeZone'>;
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
  /** Where a right answer leaves the learner, and their day. */
  next: {
    level: number;
    sublevel: number;
    streak: number;
    lastActiveOn: string | null;
    timeZone: string | null;
    /** When the time zone changes: now. */
    timeZoneSetAt: Date | null;
  };
}

/** The statement's values for `a`, in the order of its parameters. */
export function answerValues(a: AnswerRecord): unknown[] {
  const { symbols, confusions } = tallyOutcomes(a.outcomes);
  return [
    a.learner.id,
    a.learner.level,
    a.learner.sublevel,
    a.learner.streak,
    a.learner.lastActiveOn,
    a.learner.timeZone,
    a.day,
    symbols.map((s) => s.symbol),
    symbols.map((s) => s.attempts),
    symbols.map((s) => s.right),
    symbols.map((s) => s.missed),
    confusions.map((c) => c.symbol),
    confusions.map((c) => c.heardAs),
    confusions.map((c) => c.count),
    a.levelId,
    a.itemId,
    a.correct,
    Array.from(a.given).slice(0, storedAnswerMax).join(''),
    a.completed.item,
    a.completed.level,
    a.completed.points,
    a.next.streak,
    a.next.level,
    a.next.sublevel,
    a.next.lastActiveOn,
    a.next.timeZone,
    a.next.timeZoneSetAt,
    a.sessionId,
    a.premiumOnly,
  ];
}

/** Records answers in one statement each; a row when the learner was still where it was checked. */
export function answerStatement(db: Database) {
  const run = preparedStatement<AnsweredRow>(db, 'answer', answerSql);
  return async (a: AnswerRecord): Promise<AnsweredRow | null> => (await run(answerValues(a)))[0] ?? null;
}
