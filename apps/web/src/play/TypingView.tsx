import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTyped, type TypedItem } from '#web/course/course';
import { AnswerInput } from '#web/keyboard/components/AnswerInput';
import { PhoneticKeyboard } from '#web/keyboard/components/PhoneticKeyboard';
import { usePhoneticAnswer } from '#web/keyboard/hooks/use-phonetic-answer';
import { Button } from '#web/ui/Button';
import { smallScreenQuery } from '#web/ui/use-media-query';
import { nextClue } from './answer-check';
import { type GameContextValue, useGameContext } from './game-context';
import { autoplayItemSound, playItemSound } from './game-sounds';
import { ItemCard, NoContext } from './ItemCard';
import { PromptImage } from './PromptImage';
import { shortPhoneHidden } from './short-phone';
import { useFullscreen } from './use-fullscreen';

const VideoPlayer = lazy(() => import('./VideoPlayer'));

const headings = {
  sound: 'sound.heading',
  listening: 'sound.listeningHeading',
  video: 'sound.videoHeading',
} as const;

/** Sound, listening and video items: hear (or watch), type with either keyboard, check, ask for a clue. */
export default function TypingView() {
  const game = useGameContext();
  if (!game || !isTyped(game.item)) return <NoContext />;
  return <Typing game={game} item={game.item} />;
}

function Typing({ game, item }: { game: GameContextValue; item: TypedItem }) {
  const { t } = useTranslation('game');
  const answer = usePhoneticAnswer();
  // The clue opens after a wrong answer (spec §4), an item coming back after one included, and its
  // first press then starts from an empty field.
  const [clueOpen, setClueOpen] = useState(game.comingBack === true);
  const [lastWrong, setLastWrong] = useState(game.comingBack === true);
  const [clueUsed, setClueUsed] = useState(false);
  const [status, setStatus] = useState('');
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen();
  const videoRef = useRef<HTMLVideoElement>(null);
  const clueHintId = useId();
  const { media, busy, submit } = game;
  const soundUrl = item.sound?.sound;
  const video = item.type === 'video' ? media.video : null;
  // A video level's video is its medium, never an item's picture; elsewhere the item's own
  // picture stands in for its level's while it is played.
  const ownImage = item.type === 'video' ? null : item.sound?.image;
  const image = video ? null : (ownImage ?? media.image);

  useEffect(() => {
    // A video level's video speaks for itself; its own autoplay setting decides.
    if (soundUrl && !video) autoplayItemSound(soundUrl);
  }, [soundUrl, video]);

  const play = () => {
    if (soundUrl) playItemSound(soundUrl);
  };

  // On a desktop, keys go on typing into the answer whatever was clicked; a phone types with the
  // keyboard on screen, and focusing the field would open its own over it.
  const focusAnswer = () => {
    if (!window.matchMedia(smallScreenQuery).matches) answer.inputRef.current?.focus();
  };

  const check = async () => {
    if (busy) return;
    const { value } = answer.text();
    if (!value.trim()) {
      setStatus(t('answer.typeFirst'));
      return;
    }
    setStatus('');
    const outcome = await submit(value, clueUsed);
    if (outcome && !outcome.correct) {
      setLastWrong(true);
      setClueOpen(true);
    }
  };

  const clue = () => {
    if (!clueOpen || !item.sound) return;
    const next = nextClue(item.sound, lastWrong ? '' : answer.text().value);
    answer.replace(next, next.length);
    setLastWrong(false);
    setClueUsed(true);
    focusAnswer();
  };

  return (
    <>
      {/* A video takes all the height the keyboard leaves, on every screen. */}
      {/* With a verdict under it, the card's heading gives its room too. */}
      <ItemCard
        heading={t(headings[item.type])}
        fills={game.verdict && !fullscreen ? 'verdict' : fullscreen || video ? 'always' : 'phone'}
      >
        {/* Picture (or video) and play button side by side, the picture as tall as the screen leaves room for. */}
        <div
          className={`relative flex shrink items-center justify-center gap-4 md:gap-6 ${
            fullscreen
              ? 'min-h-16 grow basis-[60dvh]'
              : // With a verdict under the answer the picture gives it room, down to the play button.
                game.verdict
                ? 'min-h-11 basis-11'
                : video
                  ? 'min-h-16 grow basis-36 md:basis-60'
                  : 'min-h-16 basis-28 max-md:grow md:basis-44'
          }`}
        >
          {video ? (
            <Suspense
              fallback={
                <p role="status" className="w-full text-center">
                  {t('media.loadingVideo')}
                </p>
              }
            >
              <VideoPlayer video={video} videoRef={videoRef} />
            </Suspense>
          ) : (
            image && (
              // On a short phone a verdict takes the picture's room; play stays.
              <div className={`contents ${game.verdict ? shortPhoneHidden : ''}`}>
                <PromptImage image={image} />
              </div>
            )
          )}
          {soundUrl && (
            <button
              type="button"
              onClick={() => {
                play();
                focusAnswer();
              }}
              aria-label={t('actions.play')}
              aria-keyshortcuts="Tab"
              className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary text-primary-fg shadow-md transition-transform active:scale-95 motion-reduce:transition-none ${
                game.verdict ? 'size-11 text-xl' : 'size-16 text-3xl md:size-20 md:text-4xl'
              }`}
            >
              <span aria-hidden="true" className="ms-1">
                ▶
              </span>
            </button>
          )}
          {(video || image) && (
            <button
              type="button"
              onClick={() => {
                toggleFullscreen();
                focusAnswer();
              }}
              aria-pressed={fullscreen}
              // In the row's flow, beside the picture and play, so it never lies over either.
              className="inline-flex size-11 shrink-0 items-center justify-center self-start rounded-full bg-surface text-fg text-xl shadow"
            >
              <span aria-hidden="true">{fullscreen ? '⤡' : '⤢'}</span>
              <span className="sr-only">
                {fullscreen ? t('actions.exitFullscreen') : t('actions.enterFullscreen')}
              </span>
            </button>
          )}
        </div>
        <AnswerInput
          answer={answer}
          onSubmit={() => void check()}
          onPlay={soundUrl ? play : undefined}
          onClue={clue}
          showHint={!fullscreen && !game.verdict}
          actions={
            // With a verdict, its Continue stands for them, in their room.
            <div className={`flex w-full justify-between gap-3 md:w-auto ${game.verdict ? 'hidden' : ''}`}>
              <Button
                variant="secondary"
                disabled={!clueOpen}
                onClick={clue}
                aria-describedby={clueHintId}
                aria-keyshortcuts="Alt+C"
              >
                {t('actions.clue')}
              </Button>
              <Button onClick={() => void check()} loading={busy} aria-keyshortcuts="Enter">
                {t('actions.check')}
              </Button>
            </div>
          }
        />
        {/* Out of the flow while it has nothing to say, so it takes no room from the picture. */}
        <p role="status" className="text-center empty:sr-only">
          {status}
        </p>
        <p id={clueHintId} className="sr-only">
          {t('actions.clueHint')}
        </p>
      </ItemCard>
      {game.feedback}
      <PhoneticKeyboard answer={answer} onSubmit={() => void check()} />
    </>
  );
}
