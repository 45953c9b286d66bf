import { symbolInfo } from '@tp/phonetics';
import type { TFunction } from 'i18next';
import { symbolName } from './symbol-name';

export interface SymbolText {
  /** The accessible name: the symbol, then what it sounds like ("ʞ, aspirated k (a puff of air)"). */
  name: string;
  /** The example word and its spelling in the model, for the tooltip. */
  example: string | undefined;
}

/** A symbol's translated description and example, as keys and the support texts show them. */
export function symbolText(t: TFunction<'keyboard'>, symbol: string): SymbolText {
  const info = symbolInfo(symbol);
  return {
    name: symbolName(t, symbol),
    example: info && t('example', { word: info.example, transcription: info.exampleTranscription }),
  };
}
