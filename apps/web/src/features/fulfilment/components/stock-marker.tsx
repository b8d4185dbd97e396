import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** Out of stock, or at or below the product's low-stock threshold. */
export function StockMarker({ available, lowStock }: { available: number; lowStock: boolean }) {
  if (available <= 0)
    return (
      <Badge color="red" variant="light">
        <Trans>Out of stock</Trans>
      </Badge>
    );
  if (lowStock)
    return (
      <Badge color="orange" variant="light">
        <Trans>Low stock</Trans>
      </Badge>
    );
  return null;
}
