import { useQuery } from '@tanstack/react-query';
import { levelsQueryOptions } from '../../../game/api/levels';
import { CreateLevelForm } from './CreateLevelForm';
import { LevelGrid } from './LevelGrid';

/** The dashboard's default tab: create a level, then the course to reorder, edit and delete. */
export function LevelsTab() {
  const course = useQuery(levelsQueryOptions());
  return (
    <div className="flex flex-col gap-8">
      <CreateLevelForm nextNumber={(course.data?.length ?? 0) + 1} />
      <LevelGrid course={course} />
    </div>
  );
}
