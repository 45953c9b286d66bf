import type { PublicSession } from '@tp/contract/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Spinner } from '#web/ui/Spinner';
import { useEndAllSessions, useEndSession, useSessions } from '../api/sessions';
import { deviceName } from '../device-name';

function useDeviceLabel() {
  const { t } = useTranslation('account');
  return (agent: string) => {
    const { browser, system } = deviceName(agent);
    if (browser && system) return t('sessions.browserOn', { browser, system });
    return browser ?? system ?? t('sessions.unknownDevice');
  };
}

function SessionRow({ session }: { session: PublicSession }) {
  const { t, i18n } = useTranslation('account');
  const label = useDeviceLabel()(session.device);
  const end = useEndSession();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold">
          {label}
          {session.current && (
            <span className="ms-2 rounded-full bg-correct px-2 py-0.5 text-correct-fg text-sm">
              {t('sessions.thisDevice')}
            </span>
          )}
        </p>
        <p className="text-muted text-sm">
          {t('sessions.lastUsed', { when: date.format(new Date(session.lastUsedAt)) })} ·{' '}
          {t('sessions.signedIn', { when: date.format(new Date(session.createdAt)) })}
        </p>
      </div>
      <Button
        variant="secondary"
        disabled={end.isPending}
        aria-label={t('sessions.endOne', { device: label })}
        onClick={() => end.mutate({ id: session.id, current: session.current })}
      >
        {t('sessions.end')}
      </Button>
      {end.isError && (
        <p role="alert" className="w-full rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {t('sessions.endFailed')}
        </p>
      )}
    </li>
  );
}

/** The account's signed-in devices, each of which can be logged out, or all at once. */
export function SessionsList() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const endAll = useEndAllSessions();
  const [confirming, setConfirming] = useState(false);

  return (
    <section aria-labelledby="sessions" className="rounded-xl border border-border bg-surface p-5">
      <h2 id="sessions" className="mb-2 font-bold text-xl">
        {t('sessions.title')}
      </h2>
      <p className="mb-2 text-muted">{t('sessions.intro')}</p>
      {sessions.isPending ? (
        <Spinner />
      ) : sessions.isError ? (
        <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {t('sessions.loadFailed')}
        </p>
      ) : (
        <ul className="mb-4 divide-y divide-border">
          {sessions.data.sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>{t('sessions.endAllConfirm')}</p>
          <Button variant="danger" disabled={endAll.isPending} onClick={() => endAll.mutate()}>
            {t('sessions.endAll')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('sessions.cancel')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('sessions.endAll')}
        </Button>
      )}
      {endAll.isError && (
        <p role="alert" className="mt-4 rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {t('sessions.endFailed')}
        </p>
      )}
    </section>
  );
}
