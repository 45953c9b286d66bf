import { limits } from '@tp/contract/constants';
import { feedbackBody } from '@tp/contract/site-requests';
import type { ParseKeys } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldError } from '#web/i18n/use-field-error';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import type * as z from '#web/lib/zod';
import { useSession } from '#web/session/use-session';
import { Button } from '#web/ui/Button';
import { TextAreaField } from '#web/ui/Field';
import { FormOutcome, type Outcome } from '#web/ui/FormOutcome';
import { usePageTitle } from '#web/ui/use-page-title';
import { useSendFeedback } from '../api/send-feedback';
import { failureMessage, refusalKey } from './failure-message';
import { SenderFields, senderMessages } from './SenderFields';

type DeletionRequestValues = z.input<typeof feedbackBody>;

/** The request is a contact message whose text is the reason, required to submit (spec §2 reads it both ways). */
const empty: DeletionRequestValues = { name: '', email: '', message: '' };

const messages: FormMessages<ParseKeys<'site'>> = {
  ...senderMessages,
  message: { required: 'validation.reasonRequired', max: 'validation.reasonTooLong' },
};

/**
 * The account-deletion request (spec §2): e-mailed to support, no sign-in needed. It goes ahead
 * once the address's owner confirms it, through a mailed link unless they sent it signed in.
 */
export function Component() {
  const { t } = useTranslation('site');
  const fieldError = useFieldError('site');
  const title = t('deleteRequest.title');
  usePageTitle(title, t('deleteRequest.description'));
  const { isLoggedIn } = useSession();
  const send = useSendFeedback();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: contractResolver(feedbackBody, messages),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, isValid, isSubmitting } = formState;

  async function submit(values: DeletionRequestValues) {
    try {
      await send.mutateAsync({ ...values, kind: 'account-deletion' });
    } catch {
      return;
    }
    reset(empty);
  }

  let outcome: Outcome | null = null;
  // A request the signed-in owner sent is confirmed already; any other waits for the mailed link.
  if (send.data?.confirmed) outcome = { tone: 'success', message: t('deleteRequest.success') };
  else if (send.isSuccess)
    outcome = {
      tone: 'success',
      message: `${t('deleteRequest.success')} ${t('deleteRequest.checkInbox')}`,
    };
  else if (send.error)
    outcome = { tone: 'error', message: failureMessage(t, send.error, (refusal) => t(refusalKey(refusal))) };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-4 font-bold text-3xl">{title}</h1>
      <p className="mb-3 text-muted">{t('deleteRequest.intro')}</p>
      <p className="mb-6">
        {t('deleteRequest.signedIn')}{' '}
        {isLoggedIn && (
          <Link to="/profile" className="text-link underline">
            {t('deleteRequest.profileLink')}
          </Link>
        )}
      </p>
      <form noValidate onSubmit={handleSubmit(submit)} className="flex max-w-xl flex-col gap-4">
        <SenderFields register={register} errors={errors} emailHint={t('deleteRequest.emailHint')} />
        <TextAreaField
          label={t('deleteRequest.reason')}
          rows={4}
          maxLength={limits.messageMax}
          hint={t('deleteRequest.reasonHint')}
          error={fieldError(errors.message?.message)}
          {...register('message')}
        />
        <Button type="submit" disabled={!isValid} loading={isSubmitting} className="self-start">
          {t('deleteRequest.submit')}
        </Button>
      </form>
      <div className="max-w-xl">
        <FormOutcome outcome={outcome} />
      </div>
    </div>
  );
}
