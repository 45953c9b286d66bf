/** What other modules may use of the course archive: loading a course from its manifest and media. */
export { courseCounts, isEmpty } from './course-counts';
export { type CourseSource, importCourse } from './course-import';
