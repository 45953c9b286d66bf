import type { Post } from '@tp/contract/site';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { postParagraphs } from './post-paragraphs';

/**
 * One blog post: title, date (its day in UTC) in the interface language's format, author, then its
 * text; `actions` (an admin's Edit and Delete) follow the byline.
 */
export function PostArticle({ post, actions }: { post: Post; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('site');
  const headingId = useId();
  // The day in UTC, not in the reader's time zone: the server renders the blog for every guest, and
  // the browser hydrates it as rendered.
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(post.date),
  );

  return (
    <article
      aria-labelledby={headingId}
      className="wrap-break-word rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="font-bold text-2xl">
        {post.title}
      </h2>
      <p className="mt-1 text-muted text-sm">
        <time dateTime={post.date}>{date}</time> · {t('blog.byAuthor', { author: post.author })}
      </p>
      {actions && <div className="mt-3">{actions}</div>}
      <div className="mt-4 flex flex-col gap-3 whitespace-pre-line">
        {postParagraphs(post.content).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a post's paragraphs never move.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
