import type { LevelType } from '@tp/contract/constants';
import type { Level, TextTranslations } from '@tp/contract/levels';
import type { LevelContent, LevelEdit } from '../../api/levels';
import {
  emptyTranslations,
  type TranslationValues,
  textTranslationValues,
  toTextTranslations,
} from '../translations/translation-values';

/** The level the form edits: an info level comes with its texts' translations. */
export type EditedLevel = Level & { translations?: TextTranslations };

/** The edit form's values. `items` are the level's sounds or MCQs, in order. */
export interface EditValues {
  level: number;
  points: number;
  premiumOnly: boolean;
  items: string[];
  /** '' for no image. */
  imageId: string;
  /** '' while no video is chosen. */
  videoId: string;
  /** One text per line. */
  texts: string;
  /** An info level's texts in other languages, one entry per text. */
  translations: TranslationValues;
}

export function editValues(level: EditedLevel): EditValues {
  return {
    level: level.level,
    points: level.points,
    premiumOnly: level.premiumOnly,
    items: (level.type === 'mcq' ? level.mcqs : level.sounds).map((item) => item._id),
    imageId: level.image?._id ?? '',
    videoId: level.video?._id ?? '',
    texts: level.texts.join('\n'),
    translations:
      level.type === 'info'
        ? textTranslationValues(level.translations ?? {}, level.texts.length)
        : emptyTranslations(0),
  };
}

/** One text per line; blank lines are dropped. */
export const splitTexts = (texts: string): string[] =>
  texts
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function levelContent(type: LevelType, values: EditValues): LevelContent {
  const sounds = values.items;
  const imageId = values.imageId || null;
  switch (type) {
    case 'sound':
      return { call: 'sounds', body: { sounds, imageId } };
    case 'listening':
      return { call: 'image', body: { imageId, sounds } };
    case 'video':
      return { call: 'video', body: { video: values.videoId, sounds } };
    case 'mcq':
      return { call: 'mcqs', body: { mcqs: values.items } };
    case 'info': {
      const texts = splitTexts(values.texts);
      return {
        call: 'texts',
        body: { texts, translations: toTextTranslations(values.translations, texts.length) },
      };
    }
    // Speaking prompts are what the learner says: never translated.
    case 'speaking':
      return { call: 'texts', body: { texts: splitTexts(values.texts) } };
  }
}

/** What the form changed, as the calls that save it; empty when nothing changed. */
export function levelEdit(level: EditedLevel, values: EditValues): LevelEdit {
  const edit: LevelEdit = {};
  const content = levelContent(level.type, values);
  if (JSON.stringify(content) !== JSON.stringify(levelContent(level.type, editValues(level))))
    edit.content = content;
  const settings: NonNullable<LevelEdit['settings']> = {};
  if (values.points !== level.points) settings.points = values.points;
  if (values.premiumOnly !== level.premiumOnly) settings.premiumOnly = values.premiumOnly;
  if (Object.keys(settings).length > 0) edit.settings = settings;
  if (values.level !== level.level) edit.number = values.level;
  return edit;
}

/** The call that adds a sound or question at the end of a level as it is saved, changing nothing else. */
export function itemAdded(level: EditedLevel, itemId: string): LevelEdit {
  const values = editValues(level);
  return { content: levelContent(level.type, { ...values, items: [...values.items, itemId] }) };
}

/** The call that shows `videoId` in a video level as it is saved, its sounds unchanged. */
export function videoChosen(level: EditedLevel, videoId: string): LevelEdit {
  return { content: levelContent(level.type, { ...editValues(level), videoId }) };
}
