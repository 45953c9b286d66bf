import type { Level } from '@tp/contract/levels';
import { type ComponentProps, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Item, isTyped, itemCount } from '#web/course/course';
import { loadCatalogs } from '#web/i18n/i18n';
import { useServiceWorkerControl } from '#web/lib/offline/service-worker';
import { preloadable } from '#web/lib/preloadable';
import { getBoolean, setString, storageKeys } from '#web/lib/storage';
import { useOnline } from '#web/lib/use-online';
import type { FeedbackPanel as Panel } from '#web/play/FeedbackPanel';
import { FirstLanguageDrills } from '#web/play/FirstLanguageDrills';
import { focusItem } from '#web/play/focus-item';
import { GameContext, type GameContextValue, type Outcome } from '#web/play/game-context';
import { ItemCard } from '#web/play/ItemCard';
import { shortPhoneHidden } from '#web/play/short-phone';
import { Button, buttonBase, buttonVariants } from '#web/ui/Button';
import { PageSpinner } from '#web/ui/Spinner';
import { ToastOutlet } from '#web/ui/Toast';
import { usePageTitle } from '#web/ui/use-page-title';
import { preloadGuestCheck, useGame } from '../hooks/use-game';
import { preloadTally, useLevelCelebration } from '../hooks/use-level-celebration';
import { gameScreens } from '../screens';
import { CourseMapButton } from './CourseMapButton';
import HowToPlayModal from './HowToPlayModal';
import { ItemView } from './ItemView';
import { LevelProgress } from './LevelProgress';

// The first screen carries only what the first item needs; the rest arrives when used.
const loadTypingView = gameScreens.typing;
const loadSounds = gameScreens.sounds;
// Loaded with a checked item, so that its first verdict renders at once, not after a suspended render.
const feedbackPanel = preloadable(() => gameScreens.feedback().then((module) => module.FeedbackPanel));
function FeedbackPanel(props: ComponentProps<typeof Panel>) {
  const Loaded = feedbackPanel.current();
  return <Loaded {...props} />;
}

const CompletionModal = lazy(gameScreens.completion);
const DownloadAppModal = lazy(gameScreens.downloadApp);
const LevelCelebration = lazy(() =>
  gameScreens.celebration().then((module) => ({ default: module.LevelCelebration })),
);
const CelebrationBanner = lazy(() =>
  gameScreens.celebration().then((module) => ({ default: module.CelebrationBanner })),
);

const soundOf = (item: Item | undefined) => (item && isTyped(item) ? item.sound?.sound : undefined);
const isChecked = (item: Item) => item.type !== 'info' && item.type !== 'speaking';

/** An item asked, kept on screen while its answer is checked and then, with its verdict, until Continue. */
interface Asked {
  item: Item;
  level: Level;
  key: string;
  /** Whether it was answered at the first try in this visit of its level (not a missed item come back). */
  firstTry: boolean;
}

/** A checked answer and the item it answered. */
interface Answered extends Asked {
  outcome: Outcome;
}

