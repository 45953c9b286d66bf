import { useQueryClient } from '@tanstack/react-query';
import { limits } from '@tp/contract/constants';
import type { Sound } from '@tp/contract/levels';
import { isTypeable } from '@tp/phonetics';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { contractResolver } from '#web/lib/form-resolver';
import { Field } from '#web/ui/Field';
import { useToast } from '#web/ui/Toast';
import {
  adminImagesQueryKey,
  useCreateSound,
  useGenerateAudio,
  useUpdateSound,
  useUploadAudio,
} from '../../api/media';
import { ExplainedButton } from '../forms/ExplainedButton';
import { useDashboardForm } from '../forms/use-dashboard-form';
import { useWhyDisabled } from '../forms/why-disabled';
import { useMediaFieldError, useSaveFailure } from '../media/media-messages';
import { UploadedFile, UploadField } from '../media/UploadField';
import { type FreshFormProps, useFreshForm } from '../media/use-fresh-form';
import { AnswerField } from './AnswerField';
import { DrillWarnings } from './DrillWarnings';
import { SoundImageField } from './SoundImageField';
import { SoundRecorder } from './SoundRecorder';
import { type SoundValues, soundForm, soundMessages } from './sound-form';
import { useAnswerSuggestion } from './use-answer-suggestion';
import { VariantsField } from './VariantsField';

interface SoundFormProps {
  /** Called once the sound is saved (a modal closes); the form then starts over. */
  onSaved?: () => void;
  /** Called with a new sound once it is created, before the form starts over. */
  onCreated?: (sound: Sound) => void;
  /** The sound to edit: the form starts from it, and its audio stays unless another is chosen. */
  sound?: Sound;
  /** Focus the name once shown: the form is where the admin goes next. */
  autoFocus?: boolean;
}

/**
 * The one sound form: in the sounds tab's 'Add +', on /sound/upload, in a sound card's Edit, and in
 * a level's editor.
 */
export function SoundForm({ onSaved, onCreated, sound, autoFocus = false }: SoundFormProps) {
  const fresh = useFreshForm(onSaved);
  return (
    <SoundFields
      key={fresh.key}
      restarted={fresh.restarted || autoFocus}
      onSaved={fresh.saved}
      onCreated={onCreated}
      editing={sound}
    />
  );
}

/**
 * Where the audio came from: a generated one gives way to a file, and can be generated again; the
 * edited sound's own is kept until another replaces it.
 */
type Audio = { url: string; source: 'file' | 'generated' | 'current' };

/**
 * The spec's save messages (§8): a sound made from the admin's own file is uploaded; one of
 * generated audio, which nobody uploaded, is saved.
 */
const saveMessages = {
  file: { success: 'sound.savedUpload', failure: 'sound.saveUploadFailed' },
  generated: { success: 'sound.saved', failure: 'sound.saveFailed' },
} as const;
const updateMessages = { success: 'sound.updated', failure: 'sound.updateFailed' } as const;

type SaveMessages = typeof updateMessages | (typeof saveMessages)[keyof typeof saveMessages];

/** Why generating failed: a name of punctuation alone gives the voice nothing to say. */
const generateFailure = (error: Error | null) =>
  error instanceof ApiError && error.status === 400 && error.fields?.text
    ? ('sound.nothingToSpeak' as const)
    : ('sound.generateFailed' as const);

