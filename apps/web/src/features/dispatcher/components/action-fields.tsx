import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Select, TextInput } from '@mantine/core';
import {
  type DefaultActionInput,
  DISPATCH_CARRIER_CODES,
  DISPATCH_CARRIER_SERVICES,
  type DispatchCarrierCode,
} from '@sameday/contract';
import { carrierName, serviceName } from '../lib/labels';
import { type ActionType, newAction, TYPED_TEXT_DIRECTION, withCarrier } from '../lib/rule-defaults';

type Props = {
  value: DefaultActionInput;
  onChange: (next: DefaultActionInput) => void;
  /** Operations' default may leave orders to the merchant's own rules. */
  canDefer?: boolean;
  /** Field errors by name: carrier, service, reason. */
  errors?: { carrier?: string; service?: string; reason?: string; type?: string };
  /** The carriers not connected on this platform now: not offered, unless the action already names one (marked). */
  notConnected?: readonly string[];
  /** Prefix of the labels when two pickers share a screen ("Default: What to do"). */
  labelPrefix?: string;
};

/** The fleet's "no service": the service the order was placed with. */
const ORDER_SERVICE = 'order';

const TYPE_CHOICES: { value: ActionType; label: MessageDescriptor }[] = [
  { value: 'carrier', label: msg`Ship with a carrier` },
  { value: 'hold', label: msg`Hold for review` },
  { value: 'refuse', label: msg`Refuse the order` },
];

/** What a rule (or the default) does: a carrier and its service, hold for review, or refuse with a reason. */
export function ActionFields({
  value,
  onChange,
  canDefer = false,
  errors = {},
  labelPrefix = '',
  notConnected = [],
}: Props) {
  const { t } = useLingui();
  const types = (
    canDefer
      ? [...TYPE_CHOICES, { value: 'defer' as const, label: msg`Leave it to the merchant's rules` }]
      : TYPE_CHOICES
  ).map((choice) => ({ value: choice.value, label: t(choice.label) }));
  const what = t`What to do`;
  const carrierLabel = t`Carrier`;
  const serviceLabel = t`Service`;
  const note = t`Note for the reviewer (optional)`;
  const reason = t`Reason`;
  // An action already naming a carrier since disconnected keeps it, marked, so nothing is lost.
  const carriers = DISPATCH_CARRIER_CODES.filter(
    (code) => !notConnected.includes(code) || (value.type === 'carrier' && value.carrier === code),
  ).map((code) => {
    const name = carrierName(code);
    return { value: code, label: notConnected.includes(code) ? t`${name} (not connected)` : name };
  });
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Select
        label={`${labelPrefix}${what}`}
        data={types}
        value={value.type}
        onChange={(type) => type && onChange(newAction(type as ActionType))}
        allowDeselect={false}
        error={errors.type}
        w={{ base: '100%', xs: 220 }}
      />
      {value.type === 'carrier' && (
        <>
          <Select
            label={`${labelPrefix}${carrierLabel}`}
            data={carriers}
            value={value.carrier}
            onChange={(carrier) => carrier && onChange(withCarrier(carrier as DispatchCarrierCode))}
            allowDeselect={false}
            error={errors.carrier}
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label={`${labelPrefix}${serviceLabel}`}
            data={[
              ...(value.carrier === 'sameday' ? [{ value: ORDER_SERVICE, label: t`The order’s own service` }] : []),
              ...(DISPATCH_CARRIER_SERVICES[value.carrier] ?? []).map((service) => ({
                value: service,
                label: serviceName(service),
              })),
            ]}
            value={value.service ?? ORDER_SERVICE}
            onChange={(service) =>
              service && onChange({ ...value, service: service === ORDER_SERVICE ? null : service })
            }
            allowDeselect={false}
            error={errors.service}
            w={{ base: '100%', xs: 220 }}
          />
        </>
      )}
      {(value.type === 'hold' || value.type === 'refuse') && (
        <TextInput
          label={value.type === 'hold' ? `${labelPrefix}${note}` : `${labelPrefix}${reason}`}
          value={value.reason ?? ''}
          onChange={(event) => onChange({ ...value, reason: event.currentTarget.value })}
          error={errors.reason}
          {...TYPED_TEXT_DIRECTION}
          maxLength={200}
          style={{ flex: '1 1 220px' }}
        />
      )}
    </Group>
  );
}
