import { Alert, Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconMapPin, IconTruckDelivery } from '@tabler/icons-react';
import { LoadFailed } from '../../../shared/ui/page';
import { usePickupZones } from '../hooks/use-pickup-zones';

const countLabel = (count: number) =>
  count === 0 ? 'no pickup address yet' : `${count} pickup ${count === 1 ? 'address' : 'addresses'}`;

/**
 * Where couriers collect, with the account's pickup addresses in each zone.
 * Warns when the account has pickup addresses but none a courier can reach.
 */
export function CollectionZones({ pickupAddressCount }: { pickupAddressCount: number }) {
  const { zones, hasPickupZones, isPending, error, refetch } = usePickupZones();
  if (isPending) return <Skeleton height={64} radius="md" aria-label="Loading collection zones" />;
  if (error) return <LoadFailed what="the collection zones" error={error} onRetry={() => void refetch()} />;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="collection-zones-title">
      <Group gap="xs" mb={6}>
        <IconTruckDelivery size={18} aria-hidden />
        <Text id="collection-zones-title" fw={600}>
          Collection zones
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        Our couriers collect from pickup addresses in {zones.map((zone) => zone.name).join(' and ')}.
      </Text>
      <Group gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {zones.map((zone) => (
          <Group key={zone.id} gap={6} component="li" wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">
              <Text span fw={600} inherit>
                {zone.name}
              </Text>
              : {countLabel(zone.pickupAddressCount)}
            </Text>
          </Group>
        ))}
      </Group>
      {!hasPickupZones && pickupAddressCount > 0 && (
        <Alert color="yellow" variant="light" mt="sm" title="No pickup address in a collection zone">
          Add a pickup address in {zones.map((zone) => zone.name).join(' or ')} so a courier can collect your orders.
        </Alert>
      )}
    </Paper>
  );
}
