import { describe, expect, it } from 'vitest';
import { localDay } from './streak';

describe('localDay', () => {
  it('is the calendar day in the learner’s own time zone', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-01');
    expect(localDay(instant, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(localDay(new Date('2026-03-01T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-02-28');
  });
});
