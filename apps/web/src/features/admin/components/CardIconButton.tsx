interface CardIconButtonProps {
  /** What the button does, as its name and tooltip. */
  label: string;
  onClick: () => void;
  /** The icon's stroked path, on a 24 × 24 grid. */
  icon: string;
  /** The button's colours. */
  tone: string;
}

/** A square icon button of a dashboard card, such as its edit and delete buttons. */
export function CardIconButton({ label, onClick, icon, tone }: CardIconButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg ${tone}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={icon} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

/** The pencil of a dashboard card. */
export const EditButton = ({ label, onClick }: Pick<CardIconButtonProps, 'label' | 'onClick'>) => (
  <CardIconButton
    label={label}
    onClick={onClick}
    icon="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4"
    tone="text-link hover:bg-bg"
  />
);
