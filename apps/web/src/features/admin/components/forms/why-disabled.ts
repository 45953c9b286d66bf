import { useTranslation } from 'react-i18next';

interface Blockers {
  /** The fields a save needs, as label and current value: those still empty are named. */
  fill?: readonly (readonly [label: string, value: string])[];
  /** Whether the form's rules pass; when every field is filled but they do not, fields are to correct. */
  valid?: boolean;
  /** Other reasons, each a sentence (no audio yet, say). */
  also?: readonly (string | false)[];
}

/** Says why a form's button is disabled, in the interface language; null when nothing blocks it. */
export function useWhyDisabled() {
  const { t, i18n } = useTranslation('dashboard');
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return ({ fill = [], valid = true, also = [] }: Blockers): string | null => {
    const empty = fill.filter(([, value]) => value.trim() === '').map(([label]) => label);
    const reasons = [
      empty.length > 0 ? t('disabled.fill', { fields: list.format(empty) }) : !valid && t('disabled.correct'),
      ...also,
    ].filter((reason): reason is string => Boolean(reason));
    return reasons.length > 0 ? reasons.join(' ') : null;
  };
}
