import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AccountSettings,
  type AccountSettingsInput,
  AccountSettingsInputSchema,
  DEVELOPERS_ROUTE,
  WEB_ROUTES,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@sameday/contract';
import { IconCode, IconRoute, IconTruckDelivery, IconUsers, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { usePermissions } from '../../entities/permissions';
import { applyServerErrors, FormAlert } from '../../shared/forms/form-errors';
import { AccountPage, LoadFailed, LoadingBlock, ReadOnlyNote } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useAccountSettings, useUpdateAccountSettings } from './api/account-settings';
import { SupportAccessPanel } from './support-access-panel';

const FIELDS = [
  'contact.name',
  'contact.phone',
  'contact.email',
  ...WEEKDAYS.flatMap((day) => [`openingHours.${day}.opensAt`, `openingHours.${day}.closesAt`]),
];

const toForm = (settings: AccountSettings): AccountSettingsInput => ({
  openingHours: settings.openingHours,
  contact: settings.contact,
});

/** /settings: opening hours and the operations contact, with the way to the team. */
export default function SettingsPage() {
  const settings = useAccountSettings();
  const permissions = usePermissions();
  let body: React.ReactNode;
  if (settings.isPending || permissions.isPending) body = <LoadingBlock label="Loading settings" />;
  else if (settings.error || !settings.data)
    body = <LoadFailed what="the settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  else
    body = (
      <SettingsForm
        key={settings.data.updatedAt ?? 'new'}
        settings={settings.data}
        canEdit={permissions.can('settings:write')}
      />
    );
  return (
    <AccountPage
      title="Settings"
      description="When you are open for collections, and who our couriers and support contact about them."
      backTo={null}
    >
      <SettingsLinkCard
        icon={IconUsers}
        title="Team"
        text="Invite colleagues and choose what each role may do."
        to="/settings/team"
        link="Manage the team"
      />
      <SettingsLinkCard
        icon={IconRoute}
        title="Shipping rules"
        text="Choose which carrier takes each order: heavy parcels, far emirates, cash on delivery."
        to="/settings/shipping-rules"
        link="Manage shipping rules"
      />
      <SettingsLinkCard
        icon={IconTruckDelivery}
        title="Tracking page"
        text="Your brand on your customers' tracking page, and which delivery news they get."
        to="/settings/tracking"
        link="Tracking page settings"
      />
      <SettingsLinkCard
        icon={IconCode}
        title="Developers"
        text="API clients that let your own systems work with your orders."
        to={DEVELOPERS_ROUTE}
        link="Manage API clients"
      />
      {permissions.can('integrations:manage') && (
        <SettingsLinkCard
          icon={IconWebhook}
          title="Webhooks"
          text="Send order and finance events to your own server as they happen."
          to="/settings/webhooks"
          link="Manage webhooks"
        />
      )}
      {body}
      <SupportAccessPanel />
    </AccountPage>
  );
}

/** A card that leads to another settings screen. */
function SettingsLinkCard(props: { icon: typeof IconUsers; title: string; text: string; to: string; link: string }) {
  const { icon: Icon, title, text, to, link } = props;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Icon size={20} aria-hidden style={{ flex: 'none' }} />
          <div>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </div>
        </Group>
        <Anchor component={Link} to={to} underline="always">
          {link}
        </Anchor>
      </Group>
    </Paper>
  );
}

function SettingsForm({ settings, canEdit }: { settings: AccountSettings; canEdit: boolean }) {
  const update = useUpdateAccountSettings();
  const [formError, setFormError] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountSettingsInput, unknown, z.output<typeof AccountSettingsInputSchema>>({
    resolver: zodResolver(AccountSettingsInputSchema),
    defaultValues: toForm(settings),
  });
  const hours = useWatch({ control, name: 'openingHours' });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const saved = await update.mutateAsync(body);
      reset(toForm(saved));
      showToast({ message: 'Settings saved.', tone: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fields: FIELDS }));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Settings">
      <Stack gap="md">
        {!canEdit && <ReadOnlyNote />}
        <fieldset disabled={!canEdit} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              <Title order={2} fz="h4" mb="xs">
                Opening hours
              </Title>
              <div style={{ overflowX: 'auto' }}>
                <Table verticalSpacing="xs" horizontalSpacing="xs" miw={300}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Open on</Table.Th>
                      <Table.Th scope="col">Opens</Table.Th>
                      <Table.Th scope="col">Closes</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {WEEKDAYS.map((day) => {
                      const isOpen = hours?.[day]?.isOpen ?? false;
                      const dayErrors = errors.openingHours?.[day];
                      return (
                        <Table.Tr key={day}>
                          <Table.Th scope="row">
                            <Controller
                              control={control}
                              name={`openingHours.${day}.isOpen`}
                              render={({ field }) => (
                                <Checkbox
                                  label={WEEKDAY_LABELS[day]}
                                  checked={field.value}
                                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                                />
                              )}
                            />
                          </Table.Th>
                          <Table.Td>
                            <TextInput
                              aria-label={`${WEEKDAY_LABELS[day]} opens at`}
                              placeholder="HH:mm"
                              w={72}
                              maxLength={5}
                              disabled={!isOpen || !canEdit}
                              error={dayErrors?.opensAt?.message}
                              {...register(`openingHours.${day}.opensAt`)}
                            />
                          </Table.Td>
                          <Table.Td>
                            <TextInput
                              aria-label={`${WEEKDAY_LABELS[day]} closes at`}
                              placeholder="HH:mm"
                              w={72}
                              maxLength={5}
                              disabled={!isOpen || !canEdit}
                              error={dayErrors?.closesAt?.message}
                              {...register(`openingHours.${day}.closesAt`)}
                            />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </div>
            </Paper>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Title order={2} fz="h4" mb="xs">
                Contact
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput label="Contact name" error={errors.contact?.name?.message} {...register('contact.name')} />
                <TextInput
                  label="Contact phone"
                  type="tel"
                  placeholder="+971501234567"
                  error={errors.contact?.phone?.message}
                  {...register('contact.phone')}
                />
                <TextInput
                  label="Contact email"
                  type="email"
                  error={errors.contact?.email?.message}
                  {...register('contact.email')}
                />
              </SimpleGrid>
            </Paper>
          </Stack>
        </fieldset>
        {formError && <FormAlert>{formError}</FormAlert>}
        {canEdit && (
          <Group justify="space-between">
            <Anchor component={Link} to={WEB_ROUTES.account} size="sm">
              More in Account
            </Anchor>
            <Button type="submit" loading={isSubmitting}>
              Save settings
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
