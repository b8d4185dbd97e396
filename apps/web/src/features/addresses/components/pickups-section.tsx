import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  addDays,
  dubaiClock,
  type Location,
  manifestDayProblem,
  manifestDayRange,
  PICKUP_MESSAGES,
  type PickupManifest,
  type PickupRequest,
} from '@sameday/contract';
import { IconCalendarPlus, IconDownload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { formatCount, formatMoney, translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import {
  downloadManifest,
  usePickupChanges,
  usePickupManifests,
  usePickupRequests,
  usePickupWindows,
} from '../api/pickups';

/** "Today", "Tomorrow" or the date, for a Dubai day. */
function useDayWords() {
  const { t } = useLingui();
  const today = dubaiClock(new Date()).date;
  return (date: string) => (date === today ? t`Today` : date === addDays(today, 1) ? t`Tomorrow` : date);
}

/** The window as "Today, 10:00–12:00" (Dubai time, Western digits in both languages). */
export function useWindowWords() {
  const day = useDayWords();
  const { t } = useLingui();
  // The range isolated left to right, so it keeps its order in an Arabic line.
  return (window: { date: string; from: string; to: string }) => {
    const shown = day(window.date);
    const range = `\u2066${window.from}–${window.to}\u2069`;
    return t`${shown}, ${range}`;
  };
}

/**
 * The request form: one of the account's pickup addresses and one of the windows the server
 * offers now (nothing else can be chosen); the server's refusal is shown as it answers.
 */
export function RequestPickupForm({ addresses, onDone }: { addresses: Location[]; onDone: () => void }) {
  const { t } = useLingui();
  const windows = usePickupWindows(true);
  const { ask } = usePickupChanges();
  const words = useWindowWords();
  const [locationId, setLocationId] = useState<string | null>(
    addresses.length === 1 ? (addresses[0]?.id ?? null) : null,
  );
  const [choice, setChoice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = windows.data?.windows ?? [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const window = offered.find((entry) => `${entry.date} ${entry.from}` === choice);
    if (!locationId || !window) return setProblem(t`Choose an address and a window.`);
    try {
      await ask.mutateAsync({ locationId, ...window });
      showToast({ message: t`Pickup requested for ${words(window)}.`, tone: 'success' });
      onDone();
    } catch (error) {
      setProblem(translateContractText(serverMessage(error, t`Could not request the pickup.`)));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Select
          label={t`Pickup address`}
          data={addresses.map((location) => ({
            value: location.id,
            label: location.locationName ?? location.addressLine1,
          }))}
          value={locationId}
          onChange={setLocationId}
          allowDeselect={false}
        />
        <Select
          label={t`Window (Dubai time)`}
          placeholder={windows.isPending ? t`Loading windows` : t`Choose a window`}
          data={offered.map((window) => ({ value: `${window.date} ${window.from}`, label: words(window) }))}
          value={choice}
          onChange={setChoice}
          allowDeselect={false}
          data-testid="pickup-window"
        />
        {problem && (
          <Text c="red.8" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={ask.isPending}>
            <Trans>Request pickup</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RequestRow({ request, canEdit }: { request: PickupRequest; canEdit: boolean }) {
  const { t } = useLingui();
  const words = useWindowWords();
  const { cancel } = usePickupChanges();
  const remove = async () => {
    try {
      await cancel.mutateAsync(request.id);
      showToast({ message: t`Pickup request cancelled.`, tone: 'success' });
    } catch (error) {
      showToast({
        message: translateContractText(serverMessage(error, t`Could not cancel the pickup.`)),
        tone: 'error',
      });
    }
  };
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={0}>
        <Text fw={600} dir="auto">
          {request.locationName}
        </Text>
        <Text size="sm">{words(request)}</Text>
      </Stack>
      {request.state === 'planned' ? (
        <Badge color="teal.9" variant="outline">
          <Trans>Courier planned</Trans>
        </Badge>
      ) : (
        canEdit && (
          <Button
            variant="subtle"
            color="red.8"
            size="compact-sm"
            onClick={() => void remove()}
            loading={cancel.isPending}
          >
            <Trans>Cancel request</Trans>
          </Button>
        )
      )}
    </Group>
  );
}

function ManifestRow({ manifest }: { manifest: PickupManifest }) {
  const { t } = useLingui();
  const signed = manifest.signedOff;
  const signedAt = signed
    ? new Date(signed.signedAt).toLocaleTimeString('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Dubai',
      })
    : '';
  const download = async () => {
    try {
      await downloadManifest(manifest.locationId, manifest.date);
    } catch (error) {
      showToast({
        message: translateContractText(serverMessage(error, t`Could not download the manifest.`)),
        tone: 'error',
      });
    }
  };
  const orders = formatCount(manifest.orders);
  const parcels = formatCount(manifest.parcels);
  const cash = formatMoney(manifest.codFils);
  return (
    <Stack component="li" gap={4} data-testid="manifest-row">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} dir="auto">
          {manifest.locationName}
        </Text>
        {signed ? (
          <Badge color="teal.9" variant="outline">
            <Trans>Signed off</Trans>
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            <Trans>Not signed yet</Trans>
          </Badge>
        )}
      </Group>
      <Text size="sm">{t`${orders} orders · ${parcels} parcels · cash to collect ${cash}`}</Text>
      {signed && (
        <Text size="sm" c="dimmed">
          {t`Signed by ${signed.signerName} with ${signed.courierFirstName} at ${signedAt}`}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => void download()}
        >
          {signed ? <Trans>Download the signed manifest</Trans> : <Trans>Download the manifest</Trans>}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The manifests of a chosen day (decision 072, later): today's at first, or one of the last 90
 * days', each address's with who signed it and when and its PDF; a day with nothing collected
 * says so. A day outside the range is not asked for: the field says why, in the API's words.
 */
function ManifestsOfDay() {
  const { t } = useLingui();
  const today = dubaiClock(new Date()).date;
  const range = manifestDayRange(today);
  const [date, setDate] = useState(today);
  const problem = /^\d{4}-\d{2}-\d{2}$/.test(date) ? manifestDayProblem(date, today) : 'manifestDayInvalid';
  const manifests = usePickupManifests(date, problem === null);
  const list = manifests.data?.date === date ? manifests.data.manifests : undefined;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id="manifests-title">
        {date === today ? <Trans>Today’s pickup manifests</Trans> : <Trans>Pickup manifests</Trans>}
      </Text>
      <TextInput
        type="date"
        size="xs"
        label={t`Day`}
        value={date}
        min={range.from}
        max={range.to}
        onChange={(event) => setDate(event.currentTarget.value)}
        error={problem ? translateContractText(PICKUP_MESSAGES[problem]) : undefined}
        description={t`Today or one of the last 90 days (Dubai time).`}
        maw={260}
      />
      {manifests.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {translateContractText(serverMessage(manifests.error, t`Could not load the manifests.`))}
        </Text>
      ) : list?.length ? (
        <Stack
          gap="sm"
          component="ul"
          aria-labelledby="manifests-title"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((manifest) => (
            <ManifestRow key={manifest.locationId} manifest={manifest} />
          ))}
        </Stack>
      ) : list ? (
        <Text size="sm" c="dimmed" data-testid="manifests-empty">
          {date === today ? (
            <Trans>No orders to hand over today.</Trans>
          ) : (
            <Trans>Nothing was collected from your pickup addresses on this day.</Trans>
          )}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * On the pickup addresses screen (decision 072): the pickups asked for (cancellable until planned),
 * "Request a pickup", and the manifests of a chosen day with their sign-off and PDF.
 */
export function PickupsSection({ addresses, canEdit }: { addresses: Location[]; canEdit: boolean }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const requests = usePickupRequests();
  const pickups = addresses.filter((location) => location.kind === 'pickup');
  if (pickups.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pickups-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h4" id="pickups-title">
            <Trans>Pickups</Trans>
          </Title>
          {canEdit && (
            <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setAsking(true)}>
              <Trans>Request a pickup</Trans>
            </Button>
          )}
        </Group>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            <Trans>Requested pickups</Trans>
          </Text>
          {requests.data?.requests.length ? (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {requests.data.requests.map((request) => (
                <RequestRow key={request.id} request={request} canEdit={canEdit} />
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>No pickup requested. Couriers come in the window shown on your ready orders.</Trans>
            </Text>
          )}
        </Stack>
        <ManifestsOfDay />
      </Stack>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t`Request a pickup`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {asking && <RequestPickupForm addresses={pickups} onDone={() => setAsking(false)} />}
      </Modal>
    </Paper>
  );
}
