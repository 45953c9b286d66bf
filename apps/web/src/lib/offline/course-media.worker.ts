import { type CourseMediaReply, keepCourseMedia } from './course-media';

// Keeps the course's media from a thread of its own: some 550 cache reads or fetches, each a task
// that would otherwise wait in line with the learner's keys on the page's thread. A failure is told
// back, so that the page's promise settles.
addEventListener('message', async (event: MessageEvent<readonly string[]>) => {
  let reply: CourseMediaReply;
  try {
    reply = { outcome: await keepCourseMedia(event.data) };
  } catch (error) {
    reply = { error: String(error) };
  }
  postMessage(reply);
});
