// The courier app (/courier): its own entry, apart from the dashboard, so a phone on a weak
// network loads little (docs/decisions/060): React, the app's words and screens, no Mantine.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CourierApp } from './app';
import { startLocale } from './i18n';
import './courier.css';

async function start() {
  await startLocale();
  const root = document.getElementById('app');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <CourierApp />
      </I18nProvider>
    </StrictMode>,
  );
  // Kept on the phone after the first visit: the app opens without signal.
  if ('serviceWorker' in navigator && import.meta.env.PROD)
    void navigator.serviceWorker.register('/courier-sw.js', { scope: '/courier' }).catch(() => undefined);
}

void start();
