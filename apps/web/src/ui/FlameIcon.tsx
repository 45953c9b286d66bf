/**
 * The streak's flame, drawn rather than the 🔥 emoji, which systems without a colour emoji font
 * show as an empty box. Warm on every theme's header and card, or `unlit` (in the text's colour,
 * faint) while the day has nothing done; decorative, as the words beside it say what it counts.
 */
export function FlameIcon({ className = 'size-4', unlit = false }: { className?: string; unlit?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`inline-block shrink-0 align-[-0.125em] ${unlit ? 'opacity-60' : ''} ${className}`}
    >
      <path
        fill={unlit ? 'none' : '#f97316'}
        stroke={unlit ? 'currentColor' : 'none'}
        strokeWidth="1.5"
        d="M12 1.5c.6 3.6-1.4 5.8-3 7.9C7.5 11.3 5.5 13.4 5.5 16.3a6.5 6.5 0 0 0 13 0c0-2.4-1.1-4.5-2.5-6-.3 1.7-1.2 2.8-2.3 3.2.7-3.9-.4-9-1.7-12Z"
      />
      <path
        fill={unlit ? 'none' : '#facc15'}
        d="M12 22.3a3.4 3.4 0 0 1-3.4-3.4c0-1.8 1.3-3 2.3-4.2.2 1.3.9 2 1.7 2.3.2-1.1.9-1.9 1.7-2.4.7 1 1.1 2.2 1.1 3.4a3.4 3.4 0 0 1-3.4 4.3Z"
      />
    </svg>
  );
}
