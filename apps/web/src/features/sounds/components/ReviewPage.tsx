import { reviewedSoundsMax } from '@tp/contract/constants';
import type { SuccessBody } from '@tp/contract/endpoint';
import type { startReview } from '@tp/contract/sounds';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { browserTimeZone } from '#web/course/progress';
import { ApiError } from '#web/lib/api-client';
import { FirstLanguageDrills } from '#web/play/FirstLanguageDrills';
import { GameContext, type GameContextValue, type Outcome } from '#web/play/game-context';
import { ItemCard } from '#web/play/ItemCard';
import TypingView from '#web/play/TypingView';
import { usePracticeVerdict } from '#web/play/use-practice-verdict';
import { useSession } from '#web/session/use-session';
import { Button, buttonBase, buttonVariants } from '#web/ui/Button';
import { PageSpinner } from '#web/ui/Spinner';
import { ToastOutlet, useToast } from '#web/ui/Toast';
import { usePageTitle } from '#web/ui/use-page-title';
import { useAnswerReview, useStartReview } from '../api/review';
import { PairView } from './PairView';

type Review = SuccessBody<typeof startReview>;

/**
 * "Practise my weak sounds": a review the server builds, played item by item like a level; of the
 * sounds named in `?sounds=` (a level's summary sends those missed in it), else the weakest.
 */
export function Component() {
  const { t } = useTranslation('sounds');
  usePageTitle(t('review.title'), t('review.description'));
  const session = useSession();
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2 pt-2 md:gap-3 md:pt-3">
      <div className="mx-auto w-full max-w-[720px] px-4">
        <h1 className="font-bold text-lg md:text-xl">{t('review.title')}</h1>
      </div>
      {session.loading ? (
        <PageSpinner />
      ) : session.token ? (
        <ReviewSession />
      ) : (
        <ItemCard heading={t('review.signUp')}>
          <Link to="/signup" className={`${buttonBase} ${buttonVariants.primary} self-center`}>
            {t('review.signUpAction')}
          </Link>
        </ItemCard>
      )}
    </div>
  );
}

function ReviewSession() {
  const { t } = useTranslation('sounds');
  const toast = useToast();
  const start = useStartReview();
  const answer = useAnswerReview();
  const [review, setReview] = useState<Review | null>(null);
  const [index, setIndex] = useState(0);
  const [earned, setEarned] = useState(0);
  const started = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const verdict = usePracticeVerdict(() => setIndex((i) => i + 1), root);
  const { mutate } = start;
  const [params] = useSearchParams();
  const named = params.get('sounds');

  const begin = () => {
    setReview(null);
    setIndex(0);
    setEarned(0);
    mutate(named ? named.split(',').filter(Boolean).slice(0, reviewedSoundsMax) : [], {
      onSuccess: setReview,
    });
  };
  // One review per visit, also when the effect runs twice in development.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on arrival.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin();
  }, []);

  const item = review?.items[index];

  const submit = async (given: string | number, clueUsed = false): Promise<Outcome | null> => {
    // Enter on an answered item goes on, as its verdict's button does.
    if (verdict.answered) {
      verdict.goOn();
      return null;
    }
    if (!review || !item || answer.isPending) return null;
    try {
      const reply = await answer.mutateAsync({
        reviewId: review.reviewId,
        position: item.position,
        answer: given,
        clueUsed,
        timeZone: browserTimeZone(),
      });
      if (reply.correct) setEarned((points) => points + reply.pointsAwarded);
      verdict.show(reply);
      return reply;
    } catch (error) {
      // Already answered (another tab): go on to the next item.
      if (error instanceof ApiError && error.status === 409) setIndex((i) => i + 1);
      else toast.show(t('review.answerFailed'), 'error');
      return null;
    }
  };

  let body: ReactNode;
  if (start.isError) {
    const nothing = start.error instanceof ApiError && start.error.status === 409;
    body = (
      <ItemCard heading={nothing ? t('review.nothing') : t('review.startFailed')}>
        {nothing ? (
          <Link to="/" className={`${buttonBase} ${buttonVariants.primary} self-center`}>
            {t('empty.play')}
          </Link>
        ) : (
          <Button className="self-center" onClick={begin}>
            {t('page.retry')}
          </Button>
        )}
      </ItemCard>
    );
  } else if (!review) {
    body = <PageSpinner />;
  } else if (!item) {
    body = (
      <ItemCard heading={t('review.done')}>
        <p className="text-center">{t('review.earned', { points: earned })}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={begin}>{t('review.again')}</Button>
          <Link to="/my-sounds" className={`${buttonBase} ${buttonVariants.secondary}`}>
            {t('review.back')}
          </Link>
        </div>
      </ItemCard>
    );
  } else if (item.kind === 'pair') {
    body = (
      <PairView
        key={item.position}
        item={item}
        busy={answer.isPending}
        feedback={verdict.feedback}
        onSubmit={(c) => void submit(c)}
      />
    );
  } else {
    const context: GameContextValue = {
      item: { type: 'sound', sound: item.sound },
      media: { image: item.image, video: null },
      busy: answer.isPending,
      submit,
      feedback: verdict.feedback,
      verdict: verdict.verdict,
    };
    body = (
      <GameContext value={context}>
        <TypingView key={item.position} />
      </GameContext>
    );
  }

  return (
    <div ref={root} className="flex min-h-0 flex-1 flex-col gap-2 md:gap-3">
      {review && (
        <p className="mx-auto w-full max-w-[720px] px-4 text-sm">
          {t('review.intro', { sounds: review.sounds.join(' ') })}
          {item && <> · {t('review.position', { item: index + 1, count: review.items.length })}</>}
        </p>
      )}
      <ToastOutlet className="mx-auto w-full max-w-[720px] px-4" />
      {body}
      {/* Beside the learner's weak sounds, those of their first language (docs/design.md §5). */}
      {(start.isError || (review && !item)) && (
        <FirstLanguageDrills className="mx-auto w-full max-w-[720px]" />
      )}
    </div>
  );
}
