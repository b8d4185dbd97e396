import { useLingui } from '@lingui/react/macro';
import { Paper, Spoiler, Stack, Text, ThemeIcon } from '@mantine/core';
import type { OrderStatusGroupKey } from '@sameday/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { STATE_INFO } from '../lib/state-info';

/** The order-state info area: what the chosen tab's state means and what to do next. */
export function StateInfo({ tab, isCompact = false }: { tab: OrderStatusGroupKey | 'all'; isCompact?: boolean }) {
  const { t } = useLingui();
  const info = STATE_INFO[tab];
  const lines = info.lines.map((line) => (
    <Text key={line.id} size="sm" c="dark.5">
      {t(line)}
    </Text>
  ));
  return (
    <Paper
      withBorder
      radius="lg"
      p={isCompact ? 'sm' : 'md'}
      bg="var(--mantine-color-brand-0)"
      bd="1px solid var(--mantine-color-brand-1)"
      data-tour="order-state-info"
      component="section"
      aria-label={t`About this state`}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <ThemeIcon variant="light" radius="xl" size={32} aria-hidden style={{ flex: 'none' }}>
          <IconInfoCircle size={20} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={700} size="sm">
            {t(info.title)}
          </Text>
          {isCompact ? (
            // Phones keep the title in view and the lines a tap away, so the first orders show at once.
            <Spoiler maxHeight={0} showLabel={t`Show more`} hideLabel={t`Show less`} fz="sm">
              <Stack gap={4}>{lines}</Stack>
            </Spoiler>
          ) : (
            lines
          )}
        </Stack>
      </div>
    </Paper>
  );
}
