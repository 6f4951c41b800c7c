import { type ComponentType, lazy, useState } from 'react';

/** A component whose code loads on first use, or earlier by `preload`. */
export interface LazyOnce<P> {
  Component: ComponentType<P>;
  /** Loads the code; settles with it (a failure shows when the component renders). */
  preload: () => Promise<unknown>;
}

/**
 * Like React's `lazy`, but once the code is in (preloaded before the first render, main.tsx) the component
 * renders at once instead of suspending for a tick: the first render is then the page itself, not a spinner,
 * so it can replace the server's first paint in one step.
 */
export function lazyOnce<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyOnce<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null; // asked again when next needed, as React's lazy would
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per loader at module level, as React's lazy
  function Component(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded one would remount the page.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component, preload };
}
