import type { Level } from '@tp/contract/levels';
import type { ReactNode } from 'react';

/** Line drawings in the text colour, so that every theme colours them. */
const paths: Record<Level['type'] | 'done' | 'premium', ReactNode> = {
  sound: (
    <>
      <path d="M11 5 6 9H3v6h3l5 4z" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    </>
  ),
  listening: (
    <>
      <path d="M4 18v-6a8 8 0 0 1 16 0v6" />
      <path d="M20 14h-2a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h2zM4 14h2a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H4z" />
    </>
  ),
  video: (
    <>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="m16 10 6-3.5v11L16 14" />
    </>
  ),
  mcq: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="m7.5 12 3 3 6-6" />
    </>
  ),
  info: (
    <>
      <path d="M2 5h6a4 4 0 0 1 4 4v11a3 3 0 0 0-3-3H2z" />
      <path d="M22 5h-6a4 4 0 0 0-4 4v11a3 3 0 0 1 3-3h7z" />
    </>
  ),
  speaking: (
    <>
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M19 10v1a7 7 0 0 1-14 0v-1M12 18v4" />
    </>
  ),
  done: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  premium: <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5z" />,
};

/** A level type's icon, or the marks of a done or premium level. Decorative: the text says it too. */
export function LevelTypeIcon({ of, className = 'size-6' }: { of: keyof typeof paths; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`fill-none stroke-2 stroke-current ${className}`}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[of]}
    </svg>
  );
}
