import { type SpeakingRating, speakingModel, speakingRatings } from '@tp/contract/speaking';
import { type SpeakingFocus, speakingFocus } from '@tp/phonetics';
import type { Measurement } from '@tp/speech/imitation';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '#web/course/course';
import { useRecorder } from '#web/lib/use-recorder';
import { Button } from '#web/ui/Button';
import { PageSpinner } from '#web/ui/Spinner';
import { type Clip, modelClip, tryClip } from '../speaking-clip';
import { RecorderControls } from './Recorder';
import { Waveform } from './Waveform';

/** Within this much of the model's figure (or a quarter of it, if more), a try is about the same. */
const sameWithinMs = 15;

function comparison(yours: number, model: number): 'shorter' | 'same' | 'longer' {
  if (Math.abs(yours - model) <= Math.max(sameWithinMs, model / 4)) return 'same';
  return yours < model ? 'shorter' : 'longer';
}

/** Stands for the symbol in a message, to be drawn apart: a private-use character no text holds. */
const symbolMark = '\u{E000}';

/** What the measure says of the try beside the model: the two figures, or why there is none. */
function MeasureLine({
  focus,
  yours,
  model,
}: {
  focus: SpeakingFocus;
  yours: Measurement;
  model: Measurement;
}) {
  const { t } = useTranslation('speaking');
  const measure = focus.measure === 'aspiration' ? 'aspiration' : 'vowelLength';
  if ('problem' in yours) {
    const problem =
      yours.problem === 'unclear'
        ? measure === 'aspiration'
          ? 'unclearStart'
          : 'unclearVowel'
        : yours.problem;
    return <p className="text-center font-semibold">{t(`problems.${problem}`)}</p>;
  }
  // The model is the course's own clip: should it not be measurable, no figure is compared with it.
  if ('problem' in model) return null;
  // The symbol in the phonetic font (system fonts lack ꟼ or ʞ), wherever the language puts it.
  const [before, ...after] = t(measure, { sound: symbolMark, yours: yours.ms, model: model.ms }).split(
    symbolMark,
  );
  return (
    <p className="text-center">
      <span className="font-semibold">
        {before}
        {after.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message.
          <Fragment key={index}>
            <span className="font-phonetic">{focus.sound}</span>
            {text}
          </Fragment>
        ))}
      </span>{' '}
      {t(`compare.${measure}.${comparison(yours.ms, model.ms)}`)}
    </p>
  );
}

/** A clip's row: its name, its play control and its waveform on the shared time axis. */
function ClipRow({
  caption,
  play,
  waveform,
  url,
  clip,
  seconds,
  tone,
}: {
  caption: string;
  play: string;
  /** The waveform's name, given the clip's length in seconds. */
  waveform: (seconds: string) => string;
  url: string;
  clip: Clip;
  seconds: number;
  tone: 'text-primary' | 'text-fg';
}) {
  const audio = useRef<HTMLAudioElement>(null);
  return (
    <figure className="flex items-center gap-2">
      <figcaption className="w-16 shrink-0 text-sm md:w-20">{caption}</figcaption>
      <Button
        variant="secondary"
        className="px-3"
        aria-label={play}
        onClick={() => {
          if (!audio.current) return;
          audio.current.currentTime = 0;
          void audio.current.play();
        }}
      >
        <span aria-hidden="true">▶</span>
      </Button>
      <Waveform
        samples={clip.samples}
        rate={clip.rate}
        seconds={seconds}
        tone={tone}
        label={waveform((clip.samples.length / clip.rate).toFixed(1))}
      />
      {/* biome-ignore lint/a11y/useMediaCaption: a spoken word, named by the row's caption; there is nothing to caption. */}
      <audio ref={audio} src={url} preload="auto" />
    </figure>
  );
}

type ModelState = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; clip: Clip };
type TryState = { phase: 'none' } | { phase: 'measuring' } | { phase: 'ready'; clip: Clip; url: string };

/**
 * A speaking item's practice (docs/decisions/0057): the course's voice of the word to imitate, the
 * learner's recording, both drawn on one time axis with a play control each, what the measure
 * found in each, and the learner's own rating, which answers the item. Nothing is uploaded.
 */
