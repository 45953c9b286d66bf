import type { InboxMessage } from '@tp/contract/inbox';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { useToast } from '#web/ui/Toast';
import { useMarkHandled } from '../../api/inbox';
import { DeleteRequestedAccount } from './DeleteRequestedAccount';

type Confirmation = NonNullable<InboxMessage['confirmation']>;

const confirmationTone: Record<Confirmation['status'], string> = {
  confirmed: 'bg-correct text-correct-fg',
  awaiting: 'border border-border text-muted',
  expired: 'bg-incorrect text-incorrect-fg',
};

/**
 * One message: who sent it and when, what it says, whether it is handled (and a deletion request
 * confirmed by its address's owner), and what can be done.
 */
export function MessageCard({ message }: { message: InboxMessage }) {
  const { t, i18n } = useTranslation('adminInbox');
  const toast = useToast();
  const mark = useMarkHandled();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const handled = message.handledAt !== null;
  const { confirmation } = message;

  const toggle = () =>
    mark.mutate(
      { id: message._id, handled: !handled },
      {
        onSuccess: () => toast.show(t(handled ? 'inbox.reopened' : 'inbox.marked'), 'success'),
        onError: () => toast.show(t('inbox.markFailed'), 'error'),
      },
    );

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold">{t(`inbox.kinds.${message.kind}`)}</h3>
        <time dateTime={message.at} className="text-muted text-sm">
          {when.format(new Date(message.at))}
        </time>
      </div>
      <p className="text-sm">
        <span className="font-medium">{message.name}</span>{' '}
        <a href={`mailto:${message.email}`} className="break-all text-link underline">
          <bdi>{message.email}</bdi>
        </a>
      </p>
      <p className="whitespace-pre-wrap break-words">{message.message}</p>
      <p className="text-muted text-sm">
        {handled
          ? t('inbox.handledAt', { date: when.format(new Date(message.handledAt ?? message.at)) })
          : t('inbox.statuses.open')}
      </p>
      {confirmation && (
        <p>
          <span
            className={`inline-block rounded-full px-2 py-0.5 font-semibold text-sm ${confirmationTone[confirmation.status]}`}
          >
            {t(`inbox.confirmation.${confirmation.status}`, {
              date: confirmation.at ? when.format(new Date(confirmation.at)) : '',
            })}
          </span>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" loading={mark.isPending} onClick={toggle}>
          {t(handled ? 'inbox.markOpen' : 'inbox.markHandled')}
        </Button>
        {message.kind === 'account-deletion' && <DeleteRequestedAccount message={message} />}
      </div>
    </li>
  );
}
