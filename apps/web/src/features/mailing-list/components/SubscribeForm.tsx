import { emailPattern, limits } from '@tp/contract/constants';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { Button } from '#web/ui/Button';
import { Field } from '#web/ui/Field';
import { useSubscribe } from '../api/subscribe';

type Problem = 'emailRequired' | 'invalidEmail';

// The contract's rule for an address, without zod: this form sits in the footer of the first screen.
function problemWith(email: string): Problem | null {
  if (email === '') return 'emailRequired';
  return emailPattern.test(email) ? null : 'invalidEmail';
}

/**
 * The footer's mailing-list signup (spec §4 email form: loading, then success or error), named by
 * the footer's heading (`labelledBy`).
 */
export function SubscribeForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const subscribe = useSubscribe();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const found = problemWith(address);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    subscribe.mutate(address, { onSuccess: () => setEmail('') });
  }

  return (
    <form aria-labelledby={labelledBy} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Field
        ref={input}
        label={t('footer.email')}
        type="email"
        autoComplete="email"
        maxLength={limits.emailMax}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblem(null);
        }}
        error={problem ? t(`footer.${problem}`) : undefined}
      />
      <Button type="submit" loading={subscribe.isPending} className="self-start">
        {t('footer.subscribe')}
      </Button>
      <div role="status">
        {subscribe.isSuccess && (
          <p className="rounded-lg bg-correct p-3 text-correct-fg">{t('footer.subscribed')}</p>
        )}
      </div>
      {subscribe.isError && (
        <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {/* A refusal from the API, or no answer at all (spec §8). */}
          {subscribe.error instanceof ApiError ? t('footer.failed') : t('footer.networkError')}
        </p>
      )}
    </form>
  );
}
