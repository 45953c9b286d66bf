import type { setLevel as setLevelEndpoint } from '@tp/contract/progress';
import { apiCall, endpointRef } from '../../../lib/api-client';
import { clearGuestProgress, getGuestProgress } from '../../../lib/guest-progress';

const setLevel = endpointRef<typeof setLevelEndpoint>({ method: 'POST', path: '/api/v1/me/level' });

/**
 * A guest who signs up keeps the level they reached (DESIGN §5): the new account, whose token is
 * already stored, starts at that level. The guest keys are cleared either way: the progress now
 * belongs to the account. A failure costs only the carried level, never the sign-up.
 */
export async function carryGuestProgress(): Promise<void> {
  const { level } = getGuestProgress();
  try {
    if (level > 0) await apiCall(setLevel, { body: { level: level + 1, incrementDisplayedLevel: true } });
  } catch (error) {
    console.warn('Could not carry the guest progress into the new account', error);
  }
  clearGuestProgress();
}
