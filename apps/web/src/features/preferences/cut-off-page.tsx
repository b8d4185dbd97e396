import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  type CutOffKey,
  DEFAULT_CUT_OFFS,
  PREFERENCE_VALUE_SCHEMAS,
  type Preferences,
  STANDARD_RESTRICTION_TIME,
} from '@sameday/contract';
import { useState } from 'react';
import { usePermissions } from '../../entities/permissions';
import { usePreferences } from '../../entities/preferences';
import { translateContractText } from '../../shared/i18n/i18n';
import { serverMessage } from '../../shared/server-error';
import { AccountPage, LoadFailed, LoadingBlock, ReadOnlyNote } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useFourHourFlag } from './hooks/use-four-hour-flag';

/** The cut-offs as the order forms apply them: per service and destination region. */
export const CUT_OFF_ROWS: { key: CutOffKey; service: MessageDescriptor; region: MessageDescriptor }[] = [
  { key: 'partner4hrCutOffTime', service: msg`4-hour`, region: msg`Dubai` },
  { key: 'sameDayCutOffTime', service: msg`Same day`, region: msg`Dubai and Abu Dhabi` },
  { key: 'nextDayCutOffTime', service: msg`Next day`, region: msg`Dubai and Abu Dhabi` },
  { key: 'sameDayOtherEmiratesCutOffTime', service: msg`Same day`, region: msg`Other emirates` },
  { key: 'nextDayOtherEmiratesCutOffTime', service: msg`Next day`, region: msg`Other emirates` },
];

/** /account/cut-off: until when an order still gets today's (or tomorrow's) delivery, Asia/Dubai. */
export default function CutOffPage() {
  const { t } = useLingui();
  const prefs = usePreferences();
  const permissions = usePermissions();
  const isFourHourEnabled = useFourHourFlag();
  const canEdit = permissions.can('settings:write');
  const rows = CUT_OFF_ROWS.filter((row) => row.key !== 'partner4hrCutOffTime' || isFourHourEnabled);

  let body: React.ReactNode;
  if (prefs.fetchPhase === 'started' || permissions.isPending) body = <LoadingBlock label={t`Loading cut-off times`} />;
  else if (!prefs.preferences)
    body = <LoadFailed what={t`the cut-off times`} error={prefs.cause} onRetry={() => window.location.reload()} />;
  else
    body = (
      <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" miw={340}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Trans>Service</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Default</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Your cut-off</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <CutOffRow
                key={row.key}
                row={row}
                preferences={prefs.preferences as Preferences}
                canEdit={canEdit}
                onSave={(value) => prefs.update(row.key, value)}
                onReset={() => prefs.remove(row.key)}
              />
            ))}
            <Table.Tr>
              <Table.Th scope="row">
                <Trans>Restriction</Trans>
                <Text size="sm" c="dimmed" fw={400}>
                  <Trans>Every region</Trans>
                </Text>
              </Table.Th>
              <Table.Td>{STANDARD_RESTRICTION_TIME}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  <Trans>No same-day cut-off can be later</Trans>
                </Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
    );

  return (
    <AccountPage
      title={t`Cut-off times`}
      description={t`Orders placed before a cut-off are delivered on that service day; later ones roll to the next. Times are Dubai time (24-hour).`}
    >
      {!permissions.isPending && !canEdit && <ReadOnlyNote />}
      {body}
    </AccountPage>
  );
}

function CutOffRow({
  row,
  preferences,
  canEdit,
  onSave,
  onReset,
}: {
  row: (typeof CUT_OFF_ROWS)[number];
  preferences: Preferences;
  canEdit: boolean;
  onSave: (value: string) => Promise<Preferences>;
  onReset: () => Promise<Preferences>;
}) {
  const { t } = useLingui();
  const current = preferences[row.key];
  const isCustomised = preferences.customised.includes(row.key);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const service = t(row.service);
  const region = t(row.region);
  const label = t`${service} cut-off, ${region}`;

  const save = async () => {
    const parsed = PREFERENCE_VALUE_SCHEMAS[row.key].safeParse(value.trim());
    if (!parsed.success) {
      setError(translateContractText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const saved = await onSave(parsed.data);
      setValue(saved[row.key]);
      showToast({ message: t`${label} set to ${saved[row.key]}.`, tone: 'success' });
    } catch (cause) {
      setError(serverMessage(cause, t`Could not save the cut-off.`));
    } finally {
      setBusy(false);
    }
  };
  const reset = async () => {
    setBusy(true);
    try {
      const saved = await onReset();
      setValue(saved[row.key]);
      setError(undefined);
      showToast({ message: t`${label} is back to ${saved[row.key]}.`, tone: 'success' });
    } catch (cause) {
      setError(serverMessage(cause, t`Could not reset the cut-off.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Table.Tr>
      <Table.Th scope="row">
        {service}
        <Text size="sm" c="dimmed" fw={400}>
          {region}
        </Text>
      </Table.Th>
      <Table.Td>{DEFAULT_CUT_OFFS[row.key]}</Table.Td>
      <Table.Td>
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={label}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void save();
              }}
              placeholder="HH:mm"
              inputMode="numeric"
              maxLength={5}
              w={72}
              error={error}
              disabled={!canEdit}
            />
            {canEdit && (
              <Button
                size="xs"
                h={36}
                variant="default"
                onClick={() => void save()}
                loading={busy}
                disabled={value === current}
                aria-label={t`Save ${label}`}
              >
                <Trans>Save</Trans>
              </Button>
            )}
          </Group>
          <Group gap="xs">
            {isCustomised ? (
              <Badge color="blue" variant="light">
                <Trans>Customised</Trans>
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                <Trans>Default</Trans>
              </Badge>
            )}
            {canEdit && isCustomised && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => void reset()}
                disabled={busy}
                aria-label={t`Reset ${label} to default`}
              >
                <Trans>Reset to default</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
