import type { AdminMcq } from '@tp/contract/levels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { McqForm } from '../mcqs/McqForm';
import { InLevelSection } from './InLevelSection';
import { type EditedLevel, itemAdded } from './level-edit';
import { useAddToLevel } from './use-add-to-level';

interface NewMcqInLevelProps {
  level: EditedLevel;
  /** Called with the new question once the level holds it. */
  onAdded: (mcqId: string) => void;
  /** What saves the question filled in and not yet saved, for the level's Publish; see McqForm. */
  onDraft: (save: (() => Promise<boolean>) | null) => void;
}

/**
 * A new question written in an MCQ level's editor (its options, the right one, translations) and
 * added at the end of the level at once, without going to the MCQs tab; the form then starts over
 * for the next. Open from the start in a level without questions, where it is the next thing to do.
 */
export function NewMcqInLevel({ level, onAdded, onDraft }: NewMcqInLevelProps) {
  const { t } = useTranslation('adminStudio');
  const { add, added, failed } = useAddToLevel(level);
  // Each question saved starts a fresh form.
  const [saved, setSaved] = useState(0);

  async function addMcq(mcq: AdminMcq) {
    if (await add(itemAdded(level, mcq._id), mcq.question)) onAdded(mcq._id);
  }

  return (
    <InLevelSection
      title={t('newMcq.title')}
      hint={t('newMcq.hint')}
      startsOpen={level.mcqs.length === 0}
      added={added && t('newMcq.added')}
      failed={failed && t('newMcq.addFailed', { question: failed })}
    >
      <McqForm key={saved} onDone={() => setSaved((n) => n + 1)} onCreated={addMcq} onDraft={onDraft} />
    </InLevelSection>
  );
}