export default function SpeakingPractice({
  item,
  busy,
  onAnswer,
}: {
  /** The text, and its level's model voices, among which the course's one rule finds its word's. */
  item: Extract<Item, { models: unknown }>;
  busy: boolean;
  onAnswer: (rating: SpeakingRating) => void;
}) {
  // Its words load with it (with the first screen's, they would weigh on every visit).
  const { t, ready } = useTranslation('speaking');
  const { t: tg } = useTranslation('game');
  const model = speakingModel(item.models, item.text);
  const focus = model ? speakingFocus(model.answer) : null;
  const measure = focus?.measure ?? null;
  const [modelState, setModelState] = useState<ModelState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState<TryState>({ phase: 'none' });
  const recorder = useRecorder();
  const { state } = recorder;
  const modelUrl = model?.sound;

  useEffect(() => {
    if (!modelUrl) return;
    let current = true;
    modelClip(modelUrl, measure).then(
      (clip) => current && setModelState({ phase: 'ready', clip }),
      (error: unknown) => {
        console.warn('The model voice could not be loaded:', error);
        if (current) setModelState({ phase: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [modelUrl, measure]);

  const recording = state.phase === 'done' ? state.recording : null;
  useEffect(() => {
    if (!recording) return;
    let current = true;
    let url: string | null = null;
    setAttempt({ phase: 'measuring' });
    tryClip(recording, measure).then(
      (clip) => {
        if (!current) return;
        url = URL.createObjectURL(clip.wav);
        setAttempt({ phase: 'ready', clip, url });
      },
      (error: unknown) => {
        console.warn('The recording could not be measured:', error);
        if (current) setAttempt({ phase: 'none' });
      },
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [recording, measure]);

  const rateable = model !== undefined && attempt.phase === 'ready';
  const same = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The rating is what comes next: a keyboard's user is taken there.
    if (rateable) same.current?.focus();
  }, [rateable]);

  const modelReady = modelState.phase === 'ready' ? modelState.clip : null;
  const tried = attempt.phase === 'ready' ? attempt : null;
  // One time axis for both: the longer clip fills the width.
  const seconds = Math.max(
    modelReady ? modelReady.samples.length / modelReady.rate : 0,
    tried ? tried.clip.samples.length / tried.clip.rate : 0,
    0.1,
  );

  if (!ready) return <PageSpinner />;
  return (
    // Marked once there is a try to rate: the item's Next then gives way to the rating (SpeakingView).
    <div className="flex flex-col gap-2" data-rateable={rateable || undefined}>
      {/* On a phone the rating needs the room; screen readers still hear that nothing is uploaded. */}
      <p className="text-center text-sm max-md:sr-only">{tg('speaking.intro')}</p>
      {!model ? (
        <p className="text-center">{t('noModel')}</p>
      ) : modelState.phase === 'failed' ? (
        <p className="text-center">{t('modelFailed')}</p>
      ) : modelReady ? (
        <ClipRow
          caption={t('model')}
          play={t('playModel')}
          waveform={(length) => t('modelWaveform', { seconds: length })}
          url={model.sound}
          clip={modelReady}
          seconds={seconds}
          tone="text-primary"
        />
      ) : (
        <p className="text-center text-muted">{t('loadingModel')}</p>
      )}
      {tried ? (
        <ClipRow
          caption={t('yours')}
          play={t('playYours')}
          waveform={(length) => t('yoursWaveform', { seconds: length })}
          url={tried.url}
          clip={tried.clip}
          seconds={seconds}
          tone="text-fg"
        />
      ) : (
        <p className="text-center text-muted text-sm">
          {attempt.phase === 'measuring' ? t('measuring') : t('notRecorded')}
        </p>
      )}
      <section
        aria-label={tg('recorder.label')}
        className="flex flex-wrap items-center justify-center gap-x-3"
      >
        <RecorderControls recorder={recorder} variant={tried ? 'secondary' : 'primary'} />
      </section>
      {tried && focus && measure && modelReady?.measurement && tried.clip.measurement && (
        <div role="status">
          <MeasureLine focus={focus} yours={tried.clip.measurement} model={modelReady.measurement} />
        </div>
      )}
      {rateable && (
        <fieldset className="flex flex-wrap items-center justify-end gap-2">
          {/* A legend does not lay out in a row: it names the group, the span shows the question. */}
          <legend className="sr-only">{t('rate')}</legend>
          <span aria-hidden="true" className="me-auto">
            {t('rate')}
          </span>
          <Button ref={same} loading={busy} onClick={() => onAnswer(speakingRatings.same)}>
            {t('same')}
          </Button>
          <Button variant="secondary" loading={busy} onClick={() => onAnswer(speakingRatings.notYet)}>
            {t('notYet')}
          </Button>
        </fieldset>
      )}
    </div>
  );
}
