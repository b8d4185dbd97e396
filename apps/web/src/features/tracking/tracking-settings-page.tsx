import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { NOTIFY_EVENTS, type NotifyEvent, type TrackingSettings, TrackingSettingsSchema } from '@sameday/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { usePermissions } from '../../entities/permissions';
import { applyServerErrors, FormAlert } from '../../shared/forms/form-errors';
import { AccountPage, LoadFailed, LoadingBlock, ReadOnlyNote } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useTrackingSettings } from './api/get-tracking-settings';
import { useUpdateTrackingSettings } from './api/update-tracking-settings';

const FIELDS = ['brandColour', 'logoUrl', 'notifyEvents', 'returnWindowDays'];

/** The contract's NOTIFY_EVENT_LABELS, keyed by the event. */
const NOTIFY_EVENT_NAMES: Record<NotifyEvent, MessageDescriptor> = {
  out_for_delivery: msg`Out for delivery`,
  delivery_complete: msg`Delivered`,
  delivery_failed: msg`Failed attempt`,
  rescheduled: msg`Rescheduled`,
};

/** /settings/tracking: the recipient's tracking page brand and which events message the recipient. */
export default function TrackingSettingsPage() {
  const { t } = useLingui();
  const settings = useTrackingSettings();
  const permissions = usePermissions();
  let body: React.ReactNode;
  if (settings.isPending || permissions.isPending) body = <LoadingBlock label={t`Loading the tracking settings`} />;
  else if (settings.error || !settings.data)
    body = (
      <LoadFailed what={t`the tracking settings`} error={settings.error} onRetry={() => void settings.refetch()} />
    );
  else body = <TrackingForm settings={settings.data} canEdit={permissions.can('settings:write')} />;
  return (
    <AccountPage
      title={t`Tracking page`}
      description={t`What your customers see on the tracking page, and when they get a message about their delivery.`}
      backTo="/settings"
      backLabel={t`Settings`}
    >
      {body}
    </AccountPage>
  );
}

function TrackingForm({ settings, canEdit }: { settings: TrackingSettings; canEdit: boolean }) {
  const { t } = useLingui();
  const save = useUpdateTrackingSettings();
  const [formError, setFormError] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TrackingSettings>({ resolver: zodResolver(TrackingSettingsSchema), defaultValues: settings });
  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      reset(await save.mutateAsync(body));
      showToast({ message: t`Tracking settings saved.`, tone: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fields: FIELDS }));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Tracking settings`}>
      <Stack gap="md">
        {!canEdit && <ReadOnlyNote />}
        <fieldset disabled={!canEdit} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Title order={2} fz="h4" mb="xs">
                <Trans>Your brand</Trans>
              </Title>
              <Stack gap="sm">
                <TextInput
                  label={t`Brand colour`}
                  description={t`The top of the tracking page, as a hex colour like #0b5cad.`}
                  maxLength={7}
                  error={errors.brandColour?.message}
                  {...register('brandColour')}
                />
                <TextInput
                  label={t`Logo address`}
                  description={t`An https:// address of your logo image; leave empty for your initial.`}
                  type="url"
                  error={errors.logoUrl?.message}
                  {...register('logoUrl')}
                />
              </Stack>
            </Paper>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Controller
                control={control}
                name="notifyEvents"
                render={({ field }) => (
                  <Checkbox.Group
                    label={
                      <Title order={2} fz="h4" component="span">
                        <Trans>Messages to your customers</Trans>
                      </Title>
                    }
                    description={t`By SMS or WhatsApp, and by email when the order has one, in English and Arabic with the tracking link. Never between 22:00 and 08:00 except “Out for delivery”.`}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.notifyEvents?.message}
                  >
                    <Stack gap="xs" mt="xs">
                      {NOTIFY_EVENTS.map((event) => (
                        <Checkbox key={event} value={event} label={t(NOTIFY_EVENT_NAMES[event])} />
                      ))}
                    </Stack>
                  </Checkbox.Group>
                )}
              />
            </Paper>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Controller
                control={control}
                name="returnWindowDays"
                render={({ field }) => (
                  <NumberInput
                    label={t`Return window (days after delivery)`}
                    min={0}
                    max={60}
                    allowDecimal={false}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                    error={errors.returnWindowDays?.message}
                    maw={240}
                  />
                )}
              />
            </Paper>
          </Stack>
        </fieldset>
        {formError && <FormAlert>{formError}</FormAlert>}
        {canEdit && (
          <Group>
            <Button type="submit" loading={isSubmitting}>
              <Trans>Save tracking settings</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
