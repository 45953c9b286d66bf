import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useInBrowser } from './use-in-browser';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Actions row, at the end of the dialog. */
  footer?: ReactNode;
}

/**
 * The one modal: a native <dialog> shown with showModal(), which makes the rest of the page inert
 * (focus stays inside). Escape and the close button close it; focus returns to the opener.
 */
export function Modal({ open, onClose, title, children, footer }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Only a browser shows it: a server-rendered page gets it once hydrated.
  const shown = useInBrowser() && open;

  // Opened before the browser paints: the frame that shows the dialog shows it modal, never the
  // page without it first.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!shown || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first control in browsers; make sure of it, so Enter and Escape reach the dialog.
    if (!dialog.contains(document.activeElement))
      dialog.querySelector<HTMLElement>('button, [href], input')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [shown]);

  if (!shown) return null;
  // Portalled to <body> so the dialog never inherits the styles of the bar that opened it.
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape fires `cancel`; the parent owns `open`, so ask it to close instead.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-border bg-surface p-0 text-fg shadow-xl backdrop:bg-black/60"
    >
      <div className="flex items-start justify-between gap-4 p-5 pb-0">
        <h2 id={titleId} className="font-bold text-xl">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => onCloseRef.current()}
          aria-label={t('dialog.close')}
          className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="p-5">{children}</div>
      {footer && <div className="flex flex-wrap justify-end gap-3 p-5 pt-0">{footer}</div>}
    </dialog>,
    document.body,
  );
}
