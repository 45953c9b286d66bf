// What `use-sync-external-store/shim` gives older Reacts, from React 19 itself (vite.config.ts).
export { useSyncExternalStore } from 'react';
