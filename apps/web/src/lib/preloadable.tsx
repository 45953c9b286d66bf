import { type ComponentType, lazy } from 'react';
import { moduleOnce } from './module-once';

/** A component's code, loaded on demand or ahead. */
export interface Preloadable<Props extends object = object> {
  /** Starts loading (once) and resolves to the component. */
  preload(): Promise<ComponentType<Props>>;
  /**
   * The component to render: itself when it was loaded before it was first asked for, else a lazy
   * one that suspends until it is (once: a lazy one that has loaded renders at once too). Always the
   * same one, so that what shows it never remounts.
   */
  current(): ComponentType<Props>;
}

/** A component whose code loads on demand, like `React.lazy`, and can be loaded ahead. */
export function preloadable<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  const code = moduleOnce(load);
  let rendered: ComponentType<Props> | undefined;
  const current = () => {
    rendered ??= code.loaded() ?? lazy(async () => ({ default: await code.load() }));
    return rendered;
  };
  return { preload: code.load, current };
}

/**
 * Renders a preloadable component: at once when its code was loaded ahead (so a screen fetched
 * before the first render shows in the first paint, not a spinner that the screen then shifts),
 * else suspending until it is.
 */
export function Preloaded({ code }: { code: Preloadable }) {
  const Component = code.current();
  return <Component />;
}
