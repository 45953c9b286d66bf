import { useQuery } from '@tanstack/react-query';
import type { Level } from '@tp/contract/levels';
import { useMemo } from 'react';
import { adminCourseQueryOptions } from '../../api/levels';

/** The numbers of the levels that use each sound, in course order, by sound id. */
function soundLevels(levels: readonly Level[]): Map<string, number[]> {
  const uses = new Map<string, number[]>();
  for (const level of [...levels].sort((a, b) => a.level - b.level)) {
    for (const sound of level.sounds) {
      const numbers = uses.get(sound._id) ?? [];
      if (numbers.at(-1) !== level.level) numbers.push(level.level);
      uses.set(sound._id, numbers);
    }
  }
  return uses;
}

/** Where each sound is used, from the course the dashboard edits; undefined until it is loaded. */
export function useSoundLevels(): Map<string, number[]> | undefined {
  const course = useQuery(adminCourseQueryOptions());
  return useMemo(() => course.data && soundLevels(course.data), [course.data]);
}
