import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconMapPin, IconTruckDelivery } from '@tabler/icons-react';
import { useEmirateName } from '../../../entities/places';
import { LoadFailed } from '../../../shared/ui/page';
import { usePickupZones } from '../hooks/use-pickup-zones';

/**
 * Where couriers collect, with the account's pickup addresses in each zone.
 * Warns when the account has pickup addresses but none a courier can reach.
 */
export function CollectionZones({ pickupAddressCount }: { pickupAddressCount: number }) {
  const { t } = useLingui();
  const zoneName = useEmirateName();
  const { zones, hasPickupZones, isPending, error, refetch } = usePickupZones();
  if (isPending) return <Skeleton height={64} radius="md" aria-label={t`Loading collection zones`} />;
  if (error) return <LoadFailed what={t`the collection zones`} error={error} onRetry={() => void refetch()} />;
  const [first = '', second = ''] = zones.map((zone) => zoneName(zone.name));
  const countLabel = (count: number) =>
    count === 0 ? t`no pickup address yet` : plural(count, { one: '# pickup address', other: '# pickup addresses' });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="collection-zones-title">
      <Group gap="xs" mb={6}>
        <IconTruckDelivery size={18} aria-hidden />
        <Text id="collection-zones-title" fw={600}>
          <Trans>Collection zones</Trans>
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        <Trans>
          Our couriers collect from pickup addresses in {first} and {second}.
        </Trans>
      </Text>
      <Group gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {zones.map((zone) => (
          <Group key={zone.id} gap={6} component="li" wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">
              <Text span fw={600} inherit>
                {zoneName(zone.name)}
              </Text>
              : {countLabel(zone.pickupAddressCount)}
            </Text>
          </Group>
        ))}
      </Group>
      {!hasPickupZones && pickupAddressCount > 0 && (
        <Alert color="yellow" variant="light" mt="sm" title={t`No pickup address in a collection zone`}>
          <Trans>
            Add a pickup address in {first} or {second} so a courier can collect your orders.
          </Trans>
        </Alert>
      )}
    </Paper>
  );
}
