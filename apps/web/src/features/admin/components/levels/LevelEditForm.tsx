import { useQuery } from '@tanstack/react-query';
import { limits } from '@tp/contract/constants';
import { itemKind, publishBlocker } from '@tp/contract/level-items';
import type { Level } from '@tp/contract/levels';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { previewPath } from '#web/course/level-preview-path';
import { useFieldError } from '#web/i18n/use-field-error';
import { ApiError } from '#web/lib/api-client';
import { contractResolver } from '#web/lib/form-resolver';
import { Button, buttonBase, buttonVariants } from '#web/ui/Button';
import { Field } from '#web/ui/Field';
import { FormOutcome, type Outcome } from '#web/ui/FormOutcome';
import { adminLevelQueryOptions, useSaveLevel, useSetLevelPublished } from '../../api/levels';
import { adminImagesQueryOptions, adminSoundsQueryOptions, adminVideosQueryOptions } from '../../api/media';
import { adminMcqsQueryOptions } from '../../api/quizzes';
import { useDashboardForm } from '../forms/use-dashboard-form';
import { ImagePicker, VideoPicker } from '../media/MediaPickers';
import { TranslationFields } from '../translations/TranslationFields';
import { followTexts, remember, type TranslationMemory } from '../translations/translation-values';
import { useTranslationSection } from '../translations/use-translation-section';
import { LevelWarnings } from './LevelWarnings';
import { type EditedLevel, type EditValues, editValues, levelEdit, splitTexts } from './level-edit';
import { editLevelForm, levelMessages } from './level-forms';
import { NewMcqInLevel } from './NewMcqInLevel';
import { NewSoundInLevel } from './NewSoundInLevel';
import { NewVideoInLevel } from './NewVideoInLevel';
import { OrderedChecklist } from './OrderedChecklist';
import { QueryChoices } from './QueryChoices';
import { SoundPicker } from './SoundPicker';

/** The spec's level-edit message, success or failure, clears after 2 s (§4). */
const messageMs = 2000;

/**
 * A level's number, points, premium flag and content, each saved only if changed. An info level's
 * form waits for the level's translations, which the course does not carry.
 */
export function LevelEditForm({ level }: { level: Level }) {
  const isInfo = level.type === 'info';
  const withTranslations = useQuery({ ...adminLevelQueryOptions(level._id), enabled: isInfo });
  if (!isInfo) return <EditForm level={level} />;
  return <QueryChoices query={withTranslations}>{(edited) => <EditForm level={edited} />}</QueryChoices>;
}

