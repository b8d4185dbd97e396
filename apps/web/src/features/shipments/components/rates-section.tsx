import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatAed, type Incoterm, type RatesAnswer } from '@sameday/contract';
import { IconCalculator } from '@tabler/icons-react';
import { useId } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { translateContractText, translateServerText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { LoadingBlock } from '../../../shared/ui/page';
import { INCOTERM_NAMES } from '../lib/labels';

type Props = {
  answer: RatesAnswer | undefined;
  isPending: boolean;
  error: unknown;
  /** `carrier:service` of the chosen rate. */
  chosen: string | null;
  onChoose: (carrier: string, service: string) => void;
  onAsk: () => void;
  /** The destination or parcels changed since these prices. */
  isStale: boolean;
  choiceError?: string;
  /** The customs lines' total, in the customs currency's minor units. */
  declared: { minor: number; currency: string };
  /** The duties terms chosen; null: the flow settings' default. */
  incoterm: Incoterm | null;
};

/** Called while rendering: the global macros read the language of that render. */
const transit = (days: number | null) =>
  days === null
    ? t`Transit time not given by the carrier`
    : days === 0
      ? t`Delivered today`
      : plural(days, { one: '# day in transit', other: '# days in transit' });

const VIA_KARRIO = ' via Karrio';

/**
 * A carrier's name in the reader's language: the Sameday fleet is translated, the partners' names
 * are brands, and a carrier reached through Karrio is named with it ("DHL Express via Karrio").
 */
const carrierLabel = (name: string) => {
  if (!name.endsWith(VIA_KARRIO)) return translateContractText(name);
  const carrier = name.slice(0, -VIA_KARRIO.length);
  return t`${carrier} via Karrio`;
};

const money = (minor: number, currency: string) =>
  currency === 'AED' ? formatAed(minor) : `${currency} ${(minor / 100).toFixed(2)}`;

/**
 * Why each carrier cannot take the shipment, one line each: run together, the server's sentences
 * doubled their full stops and the carriers' Latin names broke the Arabic lines apart. The names
 * and reasons are isolated; a reason that names its carrier ("Aramex did not answer…", or the
 * carrier's own refusal "Aramex: …") is said alone, not after the name again.
 */
function UnavailableList({
  unavailable,
  size,
  labelledBy,
}: {
  unavailable: RatesAnswer['unavailable'];
  size: 'xs' | 'sm';
  labelledBy?: string;
}) {
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
      {unavailable.map((u) => (
        <Text component="li" key={u.carrier} size={size} c={size === 'xs' ? 'dimmed' : undefined}>
          {u.reason.includes(u.carrierName) ? null : (
            <>
              <bdi>{carrierLabel(u.carrierName)}</bdi>:{' '}
            </>
          )}
          <bdi>{translateServerText(u.reasonText, u.reason)}</bdi>
        </Text>
      ))}
    </Stack>
  );
}

/** What the prices are for: the declared value and who pays the duties. */
function Terms({ declared, incoterm }: Pick<Props, 'declared' | 'incoterm'>) {
  const { t } = useLingui();
  return (
    <Group gap="lg" wrap="wrap">
      <Text size="sm">
        <Trans>Declared value</Trans>:{' '}
        <bdi style={{ whiteSpace: 'nowrap' }}>{money(declared.minor, declared.currency)}</bdi>
      </Text>
      <Text size="sm">
        <Trans>Duties</Trans>: {incoterm ? t(INCOTERM_NAMES[incoterm]) : t`Your flow settings' default`}
      </Text>
    </Group>
  );
}

/** Every connected carrier's price side by side, one card each, cheapest first. */
function RateCards({
  answer,
  chosen,
  onChoose,
  choiceError,
}: Pick<Props, 'chosen' | 'onChoose' | 'choiceError'> & {
  answer: RatesAnswer;
}) {
  const { t } = useLingui();
  return (
    <Radio.Group
      label={t`Rate`}
      value={chosen}
      error={choiceError}
      onChange={(value) => {
        // A Karrio service has a colon of its own (`karrio:dhl_express:dhl_express_worldwide`).
        const at = value.indexOf(':');
        onChoose(value.slice(0, at), value.slice(at + 1));
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="xs">
        {answer.rates.map((rate) => (
          <Radio.Card
            key={`${rate.carrier}:${rate.service}`}
            value={`${rate.carrier}:${rate.service}`}
            radius="md"
            p="md"
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={4} />
              <Stack gap={2}>
                <Text fw={600}>
                  <bdi>{carrierLabel(rate.carrierName)}</bdi>
                </Text>
                <Text size="sm">
                  <bdi>{rate.serviceName}</bdi>
                </Text>
                <Text fw={700} fz="lg">
                  <bdi style={{ whiteSpace: 'nowrap' }}>{formatAed(rate.totalFils)}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  {transit(rate.transitDays)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** The carriers' prices for the shipment, cheapest first, and the one chosen. */
export function RatesSection(props: Props) {
  const { answer, isPending, error, onAsk, isStale, choiceError } = props;
  const { t } = useLingui();
  const notOfferedId = useId();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            <Trans>Carrier and price</Trans>
          </Title>
          <Button
            variant="light"
            leftSection={<IconCalculator size={16} aria-hidden />}
            onClick={onAsk}
            loading={isPending}
          >
            {answer ? t`Get rates again` : t`Get rates`}
          </Button>
        </Group>
        <Terms declared={props.declared} incoterm={props.incoterm} />
        {isPending ? (
          <LoadingBlock label={t`Asking the carriers`} />
        ) : error ? (
          <FormAlert title={t`Could not get rates`}>
            {translateContractText(serverMessage(error, t`The carriers did not answer. Please try again.`))}
          </FormAlert>
        ) : !answer ? (
          <Text size="sm" c={choiceError ? 'red' : 'dimmed'} role={choiceError ? 'alert' : undefined}>
            {choiceError ? `${choiceError}: ` : ''}
            {t`Fill in the country and the parcels, then get the carriers' prices.`}
          </Text>
        ) : isStale ? (
          <Text size="sm" c="dimmed">
            <Trans>The destination or the parcels changed: get rates again.</Trans>
          </Text>
        ) : answer.rates.length === 0 ? (
          <FormAlert title={t`No carrier can take this shipment`}>
            <UnavailableList unavailable={answer.unavailable} size="sm" />
          </FormAlert>
        ) : (
          <RateCards answer={answer} chosen={props.chosen} onChoose={props.onChoose} choiceError={choiceError} />
        )}
        {answer && !isStale && answer.unavailable.length > 0 && answer.rates.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" id={notOfferedId}>
              <Trans>Not offered:</Trans>
            </Text>
            <UnavailableList unavailable={answer.unavailable} size="xs" labelledBy={notOfferedId} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