/** The game (spec §2 "Game screen", §4): one item at a time, laid out by its level's type. */
export function Component() {
  const { t } = useTranslation('game');
  const title = t('title');
  usePageTitle(title, t('description'));
  const game = useGame();
  const [answered, setAnswered] = useState<Answered | null>(null);
  // An answer moves the learner on before its verdict comes back: the item stays meanwhile.
  const [asking, setAsking] = useState<Asked | null>(null);
  const [howToPlayOpen, setHowToPlayOpen] = useState(() => !getBoolean(storageKeys.hasSeenModal, false));
  const [appOpen, setAppOpen] = useState(false);
  const [completionClosed, setCompletionClosed] = useState(false);
  const checking = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const { level, item, position, nextItem } = game;
  const lastItem = position.sublevel + 1 >= game.placeCount;
  const {
    celebration,
    combo,
    answering,
    record: recordAnswer,
    dismiss: dismissCelebration,
  } = useLevelCelebration(lastItem, level?._id);

  // The next word's audio and screen are fetched while this one is played (docs/design.md §8).
  const itemType = item?.type;
  const nextSound = soundOf(nextItem);
  const nextIsTyped = nextItem !== undefined && isTyped(nextItem);
  const nextType = nextItem?.type;
  const { signedIn } = game;
  useEffect(() => {
    const verdicts = itemType !== undefined && itemType !== 'info' && itemType !== 'speaking';
    if (verdicts || nextSound) {
      void loadSounds().then(({ loseSoundUrl, preloadSounds, winSoundUrl }) =>
        preloadSounds(verdicts ? [winSoundUrl, loseSoundUrl, nextSound] : [nextSound]),
      );
    }
    if (nextIsTyped) void loadTypingView();
    if (nextType === 'speaking') void gameScreens.speaking();
    // So is what an answer's verdict needs, so that the first one paints at once, not after its imports.
    if (verdicts) {
      void feedbackPanel.preload();
      void preloadTally();
      if (!signedIn) void Promise.all([preloadGuestCheck(), loadCatalogs('day')]);
    }
  }, [itemType, nextSound, nextIsTyped, nextType, signedIn]);

  // With a service worker to keep them, this level's media and the next's are fetched ahead for offline play.
  const online = useOnline();
  const controlled = useServiceWorkerControl();
  const { levels } = game;
  useEffect(() => {
    // Only once a service worker keeps them: never on a first visit, so the code stays off its screen.
    if (online && controlled)
      void import('../levels-ahead').then(({ fetchLevelsAhead }) => fetchLevelsAhead(levels, position.index));
  }, [online, controlled, levels, position.index]);

  // A new item starts afresh: empty answer, no clue, nothing selected.
  const itemKey = `${level?._id}:${position.sublevel}`;
  // Past the level's own items come those missed in this visit: not first tries.
  const firstTry = level === undefined || position.sublevel < itemCount(level);

  const goOn = () => {
    setAnswered(null);
    dismissCelebration();
    focusItem(root.current);
  };

  const submit = async (answer: string | number, clueUsed = false): Promise<Outcome | null> => {
    // Enter on an answered item (or the keyboard's ⏎) goes on, as its verdict's Continue does.
    if (answered) {
      goOn();
      return null;
    }
    if (checking.current || !item || !level) return null;
    checking.current = true;
    const asked = {
      item,
      level,
      key: itemKey,
      firstTry,
      lastItem,
      // A text is read, not checked.
      answering: answering(firstTry, isChecked(item)),
    };
    // A learner's answer moves them on when the server takes it, before its verdict is shown: the
    // item is held meanwhile. A guest's moves on in the verdict's own render (`commit`).
    if (game.signedIn) setAsking(asked);
    try {
      const checked = await game.check(answer, clueUsed);
      if (!checked) return null;
      const { outcome } = checked;
      checked.commit();
      recordAnswer(asked.level, asked.lastItem, outcome, asked.answering);
      if (isChecked(asked.item)) {
        // Loaded with the item (see above), so the sound starts with the verdict.
        void loadSounds().then(({ playVerdict }) => playVerdict(outcome.correct));
        setAnswered({ outcome, ...asked });
      } else {
        focusItem(root.current);
      }
      return outcome;
    } finally {
      setAsking(null);
      checking.current = false;
    }
  };

  const feedback = answered && (
    <Suspense fallback={null}>
      <FeedbackPanel
        outcome={answered.outcome}
        word={isTyped(answered.item) ? answered.item.sound?.name : undefined}
        // Said of a hit at the first try; a missed item come back keeps the count without adding to it.
        combo={answered.firstTry ? combo : 0}
        onContinue={goOn}
      >
        {answered.outcome.correct && celebration && (
          <Suspense fallback={null}>
            <LevelCelebration celebration={celebration} />
          </Suspense>
        )}
      </FeedbackPanel>
    </Suspense>
  );
  // The item held on screen in place of the learner's current one, if any: answered, or being checked.
  const held = answered ?? asking;
  const shown = held ?? (level && item ? { item, level, key: itemKey, firstTry } : null);
  // Each item starts with the focus in it, the first one included: its answer, first choice or Next.
  const shownKey = shown?.key;
  useEffect(() => {
    if (shownKey) focusItem(root.current);
  }, [shownKey]);
  const context: GameContextValue | null = shown
    ? {
        item: shown.item,
        media: shown.level,
        busy: game.checking,
        submit,
        feedback,
        verdict: answered ? (answered.outcome.correct ? 'hit' : 'miss') : undefined,
        comingBack: !shown.firstTry,
      }
    : null;

  const closeHowToPlay = () => {
    setString(storageKeys.hasSeenModal, 'true');
    setHowToPlayOpen(false);
  };

  const reset = async () => {
    if (await game.reset()) setCompletionClosed(false);
  };

  let body: ReactNode;
  switch (held ? 'answered' : game.status) {
    case 'loading':
      body = <PageSpinner />;
      break;
    case 'error':
      body = (
        <ItemCard heading={t('status.loadFailed')}>
          <Button className="self-center" onClick={game.retry}>
            {t('status.retry')}
          </Button>
        </ItemCard>
      );
      break;
    case 'empty':
      body = <ItemCard heading={t('status.empty')} />;
      break;
    case 'complete':
      body = (
        <ItemCard heading={t('completion.done')}>
          <Button className="self-center" loading={game.resetting} onClick={() => void reset()}>
            {t('completion.reset')}
          </Button>
        </ItemCard>
      );
      break;
    default:
      body =
        (game.locked && !held) || !context ? (
          <ItemCard heading={t('premium.title')}>
            <p className="text-center">{t('premium.message')}</p>
            <Link to="/checkout" className={`${buttonBase} ${buttonVariants.primary} self-center`}>
              {t('premium.upgrade')}
            </Link>
          </ItemCard>
        ) : (
          <GameContext value={context}>
            <ItemView key={shown?.key} item={context.item} />
          </GameContext>
        );
  }

  return (
    // One screen: the top row, the item (which gives up height first) and, under it, the keyboard.
    <div ref={root} className="flex min-h-0 flex-1 flex-col gap-2 pt-2 md:gap-3 md:pt-3">
      {/* On a short phone a verdict takes the top row's room, so that the answer and the keys stay in sight. */}
      <div
        className={`mx-auto flex w-full max-w-[720px] items-center gap-2 px-4 in-fullscreen:hidden ${answered ? shortPhoneHidden : ''}`}
      >
        <div className="flex flex-col md:flex-row md:items-baseline md:gap-3">
          {/* The page is named for the game; its heading, for what this level asks. */}
          <h1 className="font-bold text-lg md:text-xl">{item ? t(`levelTypes.${item.type}`) : title}</h1>
          {/* A locked level's items are not sent, so it has no parts to count. */}
          {level &&
            (game.locked ? (
              <p className="text-sm">{t('position.level', { level: level.level })}</p>
            ) : (
              <LevelProgress level={level.level} done={position.sublevel} count={game.placeCount} />
            ))}
        </div>
        <div className="ms-auto flex items-center gap-2">
          {levels.length > 0 && (
            <CourseMapButton levels={levels} index={position.index} accountType={game.accountType} />
          )}
          <button
            type="button"
            onClick={() => setAppOpen(true)}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border border-current px-3 font-semibold text-sm"
          >
            <span aria-hidden="true" className="sm:hidden">
              ⬇
            </span>
            <span className="max-sm:sr-only">{t('actions.getApp')}</span>
          </button>
          <button
            type="button"
            onClick={() => setHowToPlayOpen(true)}
            aria-label={t('actions.howToPlay')}
            className="inline-flex size-11 items-center justify-center rounded-full border border-current font-bold text-lg"
          >
            <span aria-hidden="true">?</span>
          </button>
        </div>
      </div>
      {/* The drills hardest for the learner's first language, folded under their title (docs/design.md §5). */}
      {online && (
        // Below tablets the game fills the screen: the offer waits in the review there.
        <FirstLanguageDrills
          folded
          className="mx-auto hidden w-full max-w-[720px] in-fullscreen:hidden md:block"
        />
      )}
      {!online && (
        <p role="status" className="mx-auto w-full max-w-[720px] px-4 text-sm">
          {t(game.signedIn ? 'offline.learner' : 'offline.guest')}
        </p>
      )}
      <ToastOutlet className="mx-auto w-full max-w-[720px] px-4" />
      {body}
      {/* A first visit opens with it, in the same paint as the game behind it. */}
      {howToPlayOpen && <HowToPlayModal onClose={closeHowToPlay} />}
      <Suspense fallback={null}>
        {/* A level with no verdict (info, speaking) is celebrated over the game. */}
        {celebration && !answered && (
          <Suspense fallback={null}>
            <CelebrationBanner celebration={celebration} onDone={dismissCelebration} />
          </Suspense>
        )}
        {game.status === 'complete' && !answered && !completionClosed && (
          <CompletionModal
            resetting={game.resetting}
            onReset={() => void reset()}
            onClose={() => setCompletionClosed(true)}
          />
        )}
        {appOpen && <DownloadAppModal onClose={() => setAppOpen(false)} />}
      </Suspense>
    </div>
  );
}
