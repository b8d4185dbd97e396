import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  List,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ContactRequestInput, ContactRequestInputSchema, FULFILMENT_MESSAGES } from '@sameday/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { issuesByPath } from '../../../shared/forms/issues-by-path';
import { intlLocale, translateContractText } from '../../../shared/i18n';
import { runtimeConfig } from '../../../shared/runtime-config';
import { serverMessage } from '../../../shared/server-error';
import { useDocumentTitle } from '../../../shared/ui/page';
import { useContactFulfilment } from '../api/fulfilment-api';
import { FulfilmentPrices } from './fulfilment-prices';

const VOLUMES: { value: string; label: MessageDescriptor }[] = [
  { value: 'under_100', label: msg`Under 100 orders a month` },
  { value: '100_500', label: msg`100 to 500 orders a month` },
  { value: '500_2000', label: msg`500 to 2,000 orders a month` },
  { value: 'over_2000', label: msg`Over 2,000 orders a month` },
];

/** What an account without fulfilment sees: the service, how it is priced, and the "Contact fulfilment" request. */
export function FulfilmentEntry({ requestedAt }: { requestedAt: string | null }) {
  const { t } = useLingui();
  useDocumentTitle(t`Fulfilment`);
  const marketing = runtimeConfig().links?.contactFulfilment;
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <Trans>Fulfilment</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Keep your stock on our shelves in Dubai and Abu Dhabi. We receive your inbound shipments, store your
            products, pick and pack each order and hand it to our couriers for same-day delivery.
          </Trans>
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="lg">
          <Title order={2} fz="h4" mb="xs">
            <Trans>What the service is</Trans>
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              <Trans>Products and bundles by SKU, imported or created one by one</Trans>
            </List.Item>
            <List.Item>
              <Trans>Stock by warehouse, with low-stock markers and every movement recorded</Trans>
            </List.Item>
            <List.Item>
              <Trans>Fulfilment orders reserved from your stock, picked, packed and delivered</Trans>
            </List.Item>
            <List.Item>
              <Trans>Cash on delivery and prepaid orders, on the orders page like any other</Trans>
            </List.Item>
          </List>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} fz="h4" mb="xs">
            <Trans>Prices</Trans>
          </Title>
          <FulfilmentPrices />
        </Paper>
      </SimpleGrid>
      <ContactForm requestedAt={requestedAt} />
      {marketing && <MoreAboutFulfilment link={marketing} />}
    </Stack>
  );
}

/**
 * The installation's link about fulfilment: a page opens in a new tab and says so; a mail address
 * (the default, the support address) is a mail to write, named as such, in the same tab.
 */
function MoreAboutFulfilment({ link }: { link: string }) {
  if (link.startsWith('mailto:')) {
    const address = decodeURIComponent(link.slice('mailto:'.length).split('?')[0] ?? '');
    return (
      <Text size="sm">
        <Trans>
          Questions about fulfilment? Email us at{' '}
          <Anchor href={link} size="sm">
            <bdi>{address}</bdi>
          </Anchor>
        </Trans>
      </Text>
    );
  }
  return (
    <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
      <Trans>More about fulfilment (opens in a new tab)</Trans>
    </Anchor>
  );
}

type Draft = {
  contactName: string;
  phone: string;
  monthlyOrders: string | null;
  skuCount: number | string;
  message: string;
};

function ContactForm({ requestedAt }: { requestedAt: string | null }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>({
    contactName: '',
    phone: '+971',
    monthlyOrders: null,
    skuCount: '',
    message: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const requestedOn = requestedAt ? new Date(requestedAt).toLocaleDateString(intlLocale()) : null;
  const contact = useContactFulfilment();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...draft,
      skuCount: typeof draft.skuCount === 'number' ? draft.skuCount : null,
    } as ContactRequestInput;
    const parsed = ContactRequestInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error, translateContractText));
      return;
    }
    setErrors({});
    contact.mutate(input);
  };
  if (contact.isSuccess)
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        {translateContractText(FULFILMENT_MESSAGES.contactRequestSent)}
      </Alert>
    );
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="contact-fulfilment"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="contact-fulfilment">
          <Trans>Contact fulfilment</Trans>
        </Title>
        {requestedOn && (
          <Text size="sm" c="dimmed">
            <Trans>We have your request of {requestedOn}; send another if anything changed.</Trans>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Contact name`}
            required
            value={draft.contactName}
            error={errors.contactName}
            onChange={(e) => set('contactName', e.currentTarget.value)}
          />
          <TextInput
            label={t`Phone`}
            required
            value={draft.phone}
            error={errors.phone}
            onChange={(e) => set('phone', e.currentTarget.value)}
          />
          <Select
            label={t`Orders per month`}
            required
            data={VOLUMES.map((volume) => ({ value: volume.value, label: t(volume.label) }))}
            value={draft.monthlyOrders}
            error={errors.monthlyOrders}
            onChange={(value) => set('monthlyOrders', value)}
          />
          <NumberInput
            label={t`Number of SKUs`}
            min={0}
            allowDecimal={false}
            value={draft.skuCount}
            error={errors.skuCount}
            onChange={(value) => set('skuCount', value)}
          />
        </SimpleGrid>
        <Textarea
          label={t`Anything we should know`}
          autosize
          minRows={2}
          value={draft.message}
          error={errors.message}
          onChange={(e) => set('message', e.currentTarget.value)}
        />
        {contact.isError && (
          <FormAlert title={t`Not sent`}>{translateContractText(serverMessage(contact.error))}</FormAlert>
        )}
        <Button type="submit" loading={contact.isPending} w={{ base: '100%', sm: 'auto' }}>
          <Trans>Contact fulfilment</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
