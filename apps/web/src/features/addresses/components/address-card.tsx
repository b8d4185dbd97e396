import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type Location, pickupZoneOf } from '@sameday/contract';
import { IconStar } from '@tabler/icons-react';
import { useEmirateName } from '../../../entities/places';

/** One saved address: its name and badges, the address, and (for those who may) its actions. */
export function AddressCard({
  location,
  isDefault,
  canEdit,
  isChanging,
  onEdit,
  onDelete,
  onSetDefault,
  onClearDefault,
}: {
  location: Location;
  isDefault: boolean;
  canEdit: boolean;
  isChanging: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  onClearDefault: () => void;
}) {
  const { t } = useLingui();
  const emirateName = useEmirateName()(location.emirate);
  const name = location.locationName ?? t`No location name`;
  const headingId = `address-${location.id}`;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            <Text id={headingId} fw={600} c={location.locationName ? undefined : 'dimmed'}>
              {name}
            </Text>
            {isDefault && (
              <Badge color="teal.9" variant="outline" leftSection={<IconStar size={12} aria-hidden />}>
                <Trans>Default pickup</Trans>
              </Badge>
            )}
            {!location.locationName && (
              <Badge color="gray" variant="light">
                <Trans>Not offered on orders</Trans>
              </Badge>
            )}
            {location.kind === 'pickup' && !pickupZoneOf(location.emirate) && (
              <Badge color="yellow" variant="light">
                <Trans>Outside collection zones</Trans>
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" dir="auto">
          {[
            location.apartmentNumber && t`Apt ${location.apartmentNumber}`,
            location.addressLine1,
            location.addressLine2,
          ]
            .filter(Boolean)
            .join(', ')}
        </Text>
        <Text size="sm" c="dimmed">
          <bdi>
            {location.area}, {emirateName}
          </bdi>{' '}
          · <bdi>{location.contactName}</bdi> · <bdi dir="ltr">{location.phone}</bdi>
        </Text>
        {canEdit && (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="default" onClick={onEdit} aria-label={t`Edit ${name}`}>
              <Trans>Edit</Trans>
            </Button>
            {isDefault ? (
              <Button
                size="xs"
                variant="default"
                onClick={onClearDefault}
                disabled={isChanging}
                aria-label={t`Clear default: ${name}`}
              >
                <Trans>Clear default</Trans>
              </Button>
            ) : (
              <Button
                size="xs"
                variant="default"
                onClick={onSetDefault}
                disabled={isChanging || !location.locationName}
                aria-label={t`Set as default: ${name}`}
                title={location.locationName ? undefined : t`Give it a location name first`}
              >
                <Trans>Set as default</Trans>
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              style={{ '--button-color': 'var(--mantine-color-red-9)' } as React.CSSProperties}
              onClick={onDelete}
              aria-label={t`Delete ${name}`}
            >
              <Trans>Delete</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
