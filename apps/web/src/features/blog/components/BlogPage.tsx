import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '#web/session/use-session';
import { Button, buttonBase, buttonVariants } from '#web/ui/Button';
import { Spinner } from '#web/ui/Spinner';
import { usePageTitle } from '#web/ui/use-page-title';
import { usePosts } from '../api/posts';
import { PostArticle } from './PostArticle';

// Only admins edit posts: learners reading the blog never load the form.
const PostActions = lazy(() => import('./PostActions').then((module) => ({ default: module.PostActions })));

function Posts({ manage }: { manage: boolean }) {
  const { t } = useTranslation('site');
  const posts = usePosts();

  if (posts.isPending)
    return (
      <p role="status" className="flex items-center gap-3">
        <Spinner size="sm" decorative />
        {t('blog.loading')}
      </p>
    );
  if (posts.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {t('blog.error')}
        </p>
        <Button variant="secondary" loading={posts.isFetching} onClick={() => void posts.refetch()}>
          {t('blog.retry')}
        </Button>
      </div>
    );
  if (posts.data.length === 0) return <p className="text-muted">{t('blog.empty')}</p>;
  return (
    <div className="flex flex-col gap-6">
      {posts.data.map((post) => (
        <PostArticle
          key={post._id}
          post={post}
          actions={
            manage && (
              <Suspense fallback={null}>
                <PostActions post={post} />
              </Suspense>
            )
          }
        />
      ))}
    </div>
  );
}

/** The blog (spec §2): every post, newest first; admins also get the way to write one, and to edit or delete each. */
export function Component() {
  const { t } = useTranslation('site');
  const title = t('blog.title');
  usePageTitle(title, t('blog.description'));
  const { isAdmin } = useSession();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-3xl">{title}</h1>
        {isAdmin && (
          <Link to="/post" className={`${buttonBase} ${buttonVariants.primary}`}>
            {t('blog.writePost')}
          </Link>
        )}
      </div>
      <Posts manage={isAdmin} />
    </div>
  );
}
