import { Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALE_NAMES, type Locale } from './locale';
import { useLanguage } from './use-language';

/**
 * The language switch as a menu item (the shell's Profile menu): it saves the choice on the
 * user. A file of its own, off the shared index: Mantine's Menu (and its positioning library)
 * must not reach /login's first script through the entry header's switch.
 */
export function LanguageMenuItem() {
  const { locale, switchTo } = useLanguage(true);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <Menu.Item lang={other} leftSection={<IconLanguage size={16} aria-hidden />} onClick={() => void switchTo(other)}>
      {LOCALE_NAMES[other]}
    </Menu.Item>
  );
}
