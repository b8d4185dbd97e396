import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartArrows } from '@tabler/icons-react';
import { translateContractText } from '../../../shared/i18n';
import { serverMessage } from '../../../shared/server-error';
import { useSimulation } from '../api/dispatcher-api';
import { SimulationView } from './simulation-view';

/** Runs the rule set over the last 30 days of orders: orders per carrier before and after, and the cost difference. */
export function SimulationPanel({ ruleSetId, version }: { ruleSetId: string; version: number }) {
  const { t } = useLingui();
  const simulation = useSimulation(ruleSetId);
  const isStale = simulation.data !== undefined && simulation.data.ruleSetVersion !== version;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="simulation-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4" id="simulation-title">
            <Trans>Simulate the last 30 days</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              See how your orders of the last 30 days would have been sent with these rules, and what it would have
              cost.
            </Trans>
          </Text>
        </div>
        <Button
          w="fit-content"
          variant="light"
          leftSection={<IconChartArrows size={16} aria-hidden />}
          loading={simulation.isPending}
          onClick={() => simulation.mutate()}
        >
          {simulation.data ? t`Simulate again` : t`Run the simulation`}
        </Button>
        {simulation.error && (
          <Alert color="red" variant="light" title={t`The simulation could not run`}>
            {translateContractText(serverMessage(simulation.error))}
          </Alert>
        )}
        {isStale && (
          <Text size="sm" c="orange.8">
            <Trans>The rules changed since this simulation: run it again to see the effect of the changes.</Trans>
          </Text>
        )}
        {simulation.data && <SimulationView result={simulation.data} />}
      </Stack>
    </Paper>
  );
}
