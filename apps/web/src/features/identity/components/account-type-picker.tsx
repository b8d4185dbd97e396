import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { AccountType } from '@sameday/contract';
import { IconBuildingStore, IconUser } from '@tabler/icons-react';
import { type Ref, useId } from 'react';

const ACCOUNT_TYPES: {
  value: AccountType;
  title: MessageDescriptor;
  description: MessageDescriptor;
  icon: typeof IconUser;
}[] = [
  { value: 'business', title: msg`Business`, description: msg`For shops and brands`, icon: IconBuildingStore },
  { value: 'personal', title: msg`Personal`, description: msg`For sending your own parcels`, icon: IconUser },
];

/**
 * The account-type selector cards: a radio group, so the arrow keys move
 * between the cards and only the checked one is a tab stop.
 */
export function AccountTypePicker({
  value,
  onChange,
  ref,
}: {
  value: AccountType;
  onChange: (value: AccountType) => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useLingui();
  const idBase = useId();
  return (
    <Radio.Group label={t`Account type`} size="md" value={value} onChange={(next) => onChange(next as AccountType)}>
      <SimpleGrid cols={2} spacing="sm" mt={6}>
        {ACCOUNT_TYPES.map((type) => {
          const isChecked = type.value === value;
          const Icon = type.icon;
          return (
            <Radio.Card
              key={type.value}
              ref={isChecked ? ref : undefined}
              value={type.value}
              radius="md"
              p="sm"
              tabIndex={isChecked ? 0 : -1}
              aria-labelledby={`${idBase}-${type.value}`}
              aria-describedby={`${idBase}-${type.value}-description`}
              style={{
                borderColor: isChecked ? 'var(--mantine-primary-color-filled)' : undefined,
                backgroundColor: isChecked ? 'var(--mantine-color-brand-0)' : undefined,
                boxShadow: isChecked ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
              }}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <ThemeIcon variant={isChecked ? 'filled' : 'light'} size={32} radius="md" aria-hidden>
                  <Icon size={18} />
                </ThemeIcon>
                <Radio.Indicator size="xs" checked={isChecked} aria-hidden />
              </Group>
              <Text fw={600} size="sm" mt="xs" id={`${idBase}-${type.value}`}>
                {t(type.title)}
              </Text>
              <Text size="xs" c="dimmed" id={`${idBase}-${type.value}-description`}>
                {t(type.description)}
              </Text>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
