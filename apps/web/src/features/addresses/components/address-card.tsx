import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type Location, pickupZoneOf } from '@sameday/contract';
import { IconStar } from '@tabler/icons-react';

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
  const name = location.locationName ?? 'No location name';
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
              <Badge color="teal" variant="light" leftSection={<IconStar size={12} aria-hidden />}>
                Default pickup
              </Badge>
            )}
            {!location.locationName && (
              <Badge color="gray" variant="light">
                Not offered on orders
              </Badge>
            )}
            {location.kind === 'pickup' && !pickupZoneOf(location.emirate) && (
              <Badge color="yellow" variant="light">
                Outside collection zones
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          {[location.apartmentNumber && `Apt ${location.apartmentNumber}`, location.addressLine1, location.addressLine2]
            .filter(Boolean)
            .join(', ')}
        </Text>
        <Text size="sm" c="dimmed">
          {location.area}, {location.emirate} · {location.contactName} · {location.phone}
        </Text>
        {canEdit && (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
              Edit
            </Button>
            {isDefault ? (
              <Button
                size="xs"
                variant="default"
                onClick={onClearDefault}
                disabled={isChanging}
                aria-label={`Clear default: ${name}`}
              >
                Clear default
              </Button>
            ) : (
              <Button
                size="xs"
                variant="default"
                onClick={onSetDefault}
                disabled={isChanging || !location.locationName}
                aria-label={`Set as default: ${name}`}
                title={location.locationName ? undefined : 'Give it a location name first'}
              >
                Set as default
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              style={{ '--button-color': 'var(--mantine-color-red-9)' } as React.CSSProperties}
              onClick={onDelete}
              aria-label={`Delete ${name}`}
            >
              Delete
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
