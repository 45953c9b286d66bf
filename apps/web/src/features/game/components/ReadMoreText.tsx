import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: a question longer than this is cut, with an ellipsis, until the learner reads more. */
const readMoreLimit = 300;

export function ReadMoreText({ text, className = '' }: { text: string; className?: string }) {
  const { t } = useTranslation('game');
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  // By code point, so a cut never splits a character in two.
  const chars = Array.from(text);
  const long = chars.length > readMoreLimit;
  const shown = long && !expanded ? `${chars.slice(0, readMoreLimit).join('').trimEnd()}…` : text;
  return (
    <div className="flex flex-col items-start gap-1">
      <p id={textId} className={`whitespace-pre-line ${className}`}>
        {shown}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
          className="min-h-11 rounded px-1 font-semibold underline"
        >
          {expanded ? t('mcq.readLess') : t('mcq.readMore')}
        </button>
      )}
    </div>
  );
}
