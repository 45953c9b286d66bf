import { useTranslation } from 'react-i18next';

/** "Expected: sʌn", the item's answer in the phonetic font, in the answers panel and the insights. */
export function ExpectedAnswer({ text }: { text: string }) {
  const { t } = useTranslation('adminAnswers');
  return (
    <p>
      {t('panel.expected')}{' '}
      <span dir="ltr" className="phonetic font-phonetic">
        {text}
      </span>
    </p>
  );
}
