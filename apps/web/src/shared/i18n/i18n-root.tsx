import { I18nProvider } from '@lingui/react';
import { DirectionProvider, useDirection } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { currentLocale, i18n } from './i18n';
import { directionOf } from './locale';

/** Keeps Mantine's direction (popovers, drawers, sliders) with the page's language. */
function DirectionFollowsLanguage() {
  const { setDirection } = useDirection();
  useEffect(() => {
    const follow = () => setDirection(directionOf(currentLocale()));
    follow();
    return i18n.on('change', follow);
  }, [setDirection]);
  return null;
}

/** The page's language and direction for everything below it (docs/decisions/039). */
export function I18nRoot({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(currentLocale())} detectDirection={false}>
        <DirectionFollowsLanguage />
        {children}
      </DirectionProvider>
    </I18nProvider>
  );
}
