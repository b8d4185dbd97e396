import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import {
  type AppFlow,
  type AppFlowInput,
  AppFlowInputSchema,
  INCOTERM_LABELS,
  INCOTERMS,
  SHIPMENT_DOCUMENT_LABELS,
  SHIPMENT_DOCUMENTS,
} from '@sameday/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, FormAlert } from '../../../shared/forms/form-errors';
import { showToast } from '../../../shared/ui/toast';
import { useSaveFlow } from '../api/settings-api';

/** The international flow: documents every shipment abroad carries, and the customs defaults. */
export function FlowSettingsForm({ flow }: { flow: AppFlow | undefined }) {
  const save = useSaveFlow(flow);
  const [formError, setFormError] = useState<string>();
  const { control, register, handleSubmit, setError, formState } = useForm<
    AppFlowInput,
    unknown,
    z.output<typeof AppFlowInputSchema>
  >({
    resolver: zodResolver(AppFlowInputSchema),
    defaultValues: {
      kind: 'international',
      requiredDocuments: flow?.requiredDocuments ?? [],
      defaultIncoterm: flow?.defaultIncoterm ?? 'DAP',
      defaultContentsDescription: flow?.defaultContentsDescription ?? '',
      defaultCurrency: flow?.defaultCurrency ?? 'AED',
    },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await save.mutateAsync(body);
      showToast({ message: 'International shipment settings saved.', tone: 'success' });
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fields: ['requiredDocuments', 'defaultIncoterm', 'defaultContentsDescription', 'defaultCurrency'],
          fallback: 'Could not save the settings. Please try again.',
        }),
      );
    }
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            International shipments
          </Title>
          <Controller
            control={control}
            name="requiredDocuments"
            render={({ field }) => (
              <Checkbox.Group
                label="Documents every international shipment carries"
                description="A commercial invoice is always made for customs outside the UAE."
                value={field.value ?? []}
                onChange={field.onChange}
              >
                <Group mt="xs">
                  {SHIPMENT_DOCUMENTS.map((document) => (
                    <Checkbox key={document} value={document} label={SHIPMENT_DOCUMENT_LABELS[document]} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
          <Controller
            control={control}
            name="defaultIncoterm"
            render={({ field }) => (
              <Select
                label="Default incoterm"
                allowDeselect={false}
                data={INCOTERMS.map((value) => ({ value, label: INCOTERM_LABELS[value] }))}
                value={field.value ?? 'DAP'}
                onChange={(value) => field.onChange(value ?? 'DAP')}
                maw={420}
              />
            )}
          />
          <TextInput
            label="Default contents description"
            placeholder="Perfumes and cosmetics"
            maw={420}
            error={formState.errors.defaultContentsDescription?.message}
            {...register('defaultContentsDescription')}
          />
          {formError && <FormAlert>{formError}</FormAlert>}
          <Group>
            <Button type="submit" loading={formState.isSubmitting}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
