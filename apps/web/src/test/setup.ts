import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadToastLibrary } from '../shared/ui/toast';
import { takeMockDrifts } from './mock-api';

// The app loads the toasts' library after its first paint; a test's toasts show at once.
await loadToastLibrary();

// findBy*/waitFor give a screen 5 s, not 1 s: on a busy 2-core machine a first render of
// lazy Mantine screens can take longer than a second, and a test must not fail for that.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosizing Textarea listens to document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // A mocked answer made from the call that drifted from the contract fails the test that mocked it.
  const drifts = takeMockDrifts();
  if (drifts.length) throw new Error(drifts.join('\n\n'));
});
