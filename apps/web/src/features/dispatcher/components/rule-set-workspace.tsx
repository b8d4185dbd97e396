import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Select, Stack, Text, ThemeIcon } from '@mantine/core';
import type { RuleSet } from '@sameday/contract';
import { IconInfoCircle, IconPlus, IconRoute } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { LoadFailed, LoadingRows } from '../../../shared/ui/page';
import { showToast } from '../../../shared/ui/toast';
import { type RuleSetSource, useCreateRule, useCreateRuleSet, useRuleSets } from '../api/dispatcher-api';
import { fieldsFor } from '../lib/rule-defaults';
import type { Choice } from './condition-fields';
import { RuleFormModal } from './rule-form-modal';
import { RuleSetEditor } from './rule-set-editor';

type Props = {
  source: RuleSetSource;
  canEdit: boolean;
  pickupChoices?: Choice[];
};

const EMPTY_COPY = {
  partner: {
    title: msg`No shipping rules yet`,
    text: msg`Until you add rules, every order goes with the Sameday fleet on the service it was placed with. Rules send some orders another way: parcels over 10 kg to Abu Dhabi held for review, or sent with a partner carrier once one is connected, for example.`,
  },
  operations: {
    title: msg`No operations rules for this merchant`,
    text: msg`The merchant’s own rules and default decide their orders. Operations rules are tried before them.`,
  },
};

/** The rule set shown first: the active one, else the latest draft. */
const firstChoice = (ruleSets: RuleSet[]) =>
  ruleSets.find((set) => set.active) ?? [...ruleSets].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];

/** The rule sets of one kind: none yet (what happens, and the first rule), or the editor of the one chosen. */
export function RuleSetWorkspace({ source, canEdit, pickupChoices }: Props) {
  const { t } = useLingui();
  const ruleSets = useRuleSets(source);
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (ruleSets.isPending) return <LoadingRows label={t`Loading the rules`} />;
  if (ruleSets.error || !ruleSets.data)
    return <LoadFailed what={t`the rules`} error={ruleSets.error} onRetry={() => void ruleSets.refetch()} />;
  const own = ruleSets.data.filter((set) => set.kind === source.kind);
  const operations =
    source.kind === 'partner' ? ruleSets.data.filter((set) => set.kind === 'operations' && set.active) : [];
  const chosen = own.find((set) => set.id === chosenId) ?? firstChoice(own);
  const operationNames = operations.map((set) => t`“${set.name}”`).join(', ');
  return (
    <Stack gap="md">
      {operations.length > 0 && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          title={t`Operations rules come first`}
        >
          <Trans>
            Our operations team keeps rules for your account ({operationNames}). They are tried before yours; where none
            of them decides, your rules do.
          </Trans>
        </Alert>
      )}
      {chosen ? (
        <>
          {own.length > 1 && (
            <Select
              label={t`Rule set`}
              data={own.map((set) => ({
                value: set.id,
                label: set.active ? t`${set.name} (active)` : t`${set.name} (draft)`,
              }))}
              value={chosen.id}
              onChange={(id) => id && setChosenId(id)}
              allowDeselect={false}
              maw={360}
            />
          )}
          <RuleSetEditor
            key={chosen.id}
            source={source}
            ruleSetId={chosen.id}
            canEdit={canEdit}
            pickupChoices={pickupChoices}
          />
        </>
      ) : (
        <FirstRule source={source} canEdit={canEdit} pickupChoices={pickupChoices} onCreated={setChosenId} />
      )}
    </Stack>
  );
}

/** A brand-new account: what happens without rules, and the way to the first one (which creates a draft rule set). */
function FirstRule({ source, canEdit, pickupChoices, onCreated }: Props & { onCreated: (id: string) => void }) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  // A rule set created before its first rule failed is reused when the rule is saved again.
  const createdId = useRef<string | null>(null);
  const createSet = useCreateRuleSet(source);
  const createRule = useCreateRule();
  const copy = EMPTY_COPY[source.kind];
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack gap="sm" align="center">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconRoute size={24} aria-hidden />
        </ThemeIcon>
        <Text fw={700}>{t(copy.title)}</Text>
        <Text size="sm" c="dimmed" maw={520}>
          {t(copy.text)}
        </Text>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen(true)}>
            <Trans>Add your first rule</Trans>
          </Button>
        )}
      </Stack>
      <RuleFormModal
        opened={isOpen}
        fields={fieldsFor(source.kind)}
        pickupChoices={pickupChoices}
        names={{ pickupLocations: Object.fromEntries((pickupChoices ?? []).map((c) => [c.value, c.label])) }}
        onClose={() => setOpen(false)}
        onSave={async (rule) => {
          createdId.current ??= (await createSet.mutateAsync(t`My shipping rules`)).ruleSet.id;
          await createRule.mutateAsync({ ruleSetId: createdId.current, rule });
          onCreated(createdId.current);
          showToast({ message: t`Rule saved. Your rules are a draft until you activate them.`, tone: 'success' });
        }}
      />
    </Paper>
  );
}
