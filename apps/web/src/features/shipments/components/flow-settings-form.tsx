import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { type AppFlow, type AppFlowInput, AppFlowInputSchema, INCOTERMS, SHIPMENT_DOCUMENTS } from '@sameday/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, FormAlert } from '../../../shared/forms/form-errors';
import { showToast } from '../../../shared/ui/toast';
import { useSaveFlow } from '../api/settings-api';
import { INCOTERM_NAMES, SHIPMENT_DOCUMENT_NAMES } from '../lib/labels';

/** The international flow: documents every shipment abroad carries, and the customs defaults. */
export function FlowSettingsForm({ flow }: { flow: AppFlow | undefined }) {
  const { t } = useLingui();
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
      showToast({ message: t`International shipment settings saved.`, tone: 'success' });
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fields: ['requiredDocuments', 'defaultIncoterm', 'defaultContentsDescription', 'defaultCurrency'],
          fallback: t`Could not save the settings. Please try again.`,
        }),
      );
    }
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            <Trans>International shipments</Trans>
          </Title>
          <Controller
            control={control}
            name="requiredDocuments"
            render={({ field }) => (
              <Checkbox.Group
                label={t`Documents every international shipment carries`}
                description={t`A commercial invoice is always made for customs outside the UAE.`}
                value={field.value ?? []}
                onChange={field.onChange}
              >
                <Group mt="xs">
                  {SHIPMENT_DOCUMENTS.map((document) => (
                    <Checkbox key={document} value={document} label={t(SHIPMENT_DOCUMENT_NAMES[document])} />
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
                label={t`Default incoterm`}
                allowDeselect={false}
                data={INCOTERMS.map((value) => ({ value, label: t(INCOTERM_NAMES[value]) }))}
                value={field.value ?? 'DAP'}
                onChange={(value) => field.onChange(value ?? 'DAP')}
                maw={420}
              />
            )}
          />
          <TextInput
            label={t`Default contents description`}
            placeholder={t`Perfumes and cosmetics`}
            maw={420}
            error={formState.errors.defaultContentsDescription?.message}
            {...register('defaultContentsDescription')}
          />
          {formError && <FormAlert>{formError}</FormAlert>}
          <Group>
            <Button type="submit" loading={formState.isSubmitting}>
              <Trans>Save settings</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
