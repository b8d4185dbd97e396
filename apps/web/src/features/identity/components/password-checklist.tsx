import { useLingui } from '@lingui/react/macro';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { PASSWORD_RULES } from '@sameday/contract';
import { IconCheck, IconPointFilled, IconX } from '@tabler/icons-react';
import { translateContractText } from '../../../shared/i18n/i18n';

/**
 * The live five-rule checklist of spec §5. The schema's pattern message is
 * empty on purpose: this list says which rule is missing. Each rule carries
 * its state in text as well as in the icon, for screen readers.
 */
export function PasswordChecklist({ password, isInvalid }: { password: string; isInvalid: boolean }) {
  const { t } = useLingui();
  const results = PASSWORD_RULES.map((rule) => ({
    key: rule.key,
    label: translateContractText(rule.label),
    isMet: rule.test(password),
  }));
  const metCount = results.filter((rule) => rule.isMet).length;
  return (
    <>
      <List
        spacing={4}
        size="sm"
        mt={6}
        listStyleType="none"
        aria-label={t`Password rules`}
        styles={{ itemWrapper: { alignItems: 'flex-start' }, itemIcon: { marginTop: 2 } }}
      >
        {results.map(({ key, label, isMet }) => {
          const unmetColor = isInvalid ? 'red.7' : 'gray.7';
          return (
            <List.Item
              key={key}
              data-met={isMet}
              icon={
                <ThemeIcon
                  size={16}
                  radius="xl"
                  variant={isMet ? 'filled' : 'light'}
                  color={isMet ? 'teal.7' : isInvalid ? 'red' : 'gray'}
                  aria-hidden
                >
                  {isMet ? (
                    <IconCheck size={11} stroke={3} />
                  ) : isInvalid ? (
                    <IconX size={11} stroke={3} />
                  ) : (
                    <IconPointFilled size={8} />
                  )}
                </ThemeIcon>
              }
            >
              <Text component="span" size="sm" c={isMet ? 'teal.9' : unmetColor}>
                <VisuallyHidden>{isMet ? t`Met: ` : t`Not met: `}</VisuallyHidden>
                {label}
              </Text>
            </List.Item>
          );
        })}
      </List>
      {/* One short announcement per change of the count, not per keystroke. */}
      <VisuallyHidden aria-live="polite">
        {password ? t`${metCount} of ${results.length} password rules met` : ''}
      </VisuallyHidden>
    </>
  );
}
