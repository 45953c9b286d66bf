import type { Level } from '@tp/contract/levels';
import type { Badge } from '@tp/contract/progress';
import { createContext, type ReactNode, useContext } from 'react';
import type { CheckResult, Item } from '#web/course/course';

/** A checked answer: the verdict, and for signed-in learners what it earned. */
export interface Outcome extends CheckResult {
  pointsAwarded: number;
  newBadges: readonly Badge[];
}

/** The picture or video an item is shown with when it has none of its own: its level's. */
type ItemMedia = Pick<Level, 'image' | 'video'>;

/** The item on screen and how to answer it: what every item view needs from the game or a review. */
export interface GameContextValue {
  item: Item;
  media: ItemMedia;
  /** An answer is being checked: actions wait. */
  busy: boolean;
  /** Sends an answer; resolves with the verdict, or null when it could not be checked. */
  submit: (answer: string | number, clueUsed?: boolean) => Promise<Outcome | null>;
  /** The last verdict, which the view shows under its answer and above its keyboard… */
  feedback?: ReactNode;
  /** …and what it said: a hit or a miss, whose item waits for Continue. */
  verdict?: 'hit' | 'miss' | undefined;
  /** The item was missed earlier in this visit of its level and has come back: its clue is open. */
  comingBack?: boolean;
}

export const GameContext = createContext<GameContextValue | null>(null);

/** Null outside a game: the views then say so (spec §8: "Error: No context found!"). */
export function useGameContext(): GameContextValue | null {
  return useContext(GameContext);
}
