import { useTranslation } from 'react-i18next';

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-4' } as const;

/** A spinning ring. Labelled for assistive tech unless it decorates a control that says it is busy. */
export function Spinner({
  size = 'md',
  decorative = false,
}: {
  size?: keyof typeof sizes;
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  const ring = (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-current border-e-transparent motion-reduce:animate-[spin_1.5s_linear_infinite] ${sizes[size]}`}
    />
  );
  if (decorative) return ring;
  return (
    <span role="status" className="inline-flex items-center justify-center">
      {ring}
      <span className="sr-only">{t('app.loading')}</span>
    </span>
  );
}

/** Centred spinner for a whole page region while its data or code loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-40 items-center justify-center p-8 text-link">
      <Spinner />
    </div>
  );
}
