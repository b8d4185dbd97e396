import { useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import type { StopNote } from '@sameday/contract';
import { formatMoney } from '../../../shared/i18n';
import { clock } from '../lib/board';

/**
 * What the courier reported at a stop beyond the move itself (decision 059): orders missing at a
 * pickup (with the parcels not scanned of an order partly there), codes belonging to none of the
 * stop's orders, and cash collected that differs from the amount due. A cash note with no
 * difference says nothing new and is not shown.
 */
export function StopNotes({ notes }: { notes: readonly StopNote[] | undefined }) {
  const { t } = useLingui();
  const shown = (notes ?? []).filter((note) => note.kind !== 'cash' || (note.differenceFils ?? 0) !== 0);
  if (shown.length === 0) return null;
  const sentence = (note: StopNote) => {
    const order = note.orderId ?? '';
    if (note.kind === 'missing') {
      const parcels = (note.parcels ?? []).join(', ');
      return parcels ? t`Reported missing: ${order} (parcels ${parcels})` : t`Reported missing: ${order}`;
    }
    if (note.kind === 'extra') {
      const code = note.code ?? '';
      return t`Scanned, not on this stop: ${code}`;
    }
    const amount = formatMoney(Math.abs(note.differenceFils ?? 0));
    return (note.differenceFils ?? 0) < 0 ? t`Cash ${amount} short on ${order}` : t`Cash ${amount} over on ${order}`;
  };
  return (
    <List size="xs" spacing={0} listStyleType="none" aria-label={t`Courier's reports`} data-stop-notes>
      {shown.map((note) => (
        <List.Item key={`${note.kind}-${note.orderId ?? note.code}-${note.at}`}>
          <Text size="xs" c="orange.9" span>
            <bdi>{clock(note.at)}</bdi> · <bdi>{sentence(note)}</bdi>
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
