/** Full page load: after signing in the app restarts with the new session (spec §2). */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
