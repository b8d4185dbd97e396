import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createSession } from './app/app';
import { preloadScreenFor } from './app/router';
import { activateLocale, detectLocale } from './shared/i18n';
import { loadRuntimeConfig } from './shared/runtime-config';

const root = createRoot(document.getElementById('root') as HTMLElement);

// The language's catalog loads beside /env.json (English's is already in this script).
Promise.all([loadRuntimeConfig(), activateLocale(detectLocale())])
  .then(() => {
    const manager = createSession();
    // After /env.json, not before: on a slow line the screen's scripts would queue it.
    preloadScreenFor(window.location, manager);
    void manager.start();
    root.render(
      <StrictMode>
        <App manager={manager} />
      </StrictMode>,
    );
  })
  .catch(() => {
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.cssText = 'font-family:system-ui;padding:2rem;text-align:center';
    message.textContent = 'Error. Sorry, something went wrong. Please refresh the page.';
    document.body.replaceChildren(message);
  });
