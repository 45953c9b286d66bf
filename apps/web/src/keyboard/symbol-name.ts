import type { TFunction } from 'i18next';
import type keyboard from '#web/i18n/locales/en/keyboard.json';

type DescribedSymbol = keyof typeof keyboard.descriptions;

/**
 * A symbol's accessible name: the symbol, then what it sounds like ("ʞ, aspirated k (a puff of
 * air)"). Apart from the model's table, so that the game's first screen can name a symbol without it.
 */
export function symbolName(t: TFunction<'keyboard'>, symbol: string): string {
  return t('symbolName', { symbol, description: t(`descriptions.${symbol as DescribedSymbol}`) });
}
