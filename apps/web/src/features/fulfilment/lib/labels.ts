import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MovementKind } from '@sameday/contract';
import { EMIRATE_LABELS } from '../../../entities/places';

/** The contract's names of stock movements, in the reader's language (same English). */
export const MOVEMENT_LABELS: Record<MovementKind, MessageDescriptor> = {
  inbound_receipt: msg`Inbound receipt`,
  reservation: msg`Reservation`,
  release: msg`Release`,
  pick: msg`Pick`,
  adjustment: msg`Adjustment`,
  return_to_stock: msg`Return to stock`,
};

/** An emirate's name in the reader's language; a name outside the list stays as written. */
export const emirateLabel = (emirate: string) => {
  const label = (EMIRATE_LABELS as Record<string, MessageDescriptor | undefined>)[emirate];
  return label ? i18n._(label) : emirate;
};
