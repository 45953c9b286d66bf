import userEvent from '@testing-library/user-event';
import type { Level } from '@tp/contract/levels';
import { setToken } from '#web/lib/storage';
import { renderWithProviders } from '#web/test/render-with-providers';
import { LevelsTab } from './LevelsTab';

/** The Levels tab as a signed-in admin sees it, with the app's providers. */
export function renderLevelsTab({ signedIn = true }: { signedIn?: boolean } = {}) {
  if (signedIn) setToken('admin-token');
  const user = userEvent.setup();
  return { ...renderWithProviders(<LevelsTab />), user };
}

/** The JSON body a mocked request was sent with. */
export const sentBody = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

/** The course as the server answers it, changed by the test as the server would be. */
export function courseServer(initial: Level[]) {
  const state = { levels: initial };
  return { state, reply: () => ({ body: { levels: state.levels } }) };
}
