import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  type IntegrationConnection as Connection,
  IMPORT_FILTERS,
  type IntegrationSettings as ImportRules,
  PAYMENT_RULES,
  SERVICE_KINDS,
  type ServiceKind,
} from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { SERVICE_KIND_LABELS } from '../../../entities/places';
import { useSavedPickups } from '../../../entities/saved-pickups';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useSaveImportRules } from '../api/connection-settings';
import { IMPORT_FILTER_TEXT, PAYMENT_RULE_TEXT } from '../lib/labels';
import { trackIntegrations } from '../lib/track';

const FILTER_VALUE_LABELS = { shipping_method: msg`Shipping method name`, tag: msg`Tag` } as const;

/** The connection's import rules: what becomes an order here, and with which service, pickup and payment. */
export function ImportRulesForm({ connection, rules }: { connection: Connection; rules: ImportRules }) {
  const { t, i18n } = useLingui();
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
      setValueError(values.filter === 'tag' ? t`Enter the tag` : t`Enter the shipping method name`);
      return;
    }
    setValueError(undefined);
    save.mutate(
      { ...values, filterValue },
      {
        onSuccess: () => {
          trackIntegrations('import rules saved', connection.platform);
          showToast({ message: t`Import rules saved.`, tone: 'success' });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="import-rules-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title id="import-rules-title" order={2} fz="h4">
            <Trans>Import rules</Trans>
          </Title>
          <Switch
            label={t`Import new shop orders automatically`}
            description={t`Off: nothing arrives until you switch it on again or use Import recent orders.`}
            checked={values.autoImport}
            onChange={(event) => set({ autoImport: event.currentTarget.checked })}
            disabled={isDisconnected}
          />
          <Radio.Group
            label={t`Which shop orders become deliveries`}
            value={values.filter}
            onChange={(value) => set({ filter: value as ImportRules['filter'] })}
          >
            <Stack gap="xs" mt="xs">
              {IMPORT_FILTERS.map((filter) => (
                <Radio
                  key={filter}
                  value={filter}
                  label={i18n._(IMPORT_FILTER_TEXT[filter])}
                  disabled={isDisconnected}
                />
              ))}
            </Stack>
          </Radio.Group>
          {values.filter !== 'all' && (
            <TextInput
              label={i18n._(FILTER_VALUE_LABELS[values.filter])}
              description={
                values.filter === 'tag'
                  ? t`Shop orders carrying this tag become deliveries.`
                  : t`Shop orders whose shipping method name contains these words become deliveries.`
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
              label={t`Default service`}
              data={SERVICE_KINDS.map((kind) => ({ value: kind, label: i18n._(SERVICE_KIND_LABELS[kind]) }))}
              value={values.defaultServiceKind}
              onChange={(value) => value && set({ defaultServiceKind: value as ServiceKind })}
              allowDeselect={false}
              disabled={isDisconnected}
            />
            <Select
              label={t`Default pickup`}
              placeholder={t`The account’s default pickup address`}
              description={
                savedPickups.length ? undefined : t`Add a pickup address with a location name to choose one.`
              }
              data={savedPickups}
              value={values.defaultPickupLocationId}
              onChange={(value) => set({ defaultPickupLocationId: value })}
              clearable
              disabled={isDisconnected}
            />
          </SimpleGrid>
          <Radio.Group
            label={t`Payment`}
            value={values.paymentRule}
            onChange={(value) => set({ paymentRule: value as ImportRules['paymentRule'] })}
          >
            <Stack gap="xs" mt="xs">
              {PAYMENT_RULES.map((mode) => (
                <Radio key={mode} value={mode} label={i18n._(PAYMENT_RULE_TEXT[mode])} disabled={isDisconnected} />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="xs" c="dimmed">
            <Trans>The shop order number becomes the order’s reference.</Trans>
          </Text>
          {save.isError && (
            <Text size="sm" c="red.7" role="alert">
              {translateContractText(serverMessage(save.error))}
            </Text>
          )}
          {!isDisconnected && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                <Trans>Save import rules</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
