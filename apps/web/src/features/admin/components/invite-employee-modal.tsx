import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { EmployeeRegisterSchema, STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useRegisterEmployee } from '../api/staff-api';
import { issuesByPath } from '../lib/issues';

/** Invite an employee: a staff user with roles, who sets a password from the mailed link. */
export function InviteEmployeeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Invite an employee">
      {opened && <InviteForm onDone={onClose} />}
    </Modal>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [roles, setRoles] = useState<string[]>(['operations']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const register = useRegisterEmployee();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { email: email.trim(), fullName: fullName.trim(), roles };
    const parsed = EmployeeRegisterSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error));
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onSuccess: (user) => {
        showToast({
          message: user.isInvited ? `Invitation sent to ${user.email}` : `${user.email} is staff now`,
          tone: 'success',
        });
        onDone();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          label="Full name"
          required
          value={fullName}
          error={errors.fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
        />
        <Checkbox.Group label="Staff roles" value={roles} onChange={setRoles} error={errors.roles} withAsterisk>
          <Stack gap="xs" mt={6}>
            {STAFF_ROLES.map((role) => (
              <Checkbox
                key={role}
                value={role}
                label={STAFF_ROLE_LABELS[role]}
                description={STAFF_ROLE_DESCRIPTIONS[role]}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {register.isError && <FormAlert title="Not invited">{serverMessage(register.error)}</FormAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={register.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
