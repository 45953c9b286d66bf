import { StrokeIcon } from '#web/ui/StrokeIcon';

/** A rounded frame filling most of the square, which several icons draw on. */
const frame = 'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z';

/**
 * Each dashboard section's icon, by the section's key: strokes on a 24-unit square. Sections still
 * to come (audit, inbox, subscribers) have theirs ready.
 */
const dashboardIcons = {
  'add-levels': ['m12 3 9 5-9 5-9-5z', 'm3 12.5 9 5 9-5', 'm3 17 9 5 9-5'],
  // Bars of falling height: what learners get right, level by level.
  insights: ['M4 20h16', 'M6 16V4', 'M11 16V8', 'M16 16v-5'],
  users: [
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1',
    'M16 3.5a4 4 0 0 1 0 7M22 21v-1a6 6 0 0 0-4-5.6',
  ],
  'view-videos': [frame, 'm10 8.5 5 3.5-5 3.5z'],
  'view-audios': ['M11 5 6 9H3v6h3l5 4z', 'M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13'],
  'view-mcqs': ['M4 6h.01M4 12h.01M4 18h.01', 'M9 6h11M9 12h11M9 18h11'],
  'view-badges': ['M18 15a6 6 0 1 1-12 0 6 6 0 0 1 12 0z', 'M9 9.8 6 2.5h4l2 4.5 2-4.5h4l-3 7.3'],
  'view-images': [frame, 'M9 10.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z', 'm21 15-5-5L5 20'],
  audit: ['M3 12a9 9 0 1 0 2.6-6.4L3 8', 'M3 3v5h5', 'M12 7v5l3 2'],
  inbox: ['M22 12h-6l-2 3h-4l-2-3H2', 'M5.5 5h13l3.5 7v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6z'],
  'course-file': ['M3 4h18v4H3z', 'M5 8v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8', 'M10 12h4'],
  subscribers: ['M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z', 'm2 7 10 7 10-7'],
} as const satisfies Record<string, readonly string[]>;
export type DashboardIconName = keyof typeof dashboardIcons;

/** A dashboard section's icon; decorative, as its label names the section. */
export const DashboardIcon = ({ of, className }: { of: DashboardIconName; className?: string }) => (
  <StrokeIcon paths={dashboardIcons[of]} className={className} />
);
