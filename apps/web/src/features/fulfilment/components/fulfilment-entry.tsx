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
import { runtimeConfig } from '../../../shared/runtime-config';
import { serverMessage } from '../../../shared/server-error';
import { useDocumentTitle } from '../../../shared/ui/page';
import { useContactFulfilment } from '../api/fulfilment-api';
import { issuesByPath } from '../lib/issues';
import { FulfilmentPrices } from './fulfilment-prices';

const VOLUMES = [
  { value: 'under_100', label: 'Under 100 orders a month' },
  { value: '100_500', label: '100 to 500 orders a month' },
  { value: '500_2000', label: '500 to 2,000 orders a month' },
  { value: 'over_2000', label: 'Over 2,000 orders a month' },
];

/** What an account without fulfilment sees: the service, how it is priced, and the "Contact fulfilment" request. */
export function FulfilmentEntry({ requestedAt }: { requestedAt: string | null }) {
  useDocumentTitle('Fulfilment');
  const marketing = runtimeConfig().links?.contactFulfilment;
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Fulfilment
        </Title>
        <Text c="dimmed">
          Keep your stock on our shelves in Dubai and Abu Dhabi. We receive your inbound shipments, store your products,
          pick and pack each order and hand it to our couriers for same-day delivery.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="lg">
          <Title order={2} fz="h4" mb="xs">
            What the service is
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>Products and bundles by SKU, imported or created one by one</List.Item>
            <List.Item>Stock by warehouse, with low-stock markers and every movement recorded</List.Item>
            <List.Item>Fulfilment orders reserved from your stock, picked, packed and delivered</List.Item>
            <List.Item>Cash on delivery and prepaid orders, on the orders page like any other</List.Item>
          </List>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} fz="h4" mb="xs">
            Prices
          </Title>
          <FulfilmentPrices />
        </Paper>
      </SimpleGrid>
      <ContactForm requestedAt={requestedAt} />
      {marketing && (
        <Anchor href={marketing} target="_blank" rel="noopener noreferrer" size="sm">
          More about fulfilment (opens in a new tab)
        </Anchor>
      )}
    </Stack>
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
  const [draft, setDraft] = useState<Draft>({
    contactName: '',
    phone: '+971',
    monthlyOrders: null,
    skuCount: '',
    message: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
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
      setErrors(issuesByPath(parsed.error));
      return;
    }
    setErrors({});
    contact.mutate(input);
  };
  if (contact.isSuccess)
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        {FULFILMENT_MESSAGES.contactRequestSent}
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
          Contact fulfilment
        </Title>
        {requestedAt && (
          <Text size="sm" c="dimmed">
            We have your request of {new Date(requestedAt).toLocaleDateString('en-GB')}; send another if anything
            changed.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Contact name"
            required
            value={draft.contactName}
            error={errors.contactName}
            onChange={(e) => set('contactName', e.currentTarget.value)}
          />
          <TextInput
            label="Phone"
            required
            value={draft.phone}
            error={errors.phone}
            onChange={(e) => set('phone', e.currentTarget.value)}
          />
          <Select
            label="Orders per month"
            required
            data={VOLUMES}
            value={draft.monthlyOrders}
            error={errors.monthlyOrders}
            onChange={(value) => set('monthlyOrders', value)}
          />
          <NumberInput
            label="Number of SKUs"
            min={0}
            allowDecimal={false}
            value={draft.skuCount}
            error={errors.skuCount}
            onChange={(value) => set('skuCount', value)}
          />
        </SimpleGrid>
        <Textarea
          label="Anything we should know"
          autosize
          minRows={2}
          value={draft.message}
          error={errors.message}
          onChange={(e) => set('message', e.currentTarget.value)}
        />
        {contact.isError && <FormAlert title="Not sent">{serverMessage(contact.error)}</FormAlert>}
        <Button type="submit" loading={contact.isPending} w={{ base: '100%', sm: 'auto' }}>
          Contact fulfilment
        </Button>
      </Stack>
    </Paper>
  );
}
