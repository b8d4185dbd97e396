import { useLingui } from '@lingui/react/macro';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { checkPasswordRules, PASSWORD_RULES } from '@sameday/contract';
import { IconCircle, IconCircleCheckFilled, IconCircleX } from '@tabler/icons-react';
import { translateContractText } from '../../../shared/i18n/i18n';

/**
 * The live checklist of the five password rules (spec §5). Once the field has
 * been checked (`isChecked`), a rule still missing turns red; an empty field
 * says 'This field is required' instead, and its rules stay neutral.
 */
export function PasswordRules({ password, isChecked = false }: { password: string; isChecked?: boolean }) {
  const { t } = useLingui();
  const met = checkPasswordRules(password);
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none', display: 'grid', gap: 4 }}>
      {PASSWORD_RULES.map((rule) => {
        const isMet = met[rule.key];
        const isMissing = isChecked && password.length > 0 && !isMet;
        const Icon = isMet ? IconCircleCheckFilled : isMissing ? IconCircleX : IconCircle;
        return (
          <Box
            component="li"
            key={rule.key}
            data-met={isMet || undefined}
            style={{ display: 'flex', alignItems: 'flex-start', gap: 6 }}
          >
            <Icon
              size={16}
              aria-hidden
              style={{ flex: 'none', marginTop: 1 }}
              color={`var(--mantine-color-${isMet ? 'teal-7' : isMissing ? 'red-7' : 'gray-5'})`}
            />
            <Text component="span" size="sm" lh={1.35} c={isMet ? 'teal.9' : isMissing ? 'red.8' : 'gray.7'}>
              {translateContractText(rule.label)}
              <VisuallyHidden>{isMet ? t` Done.` : t` Not yet.`}</VisuallyHidden>
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}
