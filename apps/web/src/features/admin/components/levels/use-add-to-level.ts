import { useState } from 'react';
import { type LevelEdit, useSaveLevel } from '../../api/levels';
import type { EditedLevel } from './level-edit';

/**
 * Saves into the level, at once, what was just made in its editor (a sound, a question, a video);
 * `failed` names the last thing made that the level could not take.
 */
export function useAddToLevel(level: EditedLevel) {
  const save = useSaveLevel();
  const [failed, setFailed] = useState<string | null>(null);

  async function add(edit: LevelEdit, name: string): Promise<boolean> {
    setFailed(null);
    try {
      await save.mutateAsync({ id: level._id, edit });
      return true;
    } catch {
      setFailed(name);
      return false;
    }
  }

  return { add, added: save.isSuccess, failed };
}
