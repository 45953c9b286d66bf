import type { Level } from '@tp/contract/levels';
import { StrokeIcon } from '#web/ui/StrokeIcon';

/** Each icon's strokes, on a 24-unit square. */
const paths: Record<Level['type'] | 'done' | 'premium' | 'streak' | 'badge', string[]> = {
  sound: ['M11 5 6 9H3v6h3l5 4z', 'M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13'],
  listening: [
    'M4 18v-6a8 8 0 0 1 16 0v6',
    'M20 14h-2a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h2zM4 14h2a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H4z',
  ],
  video: ['M4 6h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z', 'm16 10 6-3.5v11L16 14'],
  mcq: ['M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z', 'm7.5 12 3 3 6-6'],
  info: ['M2 5h6a4 4 0 0 1 4 4v11a3 3 0 0 0-3-3H2z', 'M22 5h-6a4 4 0 0 0-4 4v11a3 3 0 0 1 3-3h7z'],
  speaking: ['M12 2a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V5a3 3 0 0 1 3-3z', 'M19 10v1a7 7 0 0 1-14 0v-1M12 18v4'],
  done: ['m5 12.5 4.5 4.5L19 7.5'],
  premium: ['m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5z'],
  streak: [
    'M12 2.5c.5 4 5.5 6 5.5 11.5a5.5 5.5 0 0 1-11 0c0-2.5 1.2-4.2 2.5-5.3.3 2 1.3 3.3 2.8 3.8-.8-3.5-.6-6.9.2-10z',
  ],
  badge: ['M18 15a6 6 0 1 1-12 0 6 6 0 0 1 12 0z', 'M9 9.8 6 2.5h4l2 4.5 2-4.5h4l-3 7.3'],
};

/**
 * A level type's icon, a done or premium level's mark, or the streak's and badges'. Decorative:
 * the text beside it says the same.
 */
export function GameIcon({ of, className = 'size-6' }: { of: keyof typeof paths; className?: string }) {
  return <StrokeIcon paths={paths[of]} className={className} />;
}
