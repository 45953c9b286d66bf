// Drawn rather than typed: the arrow and return glyphs are missing from some phones' fonts.
const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-6 shrink-0',
} as const;

export function DeleteIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <path d="M9 5h11a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H9l-6-7z" />
      <path d="m12 9 6 6m0-6-6 6" />
    </svg>
  );
}

export function ShiftIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <path d="M12 4 4 12h4v7h8v-7h4z" />
    </svg>
  );
}

export function SubmitIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <path d="M20 5v7a2 2 0 0 1-2 2H5" />
      <path d="m9 10-4 4 4 4" />
    </svg>
  );
}
