import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { WEEKDAY_TEXT } from './lib/labels';
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
  const { t } = useLingui();
  const settings = useAccountSettings();
  const permissions = usePermissions();
  let body: React.ReactNode;
  if (settings.isPending || permissions.isPending) body = <LoadingBlock label={t`Loading settings`} />;
  else if (settings.error || !settings.data)
    body = <LoadFailed what={t`the settings`} error={settings.error} onRetry={() => void settings.refetch()} />;
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
      title={t`Settings`}
      description={t`When you are open for collections, and who our couriers and support contact about them.`}
      backTo={null}
    >
      <SettingsLinkCard
        icon={IconUsers}
        title={t`Team`}
        text={t`Invite colleagues and choose what each role may do.`}
        to="/settings/team"
        link={t`Manage the team`}
      />
      <SettingsLinkCard
        icon={IconRoute}
        title={t`Shipping rules`}
        text={t`Choose which carrier takes each order: heavy parcels, far emirates, cash on delivery.`}
        to="/settings/shipping-rules"
        link={t`Manage shipping rules`}
      />
      <SettingsLinkCard
        icon={IconTruckDelivery}
        title={t`Tracking page`}
        text={t`Your brand on your customers' tracking page, and which delivery news they get.`}
        to="/settings/tracking"
        link={t`Tracking page settings`}
      />
      <SettingsLinkCard
        icon={IconCode}
        title={t`Developers`}
        text={t`API clients that let your own systems work with your orders.`}
        to={DEVELOPERS_ROUTE}
        link={t`Manage API clients`}
      />
      {permissions.can('integrations:manage') && (
        <SettingsLinkCard
          icon={IconWebhook}
          title={t`Webhooks`}
          text={t`Send order and finance events to your own server as they happen.`}
          to="/settings/webhooks"
          link={t`Manage webhooks`}
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
  const { t, i18n } = useLingui();
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
      showToast({ message: t`Settings saved.`, tone: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fields: FIELDS }));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Settings`}>
      <Stack gap="md">
        {!canEdit && <ReadOnlyNote />}
        <fieldset disabled={!canEdit} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              <Title order={2} fz="h4" mb="xs">
                <Trans>Opening hours</Trans>
              </Title>
              <div style={{ overflowX: 'auto' }}>
                <Table verticalSpacing="xs" horizontalSpacing="xs" miw={300}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t`Open on`}</Table.Th>
                      <Table.Th scope="col">{t`Opens`}</Table.Th>
                      <Table.Th scope="col">{t`Closes`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {WEEKDAYS.map((day) => {
                      const isOpen = hours?.[day]?.isOpen ?? false;
                      const dayErrors = errors.openingHours?.[day];
                      const dayName = i18n._(WEEKDAY_TEXT[day]);
                      return (
                        <Table.Tr key={day}>
                          <Table.Th scope="row">
                            <Controller
                              control={control}
                              name={`openingHours.${day}.isOpen`}
                              render={({ field }) => (
                                <Checkbox
                                  label={dayName}
                                  checked={field.value}
                                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                                />
                              )}
                            />
                          </Table.Th>
                          <Table.Td>
                            <TextInput
                              aria-label={t`${dayName} opens at`}
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
                              aria-label={t`${dayName} closes at`}
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
                <Trans>Contact</Trans>
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={t`Contact name`}
                  error={errors.contact?.name?.message}
                  {...register('contact.name')}
                />
                <TextInput
                  label={t`Contact phone`}
                  type="tel"
                  dir="ltr"
                  placeholder="+971501234567"
                  error={errors.contact?.phone?.message}
                  {...register('contact.phone')}
                />
                <TextInput
                  label={t`Contact email`}
                  type="email"
                  dir="ltr"
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
              <Trans>More in Account</Trans>
            </Anchor>
            <Button type="submit" loading={isSubmitting}>
              <Trans>Save settings</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
