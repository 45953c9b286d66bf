import type { SuccessBody } from '@tp/contract/endpoint';
import type { posts, siteInfo } from '@tp/contract/site';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { createQueryClient, type PageData } from './app/query-client';
import { preloadScreens } from './app/routes';
import { type CourseBody, seedCourse } from './course/levels';
import { postsQueryKey } from './features/blog/api/posts';
import { initI18n } from './i18n/i18n';
import { siteInfoQueryOptions } from './lib/site-info';

/** The script element, after the rendered page, that carries the data it was rendered from. */
export { pageDataElementId } from './app/query-client';

/** What a page may show of the server's data besides the site's details. */
type Shown = 'course' | 'posts';

/**
 * The pages the server renders for a first visit: those that show every guest the same thing,
 * each with what it shows of the server's data besides the site's details (null: nothing).
 */
export const firstVisitPages: Readonly<Record<string, Shown | null>> = {
  '/': 'course',
  '/login': null,
  '/signup': null,
  '/forgot-password': null,
  '/about': null,
  '/contact': null,
  '/delete-account': null,
  '/blog': 'posts',
  '/info': null,
  '/download-keyboard': null,
  '/iOS-keyboard-support': null,
  '/privacy-policy': null,
  '/terms-and-conditions': null,
  '/returns-policy': null,
  '/privacyPolicyKeyboardAndroid': null,
  '/privacyPolicyKeyboardiphone': null,
};

/** The server's data a page is rendered from, as its API sends it. */
export interface ServerData {
  siteInfo: SuccessBody<typeof siteInfo>;
  course?: CourseBody;
  posts?: SuccessBody<typeof posts>;
}

/**
 * A first visit's page at `path` (one of `firstVisitPages`) as HTML: in English, for a browser that
 * has stored nothing yet, with the data it shows as the API sends it. The server puts it in the
 * page, which paints before any script has run; the browser then hydrates it (main.tsx), from the
 * query cache's data returned beside the HTML.
 */
export async function renderPage(
  path: string,
  data: ServerData,
): Promise<{ html: string; pageData: PageData }> {
  await initI18n('en');
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteInfoQueryOptions().queryKey, data.siteInfo);
  if (data.course) seedCourse(queryClient, data.course);
  if (data.posts) queryClient.setQueryData(postsQueryKey, data.posts);
  // The screen's code and catalogs, so that it renders rather than its spinner.
  if (path !== '/') await preloadScreens(path);
  const html = renderToString(
    <App
      queryClient={queryClient}
      Router={({ children }) => <StaticRouter location={path}>{children}</StaticRouter>}
    />,
  );
  const pageData: PageData = queryClient
    .getQueryCache()
    .getAll()
    .flatMap(({ queryKey, state }) => (state.data === undefined ? [] : [[queryKey, state.data]]));
  return { html, pageData };
}
