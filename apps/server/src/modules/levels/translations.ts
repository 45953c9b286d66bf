import type {
  AdminLevel,
  AdminMcq,
  Language,
  Level,
  Mcq,
  McqTranslations,
  TextTranslations,
  TranslationLanguage,
} from '@tp/contract';

// Explanations (info texts, MCQ questions and options) are stored in English with their
// translations beside them; a learner's course holds one language, English wherever a string is
// not translated. The words heard and typed (sounds, speaking prompts) are never translated.

type Entries<T> = [TranslationLanguage, T][];
const entries = <T>(record: Partial<Record<TranslationLanguage, T>>) =>
  Object.entries(record).filter(([, value]) => value !== undefined) as Entries<T>;

const isTranslated = (value: string | null | undefined): value is string => typeof value === 'string';

/** The course's own strings are English: any other language takes its translation where there is one. */
const otherThanEnglish = (language: Language): language is TranslationLanguage => language !== 'en';

function localiseMcq({ translations, ...mcq }: AdminMcq, language: Language): Mcq {
  const translation = otherThanEnglish(language) ? translations[language] : undefined;
  if (!translation) return mcq;
  return {
    ...mcq,
    question: translation.question ?? mcq.question,
    options: mcq.options.map((option, index) => ({
      ...option,
      text: translation.options[index] ?? option.text,
    })),
  };
}

/** A level as a learner with the interface in `language` gets it. */
export function localiseLevel({ translations, mcqs, ...level }: AdminLevel, language: Language): Level {
  const texts = otherThanEnglish(language) ? translations[language] : undefined;
  return {
    ...level,
    texts: texts ? level.texts.map((text, index) => texts[index] ?? text) : level.texts,
    mcqs: mcqs.map((mcq) => localiseMcq(mcq, language)),
  };
}

/** Drops the languages that translate nothing, so that a level or MCQ lists only real translations. */
export function compactTextTranslations(translations: TextTranslations): TextTranslations {
  return Object.fromEntries(entries(translations).filter(([, texts]) => texts.some(isTranslated)));
}

export function compactMcqTranslations(translations: McqTranslations): McqTranslations {
  return Object.fromEntries(
    entries(translations).filter(
      ([, { question, options }]) => isTranslated(question) || options.some(isTranslated),
    ),
  );
}

/**
 * A level's translations after its English texts changed with no translations given: each text
 * keeps the translations it had where it is still there, word for word (wherever it moved); a new
 * or edited text has none until they are given.
 */
export function carryTextTranslations(
  before: readonly string[],
  translations: TextTranslations,
  after: readonly string[],
): TextTranslations {
  const was = after.map((text) => before.indexOf(text));
  return compactTextTranslations(
    Object.fromEntries(
      entries(translations).map(([language, texts]) => [
        language,
        was.map((index) => (index >= 0 ? (texts[index] ?? null) : null)),
      ]),
    ),
  );
}
