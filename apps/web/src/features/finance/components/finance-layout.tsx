import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SCROLLING_TAB_CLASS, ScrollingTabsList } from '../../../shared/ui/scrolling-tabs';

const SECTIONS = [
  { path: WEB_ROUTES.invoices, label: msg`Invoices` },
  { path: WEB_ROUTES.cod, label: msg`Cash on Delivery` },
  { path: WEB_ROUTES.paymentMethods, label: msg`Payment Methods` },
  { path: WEB_ROUTES.bankDetails, label: msg`Bank Details` },
] as const;

/**
 * The Finance screens: one title, tabs between the four sections (they are links: each has its URL).
 * On a phone the tabs scroll sideways: the cut edge fades and a button scrolls that way, and the
 * chosen tab is brought into view.
 */
export function FinanceLayout({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = SECTIONS.find((section) => pathname.startsWith(section.path))?.path ?? null;
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a phone the tabs scroll sideways: the active one is brought into view.
    const tab = listRef.current?.querySelector<HTMLElement>('[data-active]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Group>
      {active && (
        <Tabs value={active} onChange={(value) => value && navigate(value)} keepMounted={false}>
          <ScrollingTabsList
            listRef={listRef}
            label={t`Finance sections`}
            backLabel={t`Scroll the finance tabs back`}
            onLabel={t`Scroll the finance tabs on`}
          >
            {SECTIONS.map((section) => (
              <Tabs.Tab key={section.path} value={section.path} className={SCROLLING_TAB_CLASS}>
                {t(section.label)}
              </Tabs.Tab>
            ))}
          </ScrollingTabsList>
        </Tabs>
      )}
      {children}
    </Stack>
  );
}
