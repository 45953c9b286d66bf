import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { type CourseBody, seedCourse } from './course/levels';
import { initI18n } from './i18n/i18n';

/** The script element, after the rendered screen, that carries the course it was rendered from. */
export { courseElementId } from './course/levels';

/**
 * A first visit's first screen as HTML: the game at the course's first item, in English, for a
 * browser that has stored nothing yet. The server puts it in the page, which paints before any
 * script has run; the browser then hydrates it (main.tsx).
 */
export async function renderFirstScreen(course: CourseBody): Promise<string> {
  await initI18n('en');
  const queryClient = createQueryClient();
  seedCourse(queryClient, course);
  return renderToString(
    <App
      queryClient={queryClient}
      Router={({ children }) => <StaticRouter location="/">{children}</StaticRouter>}
    />,
  );
}
