import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { EmployeeRegisterSchema, STAFF_ROLES } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { issuesByPath } from '../../../shared/forms/issues-by-path';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useRegisterEmployee } from '../api/staff-api';
import { staffRoleDescription, staffRoleName } from '../lib/labels';

/** Invite an employee: a staff user with roles, who sets a password from the mailed link. */
export function InviteEmployeeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Invite an employee`}>
      {opened && <InviteForm onDone={onClose} />}
    </Modal>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
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
          message: user.isInvited ? t`Invitation sent to ${user.email}` : t`${user.email} is staff now`,
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
          label={t`Email`}
          type="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          label={t`Full name`}
          required
          value={fullName}
          error={errors.fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
        />
        <Checkbox.Group label={t`Staff roles`} value={roles} onChange={setRoles} error={errors.roles} withAsterisk>
          <Stack gap="xs" mt={6}>
            {STAFF_ROLES.map((role) => (
              <Checkbox key={role} value={role} label={staffRoleName(role)} description={staffRoleDescription(role)} />
            ))}
          </Stack>
        </Checkbox.Group>
        {register.isError && (
          <FormAlert title={t`Not invited`}>{translateContractText(serverMessage(register.error))}</FormAlert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={register.isPending}>
            <Trans>Send invitation</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
