import { useQuery } from '@tanstack/react-query';
import { adminCourseQueryOptions } from '../../api/levels';
import { CreateLevelForm } from './CreateLevelForm';
import { LevelGrid } from './LevelGrid';

/** The dashboard's default tab: create a level, then the course to reorder, edit and delete. */
export function LevelsTab() {
  // Drafts included, in English, the language the course is written in, whatever the dashboard's.
  const course = useQuery(adminCourseQueryOptions());
  return (
    <div className="flex flex-col gap-8">
      <CreateLevelForm nextNumber={(course.data?.length ?? 0) + 1} />
      <LevelGrid course={course} />
    </div>
  );
}
