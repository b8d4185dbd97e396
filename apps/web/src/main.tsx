import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createSession } from './app/app';
import { applyPageStyles } from './app/page-styles';
import { preloadScreenFor } from './app/router';
import { activateLocale, detectLocale } from './shared/i18n';
import { loadRuntimeConfig } from './shared/runtime-config';

const root = createRoot(document.getElementById('root') as HTMLElement);

// The language's catalog loads beside the runtime configuration (English's is already in this
// script; the server writes the configuration into the page, else it comes from /env.json), and at
// / the page's stylesheet, which the server sends so as not to hold the loader's paint.
Promise.all([loadRuntimeConfig(), activateLocale(detectLocale()), applyPageStyles()])
  .then(() => {
    const manager = createSession();
    // The session's token first, the screen's scripts after it: on a slow line they would queue it.
    const isSessionKnown = manager.start().catch(() => undefined);
    const isScreenIn = preloadScreenFor(window.location, manager);
    // Signed out, the page goes on at once (to /login, most often): only a session's screen waits for its
    // scripts and data, which a visitor without one would otherwise wait for on a slow line.
    return isSessionKnown
      .then(() => (manager.getSnapshot().status === 'signed_in' ? isScreenIn : undefined))
      .then(() => manager);
  })
  .then((manager) => {
    // Once the session's first answer and the screen's scripts and data are in, as a transition: React
    // renders the first screen in slices of a few milliseconds, so a phone's main thread is not held for
    // the whole tree at once (the loader stays until it is committed). The screen waits for them anyway;
    // rendered before, it would come with the update that brought the last of them, which React renders
    // in one piece (docs/decisions/091).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App manager={manager} />
        </StrictMode>,
      );
    });
  })
  .catch(() => {
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.cssText = 'font-family:system-ui;padding:2rem;text-align:center';
    message.textContent = 'Error. Sorry, something went wrong. Please refresh the page.';
    document.body.replaceChildren(message);
  });
