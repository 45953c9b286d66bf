import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export type ToastTone = 'info' | 'success' | 'error';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastApi {
  show: (message: string, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
/** Registers the element a screen keeps its toasts in (`ToastOutlet`). */
const OutletContext = createContext<(element: HTMLElement | null) => void>(() => {});

const tones: Record<ToastTone, string> = {
  info: 'bg-surface text-fg border-border',
  success: 'bg-correct text-correct-fg border-correct-fg',
  error: 'bg-incorrect text-incorrect-fg border-incorrect-fg',
};

const lifetimeMs = 6000;

/**
 * The one toast system: a polite live region at the bottom end of the screen, or in the page's
 * flow where a screen whose every part is a control keeps an outlet for them (the game).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [outlet, setOutlet] = useState<HTMLElement | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, tone }]);
      setTimeout(() => dismiss(id), lifetimeMs);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);

  const list = toasts.map((toast) => (
    <div
      key={toast.id}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-3 shadow-lg ${tones[toast.tone]}`}
    >
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        aria-label={t('toast.dismiss')}
        className="-m-1 inline-flex size-8 items-center justify-center rounded-full"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  ));

  return (
    <ToastContext value={api}>
      <OutletContext value={setOutlet}>{children}</OutletContext>
      <section
        aria-label={t('toast.region')}
        className="pointer-events-none fixed end-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
      >
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {!outlet && list}
        </div>
      </section>
      {outlet && createPortal(list, outlet)}
    </ToastContext>
  );
}

/**
 * Where a screen keeps its toasts, in the page's flow: they push the screen's parts aside for a
 * moment rather than cover one of its controls.
 */
export function ToastOutlet({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      ref={useContext(OutletContext)}
      aria-label={t('toast.region')}
      role="status"
      aria-live="polite"
      // Empty, it takes no room in the screen's flow, yet stays a live region to announce what comes.
      className={`flex flex-col gap-2 empty:absolute ${className}`}
    />
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider>');
  return api;
}
