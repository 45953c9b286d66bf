export type { AcceptedComparison, AcceptedSpellings, VariantProblem } from './accepted';
export { compareAccepted, spellingUnderway, variantProblems } from './accepted';
export type { AlignmentStep, AnswerComparison } from './compare';
export { align, compareAnswer, maxAlignedSymbols, normalizeAnswer } from './compare';
export type { Contrast, ContrastPosition, DrilledContrast, LevelItem } from './contrasts';
export { contrastOf, contrasts, pictureGiveaways, soundsOf } from './contrasts';
export type { TabledLanguage } from './first-language-contrasts';
export {
  contrastsFor,
  firstLanguageContrasts,
  generallyHardContrasts,
} from './first-language-contrasts';
export type { KeyInput } from './key-map';
export { mapKey, shifted } from './key-map';
export { keySoundFile } from './key-sound-file';
export type { KeyboardAction, KeyboardChar, KeyboardKey, KeyboardLayout, LayoutKey } from './keyboard-layout';
export { desktopLayout, keyboardRows, keyText, mobileLayout } from './keyboard-layout';
export type { SoundSwap } from './minimal-pairs';
export { minimalPairSwap } from './minimal-pairs';
export type {
  ConfusionCount,
  DayCounts,
  SoundOutcome,
  SoundSummary,
  SoundTally,
  SymbolCounts,
  TrendDay,
} from './sound-stats';
export {
  shiftDay,
  soundOutcomes,
  summarizeSounds,
  tallyOutcomes,
  topConfusions,
  trendDays,
  weakestSounds,
} from './sound-stats';
export type { SpeakingFocus } from './speaking-focus';
export { ratingOutcomes, speakingFocus } from './speaking-focus';
export type { SymbolInfo } from './symbols';
export {
  answerPunctuation,
  isTypeable,
  keyboardSymbols,
  specialSymbols,
  symbolInfo,
  symbolTable,
} from './symbols';
export type { LevelWarning, VariantClash, WarnedItem } from './variant-policy';
export { functionWordForms, levelSpellings, levelWarnings, mergedForm, policyForms } from './variant-policy';
