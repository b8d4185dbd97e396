import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { BETA_ROLES, isReservedRole, STAFF_ROLES } from '@sameday/contract';
import { FormAlert } from '../../../shared/forms/form-errors';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useAddRole, useRemoveRole } from '../api/staff-api';
import { betaRoleDescription, betaRoleName, staffRoleDescription, staffRoleName } from '../lib/labels';

/** A user's staff and beta roles, each given or taken back at once (every change is audited). */
export function RolesEditor({ userId, name, roles }: { userId: number; name: string; roles: readonly string[] }) {
  const { t } = useLingui();
  const add = useAddRole();
  const remove = useRemoveRole();
  const isPending = add.isPending || remove.isPending;
  const toggle = (role: string, isOn: boolean) => {
    const change = isOn ? add : remove;
    add.reset();
    remove.reset();
    change.mutate(
      { userId, role },
      {
        onSuccess: () =>
          showToast({ message: isOn ? t`${name}: ${role} given` : t`${name}: ${role} taken back`, tone: 'success' }),
      },
    );
  };
  const box = (role: string, label: string, description?: string) => (
    <Checkbox
      key={role}
      label={label}
      description={description}
      checked={roles.includes(role)}
      // A reserved role is never given; one held from before can still be taken back.
      disabled={isPending || (isReservedRole(role) && !roles.includes(role))}
      onChange={(event) => toggle(role, event.currentTarget.checked)}
    />
  );
  return (
    <Stack gap="md">
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} size="sm" mb={4}>
          <Trans>Staff roles</Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {STAFF_ROLES.map((role) => box(role, staffRoleName(role), staffRoleDescription(role)))}
        </SimpleGrid>
      </Stack>
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} size="sm" mb={4}>
          <Trans>Beta roles</Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {BETA_ROLES.map((role) => box(role, betaRoleName(role), betaRoleDescription(role)))}
        </SimpleGrid>
      </Stack>
      {(add.isError || remove.isError) && (
        <FormAlert title={t`Role not changed`}>
          {translateContractText(serverMessage(add.error ?? remove.error))}
        </FormAlert>
      )}
    </Stack>
  );
}
