import { Stack } from '@mantine/core';
import { AddressIssue, useOrderShipments } from '../../../entities/shipment';

/**
 * The carrier's address problems of the shipments that carry the order, each with the way to
 * correct the address (decision 041). Nothing while loading, on failure, or when all is well.
 */
export function ShipmentIssues({ orderId }: { orderId: string }) {
  const shipments = useOrderShipments(orderId);
  const troubled = (shipments.data?.shipments ?? []).filter((shipment) => shipment.addressIssue);
  if (troubled.length === 0) return null;
  return (
    <Stack gap="xs" style={{ gridColumn: '1 / -1' }}>
      {troubled.map((shipment) => (
        <AddressIssue key={shipment.id} shipment={shipment} />
      ))}
    </Stack>
  );
}
