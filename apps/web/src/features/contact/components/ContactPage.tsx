import { limits } from '@tp/contract/constants';
import { feedbackBody } from '@tp/contract/site-requests';
import type { ParseKeys } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '#web/i18n/use-field-error';
import { ApiError } from '#web/lib/api-client';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import type * as z from '#web/lib/zod';
import { Button } from '#web/ui/Button';
import { TextAreaField } from '#web/ui/Field';
import { FormOutcome, type Outcome } from '#web/ui/FormOutcome';
import { usePageTitle } from '#web/ui/use-page-title';
import { useSendFeedback } from '../api/send-feedback';
import { failureMessage } from './failure-message';
import { SenderFields, senderMessages } from './SenderFields';
import { SupportAddress } from './SupportAddress';

type ContactValues = z.input<typeof feedbackBody>;

const empty: ContactValues = { name: '', email: '', message: '' };

const messages: FormMessages<ParseKeys<'site'>> = {
  ...senderMessages,
  message: { required: 'validation.messageRequired', max: 'validation.messageTooLong' },
};

/** Contact Us (spec §2): one request keeps the message for the admins' inbox and e-mails it to support. */
export function Component() {
  const { t } = useTranslation('site');
  const fieldError = useFieldError('site');
  const title = t('contact.title');
  usePageTitle(title, t('contact.description'));
  const send = useSendFeedback();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: contractResolver(feedbackBody, messages),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, isValid, isSubmitting } = formState;

  async function submit(values: ContactValues) {
    try {
      await send.mutateAsync({ ...values, kind: 'feedback' });
    } catch {
      // The mutation holds its error; the outcome below reads it.
      return;
    }
    reset(empty);
  }

  let outcome: Outcome | null = null;
  if (send.isSuccess) outcome = { tone: 'success', message: t('contact.success') };
  else if (send.error) {
    const { error } = send;
    outcome = {
      tone: 'error',
      message:
        error instanceof ApiError && error.code === 'rate_limited'
          ? t('errors.rateLimited')
          : failureMessage(t, error, () => t('contact.sendFailed')),
    };
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-4 font-bold text-3xl">{title}</h1>
      <p className="mb-6 text-muted">{t('contact.intro')}</p>
      <form noValidate onSubmit={handleSubmit(submit)} className="flex max-w-xl flex-col gap-4">
        <SenderFields register={register} errors={errors} />
        <TextAreaField
          label={t('contact.message')}
          rows={6}
          maxLength={limits.messageMax}
          error={fieldError(errors.message?.message)}
          {...register('message')}
        />
        <Button type="submit" disabled={!isValid} loading={isSubmitting} className="self-start">
          {t('contact.send')}
        </Button>
      </form>
      <div className="max-w-xl">
        <FormOutcome outcome={outcome} />
      </div>
      <SupportAddress />
    </div>
  );
}
