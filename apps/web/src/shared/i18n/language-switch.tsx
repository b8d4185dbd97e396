import { Button, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { LOCALE_NAMES, type Locale } from './locale';
import { useLanguage } from './use-language';

/**
 * One button naming the other language in itself ("العربية" / "English"): its visible text is
 * its accessible name, and `lang` lets a screen reader say it right.
 */
export function LanguageSwitch({ isSignedIn = false, size = 'xs' }: { isSignedIn?: boolean; size?: 'xs' | 'sm' }) {
  const { locale, switchTo } = useLanguage(isSignedIn);
  const [isSwitching, setSwitching] = useState(false);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="subtle"
      size={size}
      lang={other}
      loading={isSwitching}
      leftSection={<IconLanguage size={16} aria-hidden />}
      onClick={async () => {
        setSwitching(true);
        try {
          await switchTo(other);
        } finally {
          setSwitching(false);
        }
      }}
    >
      {LOCALE_NAMES[other]}
    </Button>
  );
}

/** The same switch as a menu item (the shell's Profile menu): it saves the choice on the user. */
export function LanguageMenuItem() {
  const { locale, switchTo } = useLanguage(true);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <Menu.Item lang={other} leftSection={<IconLanguage size={16} aria-hidden />} onClick={() => void switchTo(other)}>
      {LOCALE_NAMES[other]}
    </Menu.Item>
  );
}
