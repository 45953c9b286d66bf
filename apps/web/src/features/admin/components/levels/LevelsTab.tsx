import { useQuery } from '@tanstack/react-query';
import { levelsQueryOptions } from '#web/course/levels';
import { CreateLevelForm } from './CreateLevelForm';
import { LevelGrid } from './LevelGrid';

/** The dashboard's default tab: create a level, then the course to reorder, edit and delete. */
export function LevelsTab() {
  // In English, the language the course is written in, whatever the dashboard's language.
  const course = useQuery(levelsQueryOptions('en'));
  return (
    <div className="flex flex-col gap-8">
      <CreateLevelForm nextNumber={(course.data?.length ?? 0) + 1} />
      <LevelGrid course={course} />
    </div>
  );
}
