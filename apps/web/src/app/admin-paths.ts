/** The admin pages: they show the admin's own frame instead of the learner's header and footer. */
const adminPaths = ['dashboard', 'sound/upload', 'post', 'level-preview'] as const;
export type AdminPath = (typeof adminPaths)[number];

/** Whether `path` (no trailing slash) is an admin page. */
export const isAdminPath = (path: string) => adminPaths.some((page) => path === `/${page}`);
