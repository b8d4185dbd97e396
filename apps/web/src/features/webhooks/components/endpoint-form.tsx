import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  WebhookEndpointInputSchema,
} from '@sameday/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, FormAlert, fieldErrorProps } from '../../../shared/forms/form-errors';
import { EVENT_TEXT } from '../lib/event-labels';

const FIELDS = ['url', 'description', 'events'];

/** Adds an endpoint, or changes one: its address, what it is for, the events it takes. */
export function EndpointForm({
  opened,
  endpoint,
  onClose,
  onSave,
}: {
  opened: boolean;
  endpoint?: WebhookEndpoint;
  onClose: () => void;
  onSave: (input: z.output<typeof WebhookEndpointInputSchema>) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebhookEndpointInput, unknown, z.output<typeof WebhookEndpointInputSchema>>({
    resolver: zodResolver(WebhookEndpointInputSchema),
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? ['order.created', 'order.status_changed'],
    },
  });
  const onSubmit = handleSubmit(async (input) => {
    setFormError(undefined);
    try {
      await onSave(input);
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fields: FIELDS }));
    }
  });
  const title = endpoint ? t`Edit endpoint` : t`Add endpoint`;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <form noValidate onSubmit={onSubmit} aria-label={title}>
        <Stack gap="md">
          {formError && <FormAlert>{formError}</FormAlert>}
          <TextInput
            label={t`Endpoint URL`}
            description={t`Where Sameday sends the events: an https:// address of your server.`}
            dir="ltr"
            placeholder="https://example.com/webhooks/sameday"
            autoComplete="off"
            required
            data-autofocus
            {...register('url')}
            {...fieldErrorProps(errors.url)}
          />
          <TextInput
            label={t`Description`}
            description={t`Optional: what this endpoint is for.`}
            placeholder={t`Order sync with our ERP`}
            {...register('description')}
            {...fieldErrorProps(errors.description)}
          />
          <Controller
            control={control}
            name="events"
            render={({ field }) => (
              <Checkbox.Group
                label={t`Events to send`}
                value={field.value}
                onChange={field.onChange}
                {...fieldErrorProps(errors.events)}
              >
                <Stack gap="xs" mt="xs">
                  {WEBHOOK_EVENT_TYPES.map((type) => (
                    <Checkbox key={type} value={type} label={`${i18n._(EVENT_TEXT[type])} (${type})`} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {endpoint ? t`Save endpoint` : t`Add endpoint`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
