import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '#web/session/use-session';
import { PageSpinner } from '#web/ui/Spinner';
import { usePageTitle } from '#web/ui/use-page-title';
import { PostForm } from './PostForm';

/** Writing a blog post (/post, admins only): the author starts as the admin's name. */
export function Component() {
  const { t } = useTranslation('site');
  const title = t('post.title');
  usePageTitle(title, t('post.description'));
  const session = useSession();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-6 font-bold text-3xl">{title}</h1>
      {/* The form starts from the admin's name, so it waits for the user. */}
      {session.loading ? <PageSpinner /> : <PostForm author={session.user?.name ?? ''} />}
      <p className="mt-8">
        <Link to="/blog" className="text-link underline">
          {t('post.viewBlog')}
        </Link>
      </p>
    </div>
  );
}
