import userEvent from '@testing-library/user-event';
import type { Level } from '@tp/contract/levels';
import { MemoryRouter } from 'react-router';
import { setToken } from '#web/lib/storage';
import { makeLevel } from '#web/test/game-fixtures';
import { renderWithProviders } from '#web/test/render-with-providers';
import { LevelsTab } from './LevelsTab';

/** The Levels tab as a signed-in admin sees it on the dashboard, with the app's providers. */
export function renderLevelsTab({ signedIn = true }: { signedIn?: boolean } = {}) {
  if (signedIn) setToken('admin-token');
  const user = userEvent.setup();
  return {
    ...renderWithProviders(
      <MemoryRouter initialEntries={['/dashboard']}>
        <LevelsTab />
      </MemoryRouter>,
    ),
    user,
  };
}

/** The JSON body a mocked request was sent with. */
export const sentBody = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

/** The course as the server answers it, changed by the test as the server would be. */
export function courseServer(initial: Level[]) {
  const state = { levels: initial };
  return { state, reply: () => ({ body: { levels: state.levels } }) };
}

/**
 * A course of one level where creating a level adds `draft`; `set` changes that level as the
 * server would, `level()` reads it, and `routes` answer the course and the creation.
 */
export function draftServer(draft: Level) {
  const first = makeLevel({ level: 1, type: 'sound' });
  const server = courseServer([first]);
  let current = draft;
  const set = (next: Level) => {
    current = next;
    server.state.levels = [first, next];
  };
  const routes = {
    'GET /api/v1/admin/levels': server.reply,
    'POST /api/v1/create-level': () => {
      set(current);
      return { status: 201, body: { newLevel: current, message: 'Level created.' } };
    },
  };
  return { set, level: () => current, routes };
}
