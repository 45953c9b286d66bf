import { type AdminLevel, type Language, type Level, withSpeakingModels } from '@tp/contract';
import { withAcceptedSpellings } from './accepted-spellings';
import { localiseLevel } from './translations';

/**
 * A level, draft or not, as the course cache would make it for learners: its accepted spellings,
 * a speaking level's model voices found among the published levels' sounds (those a learner may
 * hear), its texts in `language`. So an author plays it as it will be played once published.
 */
export function previewLevel(level: AdminLevel, published: readonly AdminLevel[], language: Language): Level {
  const others = published.filter((other) => other._id !== level._id);
  const played = withSpeakingModels([...others, withAcceptedSpellings(level)]).at(-1) ?? level;
  return localiseLevel(played, language);
}
