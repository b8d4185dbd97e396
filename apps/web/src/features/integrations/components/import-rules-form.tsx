import { Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  type IntegrationConnection as Connection,
  IMPORT_FILTER_LABELS,
  IMPORT_FILTERS,
  type IntegrationSettings as ImportRules,
  PAYMENT_RULE_LABELS,
  PAYMENT_RULES,
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
  type ServiceKind,
} from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { useSavedPickups } from '../../../entities/saved-pickups';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useSaveImportRules } from '../api/connection-settings';
import { trackIntegrations } from '../lib/track';

const FILTER_VALUE_LABELS = { shipping_method: 'Shipping method name', tag: 'Tag' } as const;

/** The connection's import rules: what becomes an order here, and with which service, pickup and payment. */
export function ImportRulesForm({ connection, rules }: { connection: Connection; rules: ImportRules }) {
  const [values, setValues] = useState(rules);
  const [valueError, setValueError] = useState<string>();
  const save = useSaveImportRules(connection.id);
  const { savedPickups } = useSavedPickups();
  const set = (patch: Partial<ImportRules>) => setValues((current) => ({ ...current, ...patch }));
  const isDisconnected = connection.status === 'disconnected';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filterValue = values.filter === 'all' ? '' : values.filterValue.trim();
    if (values.filter !== 'all' && !filterValue) {
      setValueError(`Enter the ${FILTER_VALUE_LABELS[values.filter].toLowerCase()}`);
      return;
    }
    setValueError(undefined);
    save.mutate(
      { ...values, filterValue },
      {
        onSuccess: () => {
          trackIntegrations('import rules saved', connection.platform);
          showToast({ message: 'Import rules saved.', tone: 'success' });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="import-rules-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title id="import-rules-title" order={2} fz="h4">
            Import rules
          </Title>
          <Switch
            label="Import new shop orders automatically"
            description="Off: nothing arrives until you switch it on again or use Import recent orders."
            checked={values.autoImport}
            onChange={(event) => set({ autoImport: event.currentTarget.checked })}
            disabled={isDisconnected}
          />
          <Radio.Group
            label="Which shop orders become deliveries"
            value={values.filter}
            onChange={(value) => set({ filter: value as ImportRules['filter'] })}
          >
            <Stack gap="xs" mt="xs">
              {IMPORT_FILTERS.map((filter) => (
                <Radio key={filter} value={filter} label={IMPORT_FILTER_LABELS[filter]} disabled={isDisconnected} />
              ))}
            </Stack>
          </Radio.Group>
          {values.filter !== 'all' && (
            <TextInput
              label={FILTER_VALUE_LABELS[values.filter]}
              description={
                values.filter === 'tag'
                  ? 'Shop orders carrying this tag become deliveries.'
                  : 'Shop orders whose shipping method name contains these words become deliveries.'
              }
              value={values.filterValue}
              onChange={(event) => set({ filterValue: event.currentTarget.value })}
              error={valueError}
              maw={420}
              disabled={isDisconnected}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Default service"
              data={SERVICE_KINDS.map((kind) => ({ value: kind, label: SERVICE_KIND_LABELS[kind] }))}
              value={values.defaultServiceKind}
              onChange={(value) => value && set({ defaultServiceKind: value as ServiceKind })}
              allowDeselect={false}
              disabled={isDisconnected}
            />
            <Select
              label="Default pickup"
              placeholder="The account’s default pickup address"
              description={savedPickups.length ? undefined : 'Add a pickup address with a location name to choose one.'}
              data={savedPickups}
              value={values.defaultPickupLocationId}
              onChange={(value) => set({ defaultPickupLocationId: value })}
              clearable
              disabled={isDisconnected}
            />
          </SimpleGrid>
          <Radio.Group
            label="Payment"
            value={values.paymentRule}
            onChange={(value) => set({ paymentRule: value as ImportRules['paymentRule'] })}
          >
            <Stack gap="xs" mt="xs">
              {PAYMENT_RULES.map((mode) => (
                <Radio key={mode} value={mode} label={PAYMENT_RULE_LABELS[mode]} disabled={isDisconnected} />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="xs" c="dimmed">
            The shop order number becomes the order’s reference.
          </Text>
          {save.isError && (
            <Text size="sm" c="red.7" role="alert">
              {serverMessage(save.error)}
            </Text>
          )}
          {!isDisconnected && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save import rules
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
