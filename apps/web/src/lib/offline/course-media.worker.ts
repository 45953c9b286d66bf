import { keepCourseMedia } from './course-media';

// Keeps the course's media from a thread of its own: some 550 cache reads or fetches, each a task
// that would otherwise wait in line with the learner's keys on the page's thread.
addEventListener('message', async (event: MessageEvent<readonly string[]>) => {
  postMessage(await keepCourseMedia(event.data));
});
