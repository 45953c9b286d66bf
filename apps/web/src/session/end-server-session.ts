import { logout } from '@tp/contract/routes';

import { apiCall } from '#web/lib/api-client';
import { getToken } from '#web/lib/storage';

/**
 * Ends this device's session on the server, so that its token stops working everywhere. The
 * request takes the token before the local logout clears it; offline, the local logout goes on.
 */
export function endServerSession(): void {
  if (getToken()) apiCall(logout).catch(() => undefined);
}