function SoundFields({
  restarted,
  onSaved,
  onCreated,
  editing,
}: FreshFormProps<Sound> & Pick<SoundFormProps, 'onCreated'>) {
  const { t } = useTranslation(['adminMedia', 'admin', 'dashboard']);
  const fieldError = useMediaFieldError();
  const whyDisabled = useWhyDisabled();
  const toast = useToast();
  const form = useDashboardForm<SoundValues>({
    resolver: contractResolver(soundForm, soundMessages),
    mode: 'onTouched',
    defaultValues: editing
      ? {
          name: editing.name,
          answer: editing.answer,
          variants: editing.variants,
          imageId: editing.image?._id ?? '',
        }
      : { name: '', answer: '', variants: [], imageId: '' },
  });
  const { register, handleSubmit, setError, setFocus, control, formState } = form;
  const { errors, isValid, isSubmitting } = formState;
  const name = useWatch({ control, name: 'name' }).trim();
  const answer = useWatch({ control, name: 'answer' }).trim();
  const suggestion = useAnswerSuggestion(form);
  const [audio, setAudio] = useState<Audio | null>(
    editing ? { url: editing.sound, source: 'current' } : null,
  );
  // The failed save, whose words depend on the audio's source.
  const [failed, setFailed] = useState<{ error: Error; failure: SaveMessages['failure'] } | null>(null);
  const failure = useSaveFailure(failed?.error ?? null, failed?.failure ?? updateMessages.failure);
  const generateHintId = useId();
  const upload = useUploadAudio();
  const generate = useGenerateAudio();
  const save = useCreateSound();
  const update = useUpdateSound();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (restarted) setFocus('name');
  }, [restarted, setFocus]);

  async function submit(values: SoundValues) {
    if (!audio) return;
    setFailed(null);
    const messages: SaveMessages =
      editing || audio.source === 'current' ? updateMessages : saveMessages[audio.source];
    const body = { ...values, imageId: values.imageId || null };
    let created: Sound | undefined;
    try {
      if (!editing) created = (await save.mutateAsync({ ...body, sound: audio.url })).sound;
      // The current audio is not sent again: the server keeps it.
      else
        await update.mutateAsync({
          id: editing._id,
          body: audio.source === 'current' ? body : { ...body, sound: audio.url },
        });
    } catch (error) {
      // The server's word on a field (symbols it cannot accept, an image deleted meanwhile)
      // belongs next to that field.
      const fields = error instanceof ApiError ? Object.keys(error.fields ?? {}) : [];
      if (fields.includes('answer'))
        setError('answer', { message: 'sound.answerNotTypeable' }, { shouldFocus: true });
      else if (fields.some((field) => field.startsWith('variants')))
        setError('variants', { message: 'sound.variantsRefused' });
      else if (fields.includes('imageId')) {
        setError('imageId', { message: 'sound.imageGone' }, { shouldFocus: true });
        void queryClient.invalidateQueries({ queryKey: adminImagesQueryKey });
      } else setFailed({ error: error as Error, failure: messages.failure });
      return;
    }
    toast.show(t(messages.success), 'success');
    if (created) onCreated?.(created);
    onSaved();
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <Field
        label={t('sound.name')}
        hint={t('sound.nameHint')}
        error={fieldError(errors.name?.message)}
        maxLength={limits.titleMax}
        autoComplete="off"
        {...register('name')}
      />
      <AnswerField form={form} suggestion={suggestion} />
      <VariantsField form={form} suggestion={suggestion} />
      {editing && <DrillWarnings form={form} soundId={editing._id} />}
      <SoundImageField form={form} />
      <SoundRecorder onRecorded={(url) => setAudio({ url, source: 'file' })} />
      <UploadField
        label={t('sound.file')}
        kind="audio"
        upload={upload}
        messages={{
          tooLarge: t('admin:form.fileTooLarge'),
          success: t('sound.uploaded'),
          // As for images: the server answered without a URL, or the file never reached it.
          failure: t('sound.urlFailed'),
          offline: t('sound.uploadFailed'),
        }}
        onUploaded={(url) => setAudio({ url, source: 'file' })}
        keepsCurrent={editing !== undefined}
      />
      {audio?.source !== 'file' && (
        <div className="flex flex-col items-start gap-1">
          <ExplainedButton
            variant="secondary"
            disabled={name === ''}
            why={t('dashboard:disabled.generate')}
            loading={generate.isPending}
            aria-describedby={generateHintId}
            onClick={() =>
              generate.mutate(
                // The voice says the stops as the answer writes them, once it is one the keyboard types.
                { text: name, answer: answer !== '' && isTypeable(answer) ? answer : undefined },
                { onSuccess: (url) => setAudio({ url, source: 'generated' }) },
              )
            }
          >
            {t('sound.generate')}
          </ExplainedButton>
          <p id={generateHintId} className="text-muted text-sm">
            {t('sound.generateHint')}
          </p>
          <p role="status" className={`text-sm ${generate.isError ? 'text-error' : ''}`}>
            {generate.isSuccess && t('sound.generated')}
            {generate.isError && t(generateFailure(generate.error))}
          </p>
        </div>
      )}
      {audio && (
        <UploadedFile url={audio.url}>
          {/* biome-ignore lint/a11y/useMediaCaption: a spoken word to check by ear; its text is the Name field. */}
          <audio
            controls
            src={audio.url}
            aria-label={name ? t('sound.listen', { name }) : undefined}
            className="w-full"
          />
        </UploadedFile>
      )}
      <ExplainedButton
        type="submit"
        disabled={!isValid || !audio}
        why={whyDisabled({
          fill: [
            [t('sound.name'), name],
            [t('sound.answer'), answer],
          ],
          valid: isValid,
          also: [!audio && t('dashboard:disabled.audio')],
        })}
        loading={isSubmitting}
        className="self-start"
      >
        {t('sound.save')}
      </ExplainedButton>
      {failure && (
        <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {failure}
        </p>
      )}
    </form>
  );
}
