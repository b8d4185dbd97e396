import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EMIRATE_LABELS, SERVICE_KIND_LABELS } from '../../../entities/places';

/** The words of a breakdown row (a service kind or a destination emirate), keyed by the row's key. */
export const ROW_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  ...SERVICE_KIND_LABELS,
  ...EMIRATE_LABELS,
  Other: msg`Other`,
};
