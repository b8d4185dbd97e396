import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Radio, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { SERVICE_KINDS, type ShippingProfile, ShippingProfileInputSchema, WEB_ROUTES } from '@sameday/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePermissions } from '../../entities/permissions';
import { SERVICE_KIND_LABELS } from '../../entities/places';
import { useShippingProfile } from '../../entities/shipping-profile';
import { FormAlert } from '../../shared/forms/form-errors';
import { translateContractText } from '../../shared/i18n';
import { serverMessage } from '../../shared/server-error';
import { AccountPage, LoadFailed, LoadingBlock, ReadOnlyNote } from '../../shared/ui/page';
import { showToast } from '../../shared/ui/toast';
import { useUpdateShippingProfile } from './api/account-settings';

type FormState = { serviceKind: string; hasParcel: boolean; name: string; quantity: string; weightKg: string };

const toForm = (profile: ShippingProfile): FormState => ({
  serviceKind: profile.serviceKind ?? '',
  hasParcel: Boolean(profile.parcel),
  name: profile.parcel?.name ?? '',
  quantity: profile.parcel ? String(profile.parcel.quantity) : '1',
  weightKg: profile.parcel ? String(profile.parcel.weightKg) : '',
});

/** The form's text to the contract's body: numbers as numbers, the parcel only when it is on. */
export function profileBody(form: FormState) {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
  return {
    serviceKind: form.serviceKind || null,
    parcel: form.hasParcel
      ? { name: form.name, quantity: number(form.quantity), weightKg: number(form.weightKg) }
      : null,
  };
}

/** /account/shipping-profile: what a new single shipment starts with. */
export default function ShippingProfilePage() {
  const { t } = useLingui();
  const profile = useShippingProfile();
  const permissions = usePermissions();
  let body: React.ReactNode;
  if (profile.isPending || permissions.isPending) body = <LoadingBlock label={t`Loading the shipping profile`} />;
  else if (profile.error || !profile.data)
    body = <LoadFailed what={t`the shipping profile`} error={profile.error} onRetry={() => void profile.refetch()} />;
  else
    body = (
      <ProfileForm
        key={profile.data.updatedAt ?? 'new'}
        profile={profile.data}
        canEdit={permissions.can('settings:write')}
      />
    );
  return (
    <AccountPage
      title={t`Shipping profile`}
      description={
        <Trans>
          A new order on <Link to={WEB_ROUTES.singleShipment}>Single shipment</Link> starts with this service and
          parcel; you can still change them on each order.
        </Trans>
      }
    >
      {body}
    </AccountPage>
  );
}

function ProfileForm({ profile, canEdit }: { profile: ShippingProfile; canEdit: boolean }) {
  const { t, i18n } = useLingui();
  const update = useUpdateShippingProfile();
  const [form, setForm] = useState(() => toForm(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const set = (patch: Partial<FormState>) => setForm((previous) => ({ ...previous, ...patch }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = ShippingProfileInputSchema.safeParse(profileBody(form));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), translateContractText(issue.message)]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      const saved = await update.mutateAsync(parsed.data);
      setForm(toForm(saved));
      showToast({ message: t`Shipping profile saved.`, tone: 'success' });
    } catch (error) {
      const fields = (error as { fields?: { field: string; message: string }[] }).fields ?? [];
      if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, translateContractText(f.message)])));
      else setFormError(translateContractText(serverMessage(error)));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Shipping profile`}>
      <Stack gap="md">
        {!canEdit && <ReadOnlyNote />}
        <fieldset disabled={!canEdit} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Radio.Group
                label={t`Default service`}
                description={t`Chosen on a new order when it is offered for the route and time`}
                value={form.serviceKind}
                onChange={(value) => set({ serviceKind: value })}
                error={errors.serviceKind}
              >
                <Group mt="xs" gap="lg">
                  <Radio value="" label={t`No default`} />
                  {SERVICE_KINDS.map((kind) => (
                    <Radio key={kind} value={kind} label={i18n._(SERVICE_KIND_LABELS[kind])} />
                  ))}
                </Group>
              </Radio.Group>
            </Paper>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Stack gap="sm">
                <Switch
                  label={t`Start new orders with a default parcel`}
                  checked={form.hasParcel}
                  onChange={(event) => set({ hasParcel: event.currentTarget.checked })}
                />
                {form.hasParcel && (
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                    <TextInput
                      label={t`Item name`}
                      withAsterisk
                      placeholder={t`e.g. Gift box`}
                      value={form.name}
                      onChange={(event) => set({ name: event.currentTarget.value })}
                      error={errors['parcel.name']}
                    />
                    <TextInput
                      label={t`Quantity`}
                      inputMode="numeric"
                      withAsterisk
                      value={form.quantity}
                      onChange={(event) => set({ quantity: event.currentTarget.value })}
                      error={errors['parcel.quantity']}
                    />
                    <TextInput
                      label={t`Weight (kg)`}
                      inputMode="decimal"
                      withAsterisk
                      placeholder={t`e.g. 1.5`}
                      value={form.weightKg}
                      onChange={(event) => set({ weightKg: event.currentTarget.value })}
                      error={errors['parcel.weightKg']}
                    />
                  </SimpleGrid>
                )}
                {!form.hasParcel && (
                  <Text size="sm" c="dimmed">
                    <Trans>New orders start with an empty item.</Trans>
                  </Text>
                )}
              </Stack>
            </Paper>
          </Stack>
        </fieldset>
        {formError && <FormAlert>{formError}</FormAlert>}
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              <Trans>Save shipping profile</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
