import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadedLazy } from './preloaded-lazy';

const module = { default: () => <p>The screen</p> };

/** The component inside a boundary whose fallback counts its renders. */
function renderInBoundary(Component: ComponentType) {
  let fallbacks = 0;
  function Fallback() {
    fallbacks += 1;
    return <p>Loading</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Component />
    </Suspense>,
  );
  return { fallbacks: () => fallbacks };
}

describe('a component loaded on demand (decision 091)', () => {
  it('renders in the first render when its module came in before, with no fallback', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const lazy = preloadedLazy(load);
    await lazy.preload();
    const boundary = renderInBoundary(lazy.Component);
    expect(screen.getByText('The screen')).toBeInTheDocument();
    expect(boundary.fallbacks()).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until a module still loading comes in, and loads it once', async () => {
    let arrive: (value: typeof module) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
    const lazy = preloadedLazy(load);
    void lazy.preload();
    const boundary = renderInBoundary(lazy.Component);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive(module));
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    expect(boundary.fallbacks()).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load (offline, then back)', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(module);
    const lazy = preloadedLazy(load);
    await expect(lazy.preload()).rejects.toThrow('offline');
    await expect(lazy.preload()).resolves.toBe(module);
    renderInBoundary(lazy.Component);
    expect(screen.getByText('The screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
