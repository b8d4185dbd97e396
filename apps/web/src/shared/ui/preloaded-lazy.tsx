import { type ComponentType, lazy, useState } from 'react';

/**
 * A component loaded on demand that does not suspend once its module is in.
 *
 * `React.lazy` suspends on its first render even when the module loaded long before (its promise
 * tells only a microtask later), and a render that suspends commits the boundary's fallback and
 * leaves the component to a retry, which may wait for another update. At / the route table, the
 * shell and the orders page are asked for before the first render (app/router.tsx), so by then
 * they are usually in: rendered at once, they come with the render that reached them
 * (docs/decisions/091).
 *
 * `preload` starts loading the module once (again after a failure) and resolves with it.
 */
export function preloadedLazy<M extends { default: ComponentType }>(load: () => Promise<M>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function Preloaded() {
    // Chosen once for each mount: changing from the lazy component to the module would mount it again.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Component: Preloaded, preload };
}
