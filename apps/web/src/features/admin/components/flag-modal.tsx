import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { type FeatureFlag, FlagParamsSchema, SetFlagOverrideBodySchema, UpsertFlagBodySchema } from '@sameday/contract';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { issuesByPath } from '../../../shared/forms/issues-by-path';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useRemoveOverride, useSaveFlag, useSetOverride } from '../api/flags-api';

type Props = { flag: FeatureFlag | null; opened: boolean; onClose: () => void };

/** Create a flag, or change one: its switch, rollout and description, and who it is forced on or off for. */
export function FlagModal({ flag, opened, onClose }: Props) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={flag ? t`Flag ${flag.name}` : t`New feature flag`} size="lg">
      {opened && (
        <Stack gap="lg">
          <FlagForm key={flag?.name ?? 'new'} flag={flag} onSaved={flag ? undefined : onClose} />
          {flag && <Overrides flag={flag} />}
        </Stack>
      )}
    </Modal>
  );
}

function FlagForm({ flag, onSaved }: { flag: FeatureFlag | null; onSaved?: () => void }) {
  const { t } = useLingui();
  const [name, setName] = useState(flag?.name ?? '');
  const [description, setDescription] = useState(flag?.description ?? '');
  const [enabled, setEnabled] = useState(flag?.enabled ?? false);
  const [rollout, setRollout] = useState<number | string>(flag?.rolloutPercentage ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveFlag();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { description: description.trim(), enabled, rolloutPercentage: Number(rollout) };
    const parsedName = FlagParamsSchema.safeParse({ name: name.trim() });
    const parsed = UpsertFlagBodySchema.safeParse(body);
    const found = {
      ...(parsedName.success ? {} : issuesByPath(parsedName.error)),
      ...(parsed.success ? {} : issuesByPath(parsed.error)),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { name: name.trim(), body },
      {
        onSuccess: () => {
          showToast({ message: t`Flag ${name.trim()} saved`, tone: 'success' });
          onSaved?.();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {!flag && (
          <TextInput
            label={t`Name`}
            description={t`Lowercase letters, digits, - and _`}
            required
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        )}
        <TextInput
          label={t`Description`}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Switch
          label={t`On for everyone`}
          description={t`Off: only the rollout share and the overrides below get it`}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <NumberInput
          label={t`Rollout (% of users)`}
          min={0}
          max={100}
          allowDecimal={false}
          value={rollout}
          error={errors.rolloutPercentage}
          onChange={setRollout}
          maw={200}
        />
        {save.isError && <FormAlert title={t`Not saved`}>{translateContractText(serverMessage(save.error))}</FormAlert>}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {flag ? t`Save flag` : t`Create flag`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Overrides({ flag }: { flag: FeatureFlag }) {
  const { t } = useLingui();
  const [subjectType, setSubjectType] = useState<'user' | 'account'>('account');
  const [subjectId, setSubjectId] = useState('');
  const [isOn, setOn] = useState(true);
  const [error, setError] = useState<string>();
  const set = useSetOverride();
  const remove = useRemoveOverride();
  const add = (event: FormEvent) => {
    event.preventDefault();
    const body = { subjectType, subjectId: subjectId.trim(), enabled: isOn };
    const parsed = SetFlagOverrideBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(t`Give the account id or the user’s identifier`);
      return;
    }
    setError(undefined);
    set.mutate({ name: flag.name, body }, { onSuccess: () => setSubjectId('') });
  };
  return (
    <Stack gap="sm">
      <Text fw={600}>
        <Trans>Overrides</Trans>
      </Text>
      {flag.overrides.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No one is forced on or off.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label={t`Overrides`} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>For</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Id</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Forced</Trans>
                </Table.Th>
                <Table.Th>
                  <VisuallyHidden>
                    <Trans>Remove</Trans>
                  </VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {flag.overrides.map((override) => (
                <Table.Tr key={`${override.subjectType}:${override.subjectId}`}>
                  <Table.Td>{override.subjectType === 'user' ? t`User` : t`Account`}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{override.subjectId}</Table.Td>
                  <Table.Td>{override.enabled ? t`On` : t`Off`}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Remove the override of ${override.subjectId}`}
                      loading={remove.isPending && remove.variables?.subjectId === override.subjectId}
                      onClick={() => remove.mutate({ name: flag.name, ...override })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={add} noValidate>
        <Stack gap="xs">
          <SegmentedControl
            aria-label={t`Override for`}
            value={subjectType}
            onChange={(value) => setSubjectType(value as 'user' | 'account')}
            data={[
              { value: 'account', label: t`An account` },
              { value: 'user', label: t`A user` },
            ]}
            w="fit-content"
          />
          <TextInput
            label={subjectType === 'account' ? t`Account id` : t`User identifier (salesforceId)`}
            value={subjectId}
            error={error}
            onChange={(event) => setSubjectId(event.currentTarget.value)}
          />
          <Switch label={t`Forced on`} checked={isOn} onChange={(event) => setOn(event.currentTarget.checked)} />
          {(set.isError || remove.isError) && (
            <FormAlert title={t`Not changed`}>
              {translateContractText(serverMessage(set.error ?? remove.error))}
            </FormAlert>
          )}
          <Group justify="flex-end">
            <Button type="submit" variant="default" loading={set.isPending}>
              <Trans>Add override</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