function EditForm({ level }: { level: EditedLevel }) {
  const { t } = useTranslation('adminLevels');
  const { t: tf } = useTranslation('adminFind');
  const fieldError = useFieldError('adminLevels');
  const save = useSaveLevel();
  const publish = useSetLevelPublished();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { register, control, handleSubmit, formState, getValues, setValue } = useDashboardForm<EditValues>({
    resolver: contractResolver(editLevelForm(level), levelMessages),
    defaultValues: editValues(level),
  });
  const { errors, isSubmitting } = formState;
  const itemsField = useController({ control, name: 'items' });
  const premium = useController({ control, name: 'premiumOnly' });
  // Held by React: a video made in the editor is chosen as its option appears.
  const videoField = useController({ control, name: 'videoId' });
  const imageField = useController({ control, name: 'imageId' });
  const textsId = useId();
  const translationSection = useTranslationSection();
  const texts = splitTexts(useWatch({ control, name: 'texts' }));
  const translations = useWatch({ control, name: 'translations' });
  const chosen = useWatch({ control, name: 'items' });
  // A new question filled in and not yet saved: Publish saves it into the level first.
  const [draft, setDraft] = useState<(() => Promise<boolean>) | null>(null);
  const onDraft = useCallback((save: (() => Promise<boolean>) | null) => setDraft(() => save), []);
  const items = draft ? [...chosen, draft] : chosen;
  // What the level would lack once saved as it stands: the server's rule, on the form's values.
  const blocker = publishBlocker({ type: level.type, sounds: items, mcqs: items, texts });
  const blockerId = useId();
  const name = t('card.name', { n: level.level });

  // Translations follow their English text as the admin adds, removes, moves or retypes lines.
  const shownTexts = useRef(level.texts);
  const memory = useRef<TranslationMemory>(new Map());
  const textsKey = texts.join('\n');
  useEffect(() => {
    const lines = splitTexts(textsKey);
    if (lines.join('\n') === shownTexts.current.join('\n')) return;
    const current = getValues('translations');
    remember(memory.current, shownTexts.current, current);
    setValue('translations', followTexts(shownTexts.current, lines, current, memory.current));
    shownTexts.current = lines;
  }, [textsKey, getValues, setValue]);

  const kind = itemKind(level.type);
  const sounds = useQuery({ ...adminSoundsQueryOptions(), enabled: kind === 'sounds' });
  const mcqs = useQuery({ ...adminMcqsQueryOptions(), enabled: kind === 'mcqs' });
  const images = useQuery({
    ...adminImagesQueryOptions(),
    enabled: level.type === 'sound' || level.type === 'listening',
  });
  const videos = useQuery({ ...adminVideosQueryOptions(), enabled: level.type === 'video' });

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), messageMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  /** Saves what changed; publishing, the level is then published, saved or not. */
  async function submit(values: EditValues, publishing = false) {
    setOutcome(null);
    const edit = levelEdit(level, values);
    const changed = edit.content || edit.settings || edit.number !== undefined;
    if (!changed && !publishing) {
      setOutcome({ tone: 'info', message: t('edit.noChanges') });
      return;
    }
    try {
      if (changed) await save.mutateAsync({ id: level._id, edit });
    } catch (error) {
      // Not the server's messages: they are English.
      const empty = error instanceof ApiError && error.code === 'level_empty';
      setOutcome({
        tone: 'error',
        message: `${t('edit.failed')}${empty ? ` ${t('edit.publishedEmpty')}` : ''}`,
      });
      return;
    }
    if (publishing) await setPublished(true);
    else setOutcome({ tone: 'success', message: t('edit.saved') });
  }

  async function setPublished(published: boolean) {
    try {
      await publish.mutateAsync({ id: level._id, published });
      setOutcome({
        tone: 'success',
        message: t(published ? 'card.publishedDone' : 'card.unpublished', { name }),
      });
    } catch (error) {
      const empty = error instanceof ApiError && error.code === 'level_empty';
      setOutcome({
        tone: 'error',
        message: `${t(published ? 'card.publishFailed' : 'card.unpublishFailed')}${empty ? ` ${t('card.needsItem')}` : ''}`,
      });
    }
  }

  const showInvalid = (invalid: FieldErrors<EditValues>) =>
    translationSection.showErrors(invalid.translations);

  /** Publishes what the form holds, with the new question filled in, once that is saved into the level. */
  async function publishAll(values: EditValues) {
    if (!draft) return submit(values, true);
    // The question is saved into the level as it is created; other changes are saved after it.
    const changedBesides = Object.keys(levelEdit(level, values)).length > 0;
    if (!(await draft())) return;
    await submit(changedBesides ? { ...values, items: getValues('items') } : values, true);
  }

  const levelForm = (
    <form
      noValidate
      onSubmit={handleSubmit((values) => submit(values), showInvalid)}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('edit.level')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          error={fieldError(errors.level?.message)}
          {...register('level', { valueAsNumber: true })}
        />
        <Field
          label={t('edit.points')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          error={fieldError(errors.points?.message)}
          {...register('points', { valueAsNumber: true })}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 font-medium">
        <input
          type="checkbox"
          role="switch"
          className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-muted transition-colors before:absolute before:start-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-surface before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-5 motion-reduce:transition-none motion-reduce:before:transition-none rtl:checked:before:-translate-x-5"
          ref={premium.field.ref}
          name={premium.field.name}
          checked={premium.field.value}
          aria-checked={premium.field.value}
          onChange={(event) => premium.field.onChange(event.target.checked)}
          onBlur={premium.field.onBlur}
        />
        {t('edit.premiumOnly')}
      </label>

      {kind === 'sounds' && (
        <QueryChoices query={sounds}>
          {(list) => (
            <SoundPicker
              sounds={list}
              value={itemsField.field.value}
              onChange={itemsField.field.onChange}
              error={fieldError(errors.items?.message)}
            />
          )}
        </QueryChoices>
      )}
      {kind === 'mcqs' && (
        <QueryChoices query={mcqs}>
          {(list) => (
            <OrderedChecklist
              legend={t('edit.mcqs')}
              options={list.map((mcq) => ({ id: mcq._id, label: mcq.question }))}
              value={itemsField.field.value}
              onChange={itemsField.field.onChange}
              empty={t('edit.noMcqs')}
              search={{ label: tf('mcqs.search'), noMatch: (query) => tf('mcqs.noMatch', { query }) }}
              error={fieldError(errors.items?.message)}
            />
          )}
        </QueryChoices>
      )}
      {(level.type === 'sound' || level.type === 'listening') && (
        <QueryChoices query={images}>
          {(list) => (
            <ImagePicker
              label={t('edit.image')}
              items={list}
              none={t('edit.noImage')}
              value={imageField.field.value}
              onChange={imageField.field.onChange}
              inputRef={imageField.field.ref}
            />
          )}
        </QueryChoices>
      )}
      {level.type === 'video' && (
        <QueryChoices query={videos}>
          {(list) => (
            <VideoPicker
              label={t('edit.video')}
              items={list}
              value={videoField.field.value}
              onChange={videoField.field.onChange}
              inputRef={videoField.field.ref}
              error={fieldError(errors.videoId?.message)}
            />
          )}
        </QueryChoices>
      )}
      {kind === 'texts' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={textsId} className="font-medium">
            {t('edit.texts')}
          </label>
          <textarea
            id={textsId}
            rows={6}
            aria-invalid={errors.texts ? true : undefined}
            aria-describedby={errors.texts ? `${textsId}-hint ${textsId}-error` : `${textsId}-hint`}
            className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-fg aria-invalid:border-error"
            {...register('texts')}
          />
          <p id={`${textsId}-hint`} className="text-muted text-sm">
            {t('edit.textsHint')}
          </p>
          {errors.texts && (
            <p id={`${textsId}-error`} className="text-error text-sm">
              {fieldError(errors.texts.message)}
            </p>
          )}
        </div>
      )}
      {level.type === 'info' && (
        <TranslationFields
          {...translationSection}
          strings={texts.map((english, index) => ({
            label: t('edit.textNumber', { n: index + 1 }),
            english,
            maxLength: limits.textMax,
            multiline: true,
          }))}
          values={translations}
          field={(language, index) => register(`translations.${language}.${index}`)}
          error={(language, index) => fieldError(errors.translations?.[language]?.[index]?.message)}
        />
      )}

      <div className="flex flex-wrap items-center justify-end gap-3">
        {blocker && !level.published && (
          <p id={blockerId} className="me-auto text-muted text-sm">
            {t(`edit.needs.${blocker}`)}
          </p>
        )}
        <Button
          type="submit"
          variant={level.published ? 'primary' : 'secondary'}
          loading={isSubmitting && !publish.isPending}
        >
          {t('edit.save')}
        </Button>
        {level.published ? (
          <Button variant="secondary" loading={publish.isPending} onClick={() => void setPublished(false)}>
            {t('card.unpublish')}
          </Button>
        ) : (
          <Button
            disabled={blocker !== null}
            aria-describedby={blocker ? blockerId : undefined}
            loading={publish.isPending}
            onClick={handleSubmit(publishAll, showInvalid)}
          >
            {t('card.publish')}
          </Button>
        )}
      </div>
      <FormOutcome outcome={outcome} />
    </form>
  );

  return (
    <div className="flex flex-col gap-6">
      {/* The level as last saved, played as learners will play it: nothing is recorded, nothing published. */}
      <p className="flex flex-wrap items-center gap-3">
        <Link to={previewPath(level._id)} className={`${buttonBase} ${buttonVariants.secondary}`}>
          {t('preview.open')}
        </Link>
        <span className="text-muted text-sm">{t('preview.hint')}</span>
      </p>
      {kind === 'sounds' && <LevelWarnings level={level} />}
      {levelForm}
      {/* Beside the level's form, not in it: a form cannot hold another. */}
      {level.type === 'video' && (
        <NewVideoInLevel level={level} onChosen={(id) => setValue('videoId', id, { shouldValidate: true })} />
      )}
      {kind === 'mcqs' && (
        <NewMcqInLevel
          level={level}
          onAdded={(id) => itemsField.field.onChange([...getValues('items'), id])}
          onDraft={onDraft}
        />
      )}
      {/* A video level's sounds are saved with its video: they wait for it. */}
      {kind === 'sounds' && (level.type !== 'video' || level.video) && (
        <NewSoundInLevel
          level={level}
          onAdded={(id) => itemsField.field.onChange([...itemsField.field.value, id])}
        />
      )}
    </div>
  );
}
