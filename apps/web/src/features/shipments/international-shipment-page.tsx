import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { InternationalBookingInputSchema, type Shipment } from '@sameday/contract';
import { IconCircleCheck, IconPlaneOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerErrors, FormAlert } from '../../shared/forms/form-errors';
import { translateContractText } from '../../shared/i18n';
import { serverMessage } from '../../shared/server-error';
import { AccountPage, LoadingBlock } from '../../shared/ui/page';
import { useBookInternational, useCarrierCapabilities, useCarrierRates } from './api/shipments-api';
import { CustomsSection } from './components/customs-section';
import { type BookingForm, type BookingOutput, DEFAULT_VALUES } from './components/form-types';
import { ParcelsSection } from './components/parcels-section';
import { RatesSection } from './components/rates-section';
import { RecipientSection } from './components/recipient-section';
import { ShipmentDownloads } from './components/shipment-downloads';
import { countryName } from './lib/countries';
import { SHIPMENTS_PATH } from './paths';

const FORM_FIELDS = /^(recipient|parcels|customs|carrier|service|clientOrderId|reference)(\.|$)/;

/** /shipments/international/new: book a shipment abroad with customs, then download its label and invoice. */
export default function InternationalShipmentPage() {
  const { t } = useLingui();
  const [booked, setBooked] = useState<Shipment>();
  return (
    <AccountPage
      title={t`International shipment`}
      description={t`Send parcels abroad with an express carrier: customs lines, the carrier's label and a commercial invoice.`}
      backTo={SHIPMENTS_PATH}
      backLabel={t`Shipments`}
    >
      {booked ? (
        <Booked shipment={booked} onAnother={() => setBooked(undefined)} />
      ) : (
        <WhenACarrierGoesAbroad>
          <BookingFormView onBooked={setBooked} />
        </WhenACarrierGoesAbroad>
      )}
    </AccountPage>
  );
}

/** The form only once a connected carrier goes outside the UAE: said up front, before any field, when none does. */
function WhenACarrierGoesAbroad({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const capabilities = useCarrierCapabilities();
  if (capabilities.isPending) return <LoadingBlock label={t`Checking which carriers are connected`} />;
  if (capabilities.isError)
    return (
      <FormAlert title={t`Could not check the carriers`}>
        {translateContractText(serverMessage(capabilities.error, t`Please try again.`))}
      </FormAlert>
    );
  const goesAbroad = capabilities.data.carriers.some(
    (c) => c.isAvailable && (c.countries === 'worldwide' || c.countries.some((country) => country !== 'AE')),
  );
  if (goesAbroad) return children;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconPlaneOff aria-hidden />}
      title={t`No carrier for shipments abroad is connected`}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Shipments abroad go with a partner carrier such as Aramex, which the platform's operations team connects.
            Until one is connected, nothing can be booked here.
          </Trans>
        </Text>
        <Anchor component={Link} to={SHIPMENTS_PATH} size="sm">
          <Trans>Back to shipments</Trans>
        </Anchor>
      </Stack>
    </Alert>
  );
}

function Booked({ shipment, onAnother }: { shipment: Shipment; onAnother: () => void }) {
  const { t } = useLingui();
  const country = countryName(shipment.recipient.countryCode);
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={t`Shipment booked`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            {shipment.carrierName} tracking number <strong>{shipment.trackingNumber}</strong> to{' '}
            <bdi>{shipment.recipient.name}</bdi>, {country}.
          </Trans>
        </Text>
        <ShipmentDownloads shipment={shipment} />
        <Group gap="md">
          <Button variant="subtle" onClick={onAnother}>
            <Trans>Book another shipment</Trans>
          </Button>
          <Anchor component={Link} to={SHIPMENTS_PATH} size="sm">
            <Trans>See all shipments</Trans>
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

const ratesKey = (country: string | undefined, parcels: unknown) => JSON.stringify([country, parcels]);

function BookingFormView({ onBooked }: { onBooked: (shipment: Shipment) => void }) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string>();
  const rates = useCarrierRates();
  const book = useBookInternational();
  const [askedFor, setAskedFor] = useState<string>();
  const form = useForm<BookingForm, unknown, BookingOutput>({
    resolver: zodResolver(InternationalBookingInputSchema),
    defaultValues: DEFAULT_VALUES,
  });
  const { control, register, handleSubmit, setValue, getValues, setError, trigger, formState } = form;
  const [country, parcels, carrier, service, incoterm, lines, currency] = useWatch({
    control,
    name: [
      'recipient.countryCode',
      'parcels',
      'carrier',
      'service',
      'customs.incoterm',
      'customs.lines',
      'customs.currency',
    ],
  });
  const declaredValueMinor = (lines ?? []).reduce(
    (sum, line) => sum + (Number(line.unitValueMinor) || 0) * (Number(line.quantity) || 0),
    0,
  );
  const isStale = askedFor !== undefined && askedFor !== ratesKey(country, parcels);

  const askRates = async () => {
    if (!(await trigger(['recipient.countryCode', 'parcels']))) return;
    const values = getValues();
    setAskedFor(ratesKey(values.recipient.countryCode, values.parcels));
    setValue('carrier', undefined as unknown as BookingForm['carrier']);
    setValue('service', undefined as unknown as BookingForm['service']);
    rates.mutate({
      recipient: {
        countryCode: values.recipient.countryCode,
        region: values.recipient.region,
        city: values.recipient.city,
      },
      parcels: values.parcels,
    });
  };

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      onBooked(await book.mutateAsync(body));
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, {
          fields: (name) => FORM_FIELDS.test(name),
          fallback: t`Could not book the shipment. Please try again.`,
        }),
      );
    }
  });
  const choiceError = formState.errors.carrier || formState.errors.service ? t`Choose a rate` : undefined;

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <RecipientSection control={control} register={register} errors={formState.errors} />
        <ParcelsSection control={control} />
        <CustomsSection {...{ control, register, setValue, getValues }} errors={formState.errors} />
        <RatesSection
          answer={rates.data}
          isPending={rates.isPending}
          error={rates.error}
          chosen={carrier && service && !isStale ? `${carrier}:${service}` : null}
          onChoose={(c, s) => {
            setValue('carrier', c as BookingForm['carrier'], { shouldValidate: true });
            setValue('service', s as BookingForm['service'], { shouldValidate: true });
          }}
          onAsk={() => void askRates()}
          isStale={isStale}
          choiceError={choiceError}
          declared={{ minor: declaredValueMinor, currency: currency || 'AED' }}
          incoterm={incoterm ?? null}
        />
        <TextInput
          label={t`Client order id`}
          description={t`Your own order number: a shipment is booked once per number.`}
          maw={360}
          error={formState.errors.clientOrderId?.message}
          {...register('clientOrderId')}
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Group>
          <Button type="submit" loading={formState.isSubmitting} disabled={isStale}>
            <Trans>Book shipment</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
