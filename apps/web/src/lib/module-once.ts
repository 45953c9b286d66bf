/** Code loaded on demand or ahead, once, and read at once when it has loaded. */
export interface ModuleOnce<T> {
  /** Starts loading (once; again after a failure) and resolves to the module. */
  load(): Promise<T>;
  /** The module, if it has loaded: what uses it then needs no `await`, and so no render of its own. */
  loaded(): T | undefined;
}

export function moduleOnce<T>(load: () => Promise<T>): ModuleOnce<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load() {
      loading ??= load().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          // Offline, say: the next use tries again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}
