import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Weekday } from '@sameday/contract';

export const WEEKDAY_TEXT: Record<Weekday, MessageDescriptor> = {
  monday: msg`Monday`,
  tuesday: msg`Tuesday`,
  wednesday: msg`Wednesday`,
  thursday: msg`Thursday`,
  friday: msg`Friday`,
  saturday: msg`Saturday`,
  sunday: msg`Sunday`,
};
