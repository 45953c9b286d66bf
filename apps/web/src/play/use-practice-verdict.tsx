import { type ReactNode, type RefObject, useState } from 'react';
import { FeedbackPanel } from './FeedbackPanel';
import { focusItem } from './focus-item';
import type { Outcome } from './game-context';
import { playVerdict } from './game-sounds';

export interface PracticeVerdict {
  /** Shows a checked answer's verdict, with its sound. */
  show: (outcome: Outcome) => void;
  /** Whether a verdict is on screen: Enter, or the item's own Next, then goes on. */
  answered: boolean;
  /** Closes the verdict: after a hit the practice moves on, after a miss the item is tried again. */
  goOn: () => void;
  /** The panel, docked under the item as the game's is; null without a verdict. */
  feedback: ReactNode;
  verdict: 'hit' | 'miss' | undefined;
}

/**
 * The verdict of a practice (the review, the reading quiz) as the game shows its own: in a panel
 * under the item, never a dialog (docs/decisions/0053). `onHit` moves the practice to its next item.
 */
export function usePracticeVerdict(onHit: () => void, root: RefObject<HTMLElement | null>): PracticeVerdict {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const goOn = () => {
    if (outcome?.correct) onHit();
    setOutcome(null);
    focusItem(root.current);
  };
  return {
    show: (checked) => {
      playVerdict(checked.correct);
      setOutcome(checked);
    },
    answered: outcome !== null,
    goOn,
    feedback: outcome && <FeedbackPanel outcome={outcome} comesBack={false} onContinue={goOn} />,
    verdict: outcome ? (outcome.correct ? 'hit' : 'miss') : undefined,
  };
}
