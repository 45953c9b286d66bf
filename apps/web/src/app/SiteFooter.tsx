import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

// The footer is on every page; the signup form's code is fetched once the footer scrolls into
// view, so that a first screen which never reaches it never loads it. Its heading and hint are the
// footer's own: on a short page they are the largest text, painted with the page.
const SubscribeForm = lazy(() =>
  import('#web/features/mailing-list/components/SubscribeForm').then((module) => ({
    default: module.SubscribeForm,
  })),
);

const links = [
  ['/about', 'footer.about'],
  ['/contact', 'footer.contact'],
  ['/blog', 'footer.blog'],
  ['/download-keyboard', 'footer.downloadKeyboard'],
  ['/privacy-policy', 'footer.privacyPolicy'],
  ['/terms-and-conditions', 'footer.terms'],
  ['/returns-policy', 'footer.returns'],
  ['/delete-account', 'footer.deleteAccount'],
] as const;

/** Becomes true, for good, once the element enters the viewport. */
function useInView<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** Every page's footer: the site's other pages and the mailing-list signup. */
export function SiteFooter() {
  const { t } = useTranslation();
  const [formSlot, showForm] = useInView<HTMLDivElement>();
  return (
    <footer className="border-border border-t bg-surface px-4 pt-8 pb-8">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 md:flex-row md:justify-between">
        <nav aria-label={t('footer.links')}>
          <ul className="grid grid-cols-2 gap-x-6">
            {links.map(([to, label]) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className="flex min-h-11 items-center py-1 text-link aria-[current=page]:font-bold aria-[current=page]:underline"
                >
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The form's room is kept while its code loads, so nothing moves when it arrives. */}
        <div ref={formSlot} className="flex min-h-64 flex-col gap-3 md:w-80">
          {/* One footer a page: its id is unique. */}
          <h2 id="mailing-list" className="font-semibold text-lg">
            {t('footer.mailingList')}
          </h2>
          <p className="text-muted text-sm">{t('footer.mailingListHint')}</p>
          {showForm && (
            <Suspense>
              <SubscribeForm labelledBy="mailing-list" />
            </Suspense>
          )}
        </div>
      </div>
    </footer>
  );
}
