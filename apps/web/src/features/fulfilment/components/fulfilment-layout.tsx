import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@sameday/contract';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useFulfilmentCapability } from '../../../entities/fulfilment-capability';
import { LoadFailed, LoadingRows, useDocumentTitle } from '../../../shared/ui/page';
import { FULFILMENT_ORDERS_PATH } from '../paths';
import { FulfilmentEntry } from './fulfilment-entry';

const SECTIONS: { to: string; label: MessageDescriptor }[] = [
  { to: WEB_ROUTES.fulfillmentProducts, label: msg`Products` },
  { to: WEB_ROUTES.fulfillmentInventory, label: msg`Inventory` },
  { to: FULFILMENT_ORDERS_PATH, label: msg`Fulfilment orders` },
];

/** The fulfilment screens' frame: the entry page for an account without fulfilment, else title, sections and the screen. */
export function FulfilmentLayout({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  useDocumentTitle(title);
  const capability = useFulfilmentCapability();
  if (capability.isPending) return <LoadingRows label={t`Loading ${title}`} />;
  if (capability.isError)
    return <LoadFailed what={t`fulfilment`} error={capability.error} onRetry={() => void capability.refetch()} />;
  if (!capability.data.enabled) return <FulfilmentEntry requestedAt={capability.data.contactRequestedAt} />;
  return (
    <Box maw={1200}>
      <Stack gap="md">
        <Group component="nav" aria-label={t`Fulfilment`} gap="md">
          {SECTIONS.map((section) => (
            <Anchor key={section.to} component={NavLink} to={section.to} end size="sm" className="fulfilment-section">
              {({ isActive }: { isActive: boolean }) => (
                <Text span fw={isActive ? 700 : 400} td={isActive ? 'underline' : undefined} inherit>
                  {t(section.label)}
                </Text>
              )}
            </Anchor>
          ))}
        </Group>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1} fz="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          </Stack>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Box>
  );
}
