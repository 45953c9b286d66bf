/** One toggle that shows or hides every password field of a form (spec §5, sign-up). */
export function ShowPasswordsToggle({
  shown,
  onToggle,
  label,
}: {
  shown: boolean;
  onToggle: () => void;
  /** What the toggle does now: show, or hide. */
  label: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={shown}
      onClick={onToggle}
      className="self-start rounded px-1 text-link text-sm underline"
    >
      {label}
    </button>
  );
}
