import type { SymbolInfo } from '@tp/phonetics';
import type { TFunction } from 'i18next';

/** The key that types a symbol on a computer keyboard: "5", or "Shift + K" for the shift layer. */
export function symbolKey(t: TFunction<'pages'>, info: SymbolInfo): string {
  return info.shiftOf ? t('support.table.shiftKey', { key: info.key }) : info.key;
}
