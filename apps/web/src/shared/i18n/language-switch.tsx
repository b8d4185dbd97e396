import { Button } from '@mantine/core';
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
