import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { type OwnershipMigrate, type OwnershipMigrateAnswer, OwnershipMigrateSchema } from '@sameday/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../shared/forms/form-errors';
import { issuesByPath } from '../../../shared/forms/issues-by-path';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { showToast } from '../../../shared/ui/toast';
import { useMigrateOwnerships } from '../api/ownerships-api';
import { OwnerField } from './ownership-modal';

type Side = { ownerId?: number; billingIdentifier: string };
const sideBody = (side: Side) => ({
  ...(side.ownerId === undefined ? {} : { ownerId: side.ownerId }),
  ...(side.billingIdentifier.trim() ? { billingIdentifier: side.billingIdentifier.trim() } : {}),
});

function SideFields({
  legend,
  side,
  errors,
  onChange,
}: {
  legend: string;
  side: Side;
  errors?: string;
  onChange: (side: Side) => void;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <OwnerField
        label={t`${legend}: manager`}
        value={side.ownerId}
        onChange={(ownerId) => onChange({ ...side, ownerId })}
      />
      <TextInput
        label={t`${legend}: billing identifier`}
        value={side.billingIdentifier}
        error={errors}
        onChange={(event) => onChange({ ...side, billingIdentifier: event.currentTarget.value })}
      />
    </Stack>
  );
}

/**
 * Move accounts from one manager or billing identifier to another: a dry run shows every move,
 * then the apply makes them all in one transaction (or none).
 */
export function MigrateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [from, setFrom] = useState<Side>({ billingIdentifier: '' });
  const [to, setTo] = useState<Side>({ billingIdentifier: '' });
  const [accountIds, setAccountIds] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ body: OwnershipMigrate; answer: OwnershipMigrateAnswer }>();
  const migrate = useMigrateOwnerships();
  const close = () => {
    migrate.reset();
    setPreview(undefined);
    setErrors({});
    onClose();
  };
  const ids = accountIds.split(/[\s,]+/).filter(Boolean);
  const body: OwnershipMigrate = { from: sideBody(from), to: sideBody(to), ...(ids.length ? { accountIds: ids } : {}) };
  const runPreview = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OwnershipMigrateSchema.safeParse({ ...body, dryRun: true });
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error));
      return;
    }
    setErrors({});
    migrate.mutate({ ...body, dryRun: true }, { onSuccess: (answer) => setPreview({ body, answer }) });
  };
  const apply = () => {
    if (!preview) return;
    migrate.mutate(
      { ...preview.body, dryRun: false },
      {
        onSuccess: (answer) => {
          showToast({
            message: plural(answer.count, { one: '# ownership moved', other: '# ownerships moved' }),
            tone: 'success',
          });
          close();
        },
      },
    );
  };
  // A change to the form after the preview needs a new preview before applying.
  const isPreviewCurrent = preview && JSON.stringify(preview.body) === JSON.stringify(body);
  return (
    <Modal opened={opened} onClose={close} title={t`Migrate ownerships`} size="xl">
      <form onSubmit={runPreview} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SideFields legend={t`From`} side={from} errors={errors.from} onChange={setFrom} />
            <SideFields legend={t`To`} side={to} errors={errors.to} onChange={setTo} />
          </SimpleGrid>
          <Textarea
            label={t`Only these accounts`}
            description={t`Account ids separated by commas or lines; empty moves every account matching From`}
            value={accountIds}
            autosize
            minRows={2}
            onChange={(event) => setAccountIds(event.currentTarget.value)}
          />
          {migrate.isError && (
            <FormAlert title={t`Not migrated`}>{translateContractText(serverMessage(migrate.error))}</FormAlert>
          )}
          <Group justify="flex-end">
            <Button type="submit" variant="default" loading={migrate.isPending && migrate.variables?.dryRun === true}>
              <Trans>Preview</Trans>
            </Button>
          </Group>
          {preview && <MigratePreview answer={preview.answer} />}
          {preview && (
            <Group justify="flex-end">
              <Button
                onClick={apply}
                disabled={!isPreviewCurrent || preview.answer.count === 0}
                loading={migrate.isPending && migrate.variables?.dryRun === false}
              >
                Apply {preview.answer.count} move{preview.answer.count === 1 ? '' : 's'}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Modal>
  );
}

function MigratePreview({ answer }: { answer: OwnershipMigrateAnswer }) {
  const { t } = useLingui();
  if (answer.count === 0)
    return (
      <Alert color="gray" variant="light" title={t`Nothing to move`}>
        <Trans>No ownership matches From.</Trans>
      </Alert>
    );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Preview: {answer.count} account{answer.count === 1 ? '' : 's'} would move. Nothing has changed yet.
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing={4} aria-label={t`Moves of the preview`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Account</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Before</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>After</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.moves.map((move) => (
              <Table.Tr key={move.ownershipId}>
                <Table.Td>
                  {move.accountName}
                  <Text size="xs" c="dimmed">
                    {move.accountId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  manager {move.before.ownerId} · {move.before.billingIdentifier}
                </Table.Td>
                <Table.Td>
                  manager {move.after.ownerId} · {move.after.billingIdentifier}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
