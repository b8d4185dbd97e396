import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CARD_BRAND_LABELS,
  type PaymentMethod,
  type PaymentMethodInput,
  PaymentMethodInputSchema,
} from '@sameday/contract';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../shared/api';
import { showToast } from '../../shared/ui/toast';
import { useAddPaymentMethod, useChangePaymentMethod, usePaymentMethods } from './api/finance-api';
import { FinanceLayout } from './components/finance-layout';
import { EmptyPanel, LoadError, LoadingRows } from './components/query-states';
import { applyServerErrors } from './lib/server-errors';

const MONTHS = Array.from({ length: 12 }, (_, index) => {
  const value = String(index + 1);
  return { value, label: value.padStart(2, '0') };
});
const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 16 }, (_, index) => String(thisYear + index));
const FIELDS = ['holderName', 'cardNumber', 'expMonth', 'expYear'] as const;

const cardName = (card: PaymentMethod) => `${CARD_BRAND_LABELS[card.brand]} ending ${card.last4}`;

/** /finance/payment-methods: saved cards (brand, last four digits, expiry), the default, add and remove. */
export default function PaymentMethodsPage() {
  const cards = usePaymentMethods();
  const change = useChangePaymentMethod();
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const run = async (card: PaymentMethod, action: 'default' | 'remove') => {
    try {
      await change.mutateAsync({ id: card.id, action });
      showToast({
        message: action === 'default' ? `${cardName(card)} is now the default.` : `${cardName(card)} removed.`,
        tone: 'success',
      });
      setRemoving(null);
    } catch (error) {
      showToast({ message: isApiError(error) ? error.message : 'That did not work. Try again.', tone: 'error' });
    }
  };
  return (
    <FinanceLayout
      title="Finance"
      description="Cards for paying your invoices. We keep the brand, the last four digits and the expiry, never the number."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Saved cards
          </Title>
          {cards.isPending ? (
            <LoadingRows label="Loading saved cards" rows={2} />
          ) : cards.isError ? (
            <LoadError what="your saved cards" error={cards.error} onRetry={() => void cards.refetch()} />
          ) : cards.data.length === 0 ? (
            <EmptyPanel title="No saved cards">Add a card with the form.</EmptyPanel>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {cards.data.map((card) => (
                <Paper key={card.id} withBorder radius="md" p="md" component="li">
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <Group gap="sm" wrap="nowrap">
                      <IconCreditCard size={28} aria-hidden />
                      <div>
                        <Group gap={6}>
                          <Text fw={600}>{cardName(card)}</Text>
                          {card.isDefault && (
                            <Badge variant="light" tt="none" radius="sm">
                              Default
                            </Badge>
                          )}
                        </Group>
                        <Text size="sm" c="dimmed">
                          {card.holderName} · expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}
                        </Text>
                      </div>
                    </Group>
                    <Group gap="xs">
                      {!card.isDefault && (
                        <Button
                          variant="default"
                          size="compact-sm"
                          onClick={() => run(card, 'default')}
                          aria-label={`Make ${cardName(card)} the default`}
                        >
                          Make default
                        </Button>
                      )}
                      <Button
                        variant="subtle"
                        color="red.9"
                        size="compact-sm"
                        onClick={() => setRemoving(card)}
                        aria-label={`Remove ${cardName(card)}`}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
        <AddCardForm />
      </SimpleGrid>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove card" centered>
        {removing && (
          <>
            <Text size="sm">
              Remove {cardName(removing)}? {removing.isDefault ? 'Your newest other card becomes the default.' : ''}
            </Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button color="red.9" loading={change.isPending} onClick={() => run(removing, 'remove')}>
                Remove card
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </FinanceLayout>
  );
}

function AddCardForm() {
  const add = useAddPaymentMethod();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PaymentMethodInput, unknown, z.output<typeof PaymentMethodInputSchema>>({
    resolver: zodResolver(PaymentMethodInputSchema),
    defaultValues: { holderName: '', cardNumber: '', expMonth: '', expYear: '' },
  });
  const onSubmit = handleSubmit(async (card) => {
    setFormError(undefined);
    try {
      const saved = await add.mutateAsync(card);
      showToast({ message: `${cardName(saved)} saved.`, tone: 'success' });
      reset();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });
  const errorProps = (name: (typeof FIELDS)[number]) => ({
    error: errors[name]?.message,
    'aria-invalid': errors[name] ? true : undefined,
  });
  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={onSubmit} noValidate aria-label="Add a card">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Add a card
        </Title>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label="Name on card"
          autoComplete="cc-name"
          required
          {...register('holderName')}
          {...errorProps('holderName')}
        />
        <TextInput
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          required
          {...register('cardNumber')}
          {...errorProps('cardNumber')}
        />
        <Group grow align="flex-start">
          <Controller
            control={control}
            name="expMonth"
            render={({ field }) => (
              <Select
                label="Expiry month"
                data={MONTHS}
                required
                value={field.value === '' || field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                {...errorProps('expMonth')}
              />
            )}
          />
          <Controller
            control={control}
            name="expYear"
            render={({ field }) => (
              <Select
                label="Expiry year"
                data={YEARS}
                required
                value={field.value === '' || field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                {...errorProps('expYear')}
              />
            )}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Save card
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
