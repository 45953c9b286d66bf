import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/use-page-title';
import { AnswerInput } from '../../keyboard/components/AnswerInput';
import { PhoneticKeyboard } from '../../keyboard/components/PhoneticKeyboard';
import { usePhoneticAnswer } from '../../keyboard/hooks/use-phonetic-answer';

/** The home screen: until the game arrives, a practice card for the keyboard and its sounds. */
export function Component() {
  const { t } = useTranslation();
  const { t: tk } = useTranslation('keyboard');
  const title = t('game.title');
  usePageTitle(title);
  const answer = usePhoneticAnswer();
  const [status, setStatus] = useState('');

  const submit = () => {
    const typed = answer.value.trim();
    setStatus(typed ? tk('practice.submitted', { answer: typed }) : tk('practice.submittedEmpty'));
    answer.clear();
  };

  return (
    // On phones the keyboard is docked to the bottom; the page pads itself by its height.
    <div className="flex flex-col gap-4 pt-3 max-md:pb-[var(--tp-keyboard-height,0px)] md:gap-6 md:pt-8">
      <div className="mx-auto w-full max-w-[720px] px-4">
        <section
          aria-labelledby="practice-title"
          className="flex flex-col gap-3 rounded-2xl bg-quiz p-4 text-quiz-fg shadow-sm md:gap-4 md:p-6"
        >
          <div className="text-center">
            <h1 id="practice-title" className="font-bold text-xl md:text-3xl">
              {title}
            </h1>
            <p className="mt-2 max-md:hidden">{t('game.comingSoon')}</p>
            <p className="mt-1">
              {tk('practice.intro')} <span className="max-md:hidden">{tk('practice.introHover')}</span>
            </p>
          </div>
          <AnswerInput answer={answer} onSubmit={submit} focusOnDesktop />
          <p role="status" className="min-h-6 text-center">
            {status}
          </p>
        </section>
      </div>
      <PhoneticKeyboard answer={answer} onSubmit={submit} />
    </div>
  );
}
