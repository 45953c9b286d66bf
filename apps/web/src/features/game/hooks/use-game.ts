import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  advance,
  checkChoice,
  isTyped,
  itemAtPlace,
  type Position,
  placeCount,
  positionOfLevel,
} from '#web/course/course';
import { useLevels } from '#web/course/levels';
import {
  type AnswerBody,
  browserTimeZone,
  refetchProgress,
  useAnswer,
  useResetProgress,
} from '#web/course/progress';
import { ApiError, NetworkError } from '#web/lib/api-client';
import { setGuestProgress, useGuestProgress } from '#web/lib/guest-progress';
import { moduleOnce } from '#web/lib/module-once';
import type { Outcome } from '#web/play/game-context';
import { useSession } from '#web/session/use-session';
import { useToast } from '#web/ui/Toast';
import { hasQueuedAnswers } from '../answer-outbox';
import { gameScreens } from '../screens';

/**
 * A checked answer. A guest's moves them on only on `commit`, which the game calls in the same tick
 * as it shows the verdict, so that both come in one render; a learner's has moved on already.
 */
export interface Checked {
  outcome: Outcome;
  commit: () => void;
}

const noChange = () => {};

// Loaded ahead with a checked item (`preloadGuestCheck`): a guest's answer is then checked within
// the key's own task, its verdict painted in the next frame.
const guestCheck = moduleOnce(() => Promise.all([gameScreens.answerCheck(), gameScreens.guestEarnings()]));
export const preloadGuestCheck = () => guestCheck.load();

/**
 * The game's state: the course, where the learner stands and how an answer is checked. Guests keep
 * their place in localStorage and are checked in the browser, with the server's comparison;
 * signed-in learners are checked by the server, whose reply updates the cached user. Offline, a
 * learner's answer is checked in the browser too and queued, in order, for the server
 * (`answer-sync.ts`), which has the last word once the connection is back.
 */
export function useGame() {
  const { t } = useTranslation('game');
  const toast = useToast();
  const queryClient = useQueryClient();
  const session = useSession();
  const levelsQuery = useLevels();
  const guest = useGuestProgress();
  const answer = useAnswer();
  const resetProgress = useResetProgress();
  // A level the server refused as premium-only, in case the course changed since it was loaded.
  const [refusedLevelId, setRefusedLevelId] = useState<string | null>(null);

  const levels = levelsQuery.data ?? [];
  const { user } = session;
  const position: Position = user
    ? positionOfLevel(levels, user.level, user)
    : { index: guest.level, sublevel: guest.sublevel, retries: guest.retries };
  const level = levels[position.index];
  const item = level ? itemAtPlace(level, position) : undefined;
  const following = level ? advance(levels, position) : undefined;
  const followingLevel = following ? levels[following.index] : undefined;
  const nextItem = following && followingLevel ? itemAtPlace(followingLevel, following) : undefined;

  const status =
    session.loading || levelsQuery.isPending
      ? 'loading'
      : levelsQuery.isError
        ? 'error'
        : levels.length === 0
          ? 'empty'
          : level
            ? 'playing'
            : 'complete';

  const locked =
    level !== undefined &&
    ((level.premiumOnly && user?.accountType !== 'premium') || refusedLevelId === level._id);

  async function check(given: string | number, clueUsed: boolean): Promise<Checked | null> {
    if (!level || !item) return null;
    if (!user) {
      // The phonetic comparison comes with the typing screen, so it is already loaded when needed;
      // a speaking item's rating counts in the guest's sounds as it does on the server.
      const [answerCheck, guestEarnings] = guestCheck.loaded() ?? (await guestCheck.load());
      const result =
        isTyped(item) || item.type === 'speaking'
          ? answerCheck.checkGuestAnswer(item, given)
          : checkChoice(item, given);
      const next = advance(levels, position, result.correct);
      // A guest earns as a learner does, in this browser, until an account takes it on.
      const earning = result.correct
        ? guestEarnings.earnForGuest(level, position, next.index !== position.index, clueUsed)
        : null;
      return {
        outcome: { ...result, pointsAwarded: earning?.points ?? 0, newBadges: [] },
        commit: () => {
          earning?.save();
          setGuestProgress({ level: next.index, sublevel: next.sublevel, retries: next.retries });
        },
      };
    }
    const body: AnswerBody = {
      levelId: level._id,
      sublevel: position.sublevel,
      answer: given,
      clueUsed,
      timeZone: browserTimeZone(),
    };
    // Answers queued offline go first, so that the server sees them in the order they were given.
    if (navigator.onLine && hasQueuedAnswers()) {
      await (await import('../answer-sync')).sendQueuedAnswers(queryClient);
    }
    if (!navigator.onLine || hasQueuedAnswers()) return answerOffline(user._id, body);
    try {
      // The badges it brings are shown with its verdict, never in a toast over the game's controls.
      return { outcome: await answer.mutateAsync(body), commit: noChange };
    } catch (error) {
      if (error instanceof NetworkError) return answerOffline(user._id, body);
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'stale_progress') {
        toast.show(t('errors.staleProgress'));
        void refetchProgress(queryClient);
      } else if (code === 'premium_required') {
        setRefusedLevelId(level._id);
      } else {
        toast.show(t('errors.answerFailed'), 'error');
      }
      return null;
    }
  }

  async function answerOffline(userId: string, body: AnswerBody): Promise<Checked | null> {
    if (!level || !item) return null;
    const offline = await import('../answer-offline');
    const outcome = offline.answerOffline(queryClient, userId, body, { levels, position, item });
    return { outcome, commit: noChange };
  }

  /** Back to the first level; for learners points, streak and badges stay. Resolves to success. */
  async function reset(): Promise<boolean> {
    if (!user) {
      setGuestProgress({ level: 0, sublevel: 0, retries: [] });
      return true;
    }
    try {
      await resetProgress.mutateAsync();
      return true;
    } catch {
      toast.show(t('errors.resetFailed'), 'error');
      return false;
    }
  }

  return {
    status,
    retry: () => void levelsQuery.refetch(),
    signedIn: user !== null,
    accountType: user?.accountType ?? null,
    levels,
    position,
    level,
    item,
    /** The places in this visit of the level: its items, and those missed so far. */
    placeCount: level ? placeCount(level, position) : 0,
    nextItem,
    locked,
    checking: answer.isPending,
    resetting: resetProgress.isPending,
    check,
    reset,
  };
}
