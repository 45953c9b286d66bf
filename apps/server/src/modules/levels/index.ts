/** What other modules may use of the course: its items as the API shows them, and its cache. */
export { mcqOptions, toImage, toMcq, toSound, toVideo } from './course';
export type { CourseCache } from './course-cache';
export { compactMcqTranslations } from './translations';
