import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { fieldErrorProps } from '../../../shared/forms/form-errors';
import { formatDay } from '../lib/format';
import type { OrderForm } from '../lib/order-form';
import type { ServiceOption } from '../lib/service-options';
import { FormSection } from './form-section';

type Props = {
  form: OrderForm;
  options: ServiceOption[];
  isLoading: boolean;
  /** Why no service can be shown yet (no emirate, no items), or a failure. */
  notice?: string;
};

/** 4-hour, same day and next day: unavailable ones disabled with their reason; each with its live cut-off. */
export function ServiceSection({ form, options, isLoading, notice }: Props) {
  const { t } = useLingui();
  const {
    control,
    formState: { errors },
  } = form;
  // Focused when the service is missing on submit.
  const firstAvailable = options.find((option) => option.isAvailable)?.kind;

  return (
    <FormSection title={t`Delivery service`} description={t`Which services you can choose follows the cut-off times.`}>
      {notice ? (
        <Text size="sm" c="dimmed">
          {notice}
        </Text>
      ) : isLoading && options.every((option) => !option.message) ? (
        <Stack gap="sm" role="status" aria-label={t`Loading the delivery services`}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={64} radius="md" />
          ))}
        </Stack>
      ) : (
        <Controller
          control={control}
          name="serviceKind"
          render={({ field }) => (
            <Radio.Group
              label={t`Service`}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              name={field.name}
              {...fieldErrorProps(errors.serviceKind)}
            >
              <Stack gap="sm" mt="xs">
                {options.map((option) => {
                  const isChosen = field.value === option.kind;
                  return (
                    <Box
                      key={option.kind}
                      p="sm"
                      bd={`1px solid ${isChosen ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-3)'}`}
                      bg={isChosen ? 'var(--mantine-primary-color-light)' : option.isAvailable ? undefined : 'gray.0'}
                      style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    >
                      {/* The price keeps one line: on a phone it goes under the service rather than squeeze it. */}
                      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                        <Radio
                          style={{ flex: '1 1 220px', minWidth: 0 }}
                          ref={option.kind === firstAvailable ? field.ref : undefined}
                          value={option.kind}
                          disabled={!option.isAvailable}
                          label={option.label}
                          description={
                            <Group component="span" gap={4} wrap="nowrap" align="flex-start">
                              {option.isAvailable && (
                                <IconClockHour4 size={14} aria-hidden style={{ marginTop: 2, flex: 'none' }} />
                              )}
                              <span>
                                {option.message}
                                {option.isAvailable && option.serviceDate && !option.rollsOver && (
                                  <>
                                    {' · '}
                                    <Trans>delivery {formatDay(option.serviceDate)}</Trans>
                                  </>
                                )}
                              </span>
                            </Group>
                          }
                          // Readable on the grey card of a service that is not offered too (its reason).
                          styles={{ label: { fontWeight: 600 }, description: { color: 'var(--mantine-color-dark-4)' } }}
                        />
                        {option.price && (
                          <Text
                            fw={700}
                            ta="end"
                            style={{ flex: '0 0 auto', marginInlineStart: 'auto', whiteSpace: 'nowrap' }}
                            aria-hidden={!option.isAvailable}
                          >
                            {option.price}
                          </Text>
                        )}
                      </Group>
                    </Box>
                  );
                })}
              </Stack>
            </Radio.Group>
          )}
        />
      )}
      {!notice && !isLoading && options.every((option) => !option.isAvailable) && (
        <Alert color="yellow" variant="light">
          <Trans>No delivery service is available for this route right now.</Trans>
        </Alert>
      )}
    </FormSection>
  );
}
