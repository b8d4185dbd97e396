import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { RuleSetDetail } from '@sameday/contract';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { LoadingRows } from '../../../shared/ui/page';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { showToast } from '../../../shared/ui/toast';
import { type RuleSetSource, useSimulation, useUpdateRuleSet } from '../api/dispatcher-api';
import { SimulationView } from './simulation-view';

const STATE_COLORS = { active: 'green', draft: 'gray' } as const;

/**
 * Whether the rule set decides new orders. Activating first shows what the last 30 days
 * would have looked like with it, so nobody switches carriers blind.
 */
export function RuleSetStatus({
  source,
  ruleSet,
  canEdit,
}: {
  source: RuleSetSource;
  ruleSet: RuleSetDetail;
  canEdit: boolean;
}) {
  const { t } = useLingui();
  const [isConfirming, setConfirming] = useState(false);
  const { version } = ruleSet;
  const update = useUpdateRuleSet(source, ruleSet.id);
  const setActive = (active: boolean) =>
    update.mutate(
      { active },
      {
        onSuccess: () => {
          setConfirming(false);
          showToast({
            message: active ? t`Rules activated: they decide every new order.` : t`Rules deactivated.`,
            tone: 'success',
          });
        },
        onError: (error) => showToast({ message: translateContractText(serverMessage(error)), tone: 'error' }),
      },
    );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={t`Status`}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} fz="h4" dir="auto">
              {ruleSet.name}
            </Title>
            <StatusBadge
              status={ruleSet.active ? 'active' : 'draft'}
              colors={STATE_COLORS}
              labels={{ active: t({ message: 'Active', context: 'rule' }), draft: t`Draft` }}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {ruleSet.active
              ? t`These rules choose the carrier of every new order. Changes apply at once.`
              : t`A draft: orders still go as before. Try it and simulate it, then activate it.`}{' '}
            <Trans>Version {version}.</Trans>
          </Text>
        </Stack>
        {canEdit &&
          (ruleSet.active ? (
            <Button
              variant="default"
              leftSection={<IconPlayerPause size={16} aria-hidden />}
              loading={update.isPending}
              onClick={() => setActive(false)}
            >
              <Trans>Deactivate rules</Trans>
            </Button>
          ) : (
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => setConfirming(true)}>
              <Trans>Activate rules</Trans>
            </Button>
          ))}
      </Group>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        size="lg"
        title={
          <Text fw={700}>
            <Trans>Activate these rules?</Trans>
          </Text>
        }
        closeButtonProps={{ 'aria-label': t`Do not activate` }}
      >
        {isConfirming && (
          <ActivationCheck
            ruleSetId={ruleSet.id}
            isActivating={update.isPending}
            onActivate={() => setActive(true)}
            onCancel={() => setConfirming(false)}
          />
        )}
      </Modal>
    </Paper>
  );
}

function ActivationCheck({
  ruleSetId,
  isActivating,
  onActivate,
  onCancel,
}: {
  ruleSetId: string;
  isActivating: boolean;
  onActivate: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const simulation = useSimulation(ruleSetId);
  const { mutate } = simulation;
  useEffect(() => mutate(), [mutate]);
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          From now on, every new order gets its carrier from these rules. Here is what the last 30 days would have
          looked like with them.
        </Trans>
      </Text>
      {simulation.isPending && <LoadingRows label={t`Simulating the last 30 days`} rows={3} />}
      {simulation.error && (
        <Alert color="orange" variant="light" title={t`The simulation could not run`}>
          {translateContractText(serverMessage(simulation.error))} <Trans>You can still activate the rules.</Trans>
        </Alert>
      )}
      {simulation.data && <SimulationView result={simulation.data} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          <Trans>Not now</Trans>
        </Button>
        <Button loading={isActivating} onClick={onActivate}>
          <Trans>Activate</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
