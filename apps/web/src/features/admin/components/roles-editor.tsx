import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  BETA_ROLE_LABELS,
  BETA_ROLES,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
} from '@sameday/contract';
import { FormAlert } from '../../../shared/forms/form-errors';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useAddRole, useRemoveRole } from '../api/staff-api';

/** A user's staff and beta roles, each given or taken back at once (every change is audited). */
export function RolesEditor({ userId, name, roles }: { userId: number; name: string; roles: readonly string[] }) {
  const add = useAddRole();
  const remove = useRemoveRole();
  const isPending = add.isPending || remove.isPending;
  const toggle = (role: string, isOn: boolean) => {
    const change = isOn ? add : remove;
    add.reset();
    remove.reset();
    change.mutate(
      { userId, role },
      { onSuccess: () => showToast({ message: `${name}: ${role} ${isOn ? 'given' : 'taken back'}`, tone: 'success' }) },
    );
  };
  const box = (role: string, label: string, description?: string) => (
    <Checkbox
      key={role}
      label={label}
      description={description}
      checked={roles.includes(role)}
      disabled={isPending}
      onChange={(event) => toggle(role, event.currentTarget.checked)}
    />
  );
  return (
    <Stack gap="md">
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} size="sm" mb={4}>
          Staff roles
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {STAFF_ROLES.map((role) => box(role, STAFF_ROLE_LABELS[role], STAFF_ROLE_DESCRIPTIONS[role]))}
        </SimpleGrid>
      </Stack>
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} size="sm" mb={4}>
          Beta roles
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {BETA_ROLES.map((role) => box(role, BETA_ROLE_LABELS[role]))}
        </SimpleGrid>
      </Stack>
      {(add.isError || remove.isError) && (
        <FormAlert title="Role not changed">{serverMessage(add.error ?? remove.error)}</FormAlert>
      )}
    </Stack>
  );
}
