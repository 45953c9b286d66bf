import { type ComponentType, lazy } from 'react';

/** A component's code, loaded on demand or ahead. */
export interface Preloadable {
  /** Starts loading (once) and resolves to the component. */
  preload(): Promise<ComponentType>;
  /**
   * The component to render: itself when it was loaded before it was first asked for, else a lazy
   * one that suspends until it is. Always the same one, so that what shows it never remounts.
   */
  current(): ComponentType;
}

/** A component whose code loads on demand, like `React.lazy`, and can be loaded ahead. */
export function preloadable(load: () => Promise<ComponentType>): Preloadable {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  let rendered: ComponentType | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  return {
    preload,
    current: () => {
      rendered ??= loaded ?? lazy(async () => ({ default: await preload() }));
      return rendered;
    },
  };
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
