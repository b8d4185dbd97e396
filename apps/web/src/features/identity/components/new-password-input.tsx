import { useLingui } from '@lingui/react/macro';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { errorText, type FieldError, fieldErrorProps } from '../../../shared/forms/form-errors';
import { ERROR_TEXT_HEIGHT } from './field-error';
import { PasswordRules } from './password-rules';

type NewPasswordInputProps = Omit<PasswordInputProps, 'error' | 'description' | 'value'> & {
  /** The value as typed, for the checklist (the input itself stays uncontrolled). */
  password: string;
  fieldError: FieldError | undefined;
  /** The field has been validated at least once: missing rules are shown in red. */
  isChecked: boolean;
};

/**
 * A new password with the rules checklist under it. The checklist is the
 * field's description, so a screen reader hears the rules with the field.
 */
export function NewPasswordInput({ password, fieldError, isChecked, ...props }: NewPasswordInputProps) {
  const { t } = useLingui();
  const text = errorText(fieldError);
  return (
    <PasswordInput
      size="md"
      autoComplete="new-password"
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t`Show password` }}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      {...fieldErrorProps(fieldError)}
      description={<PasswordRules password={password} isChecked={isChecked || Boolean(fieldError)} />}
      descriptionProps={{
        component: 'div',
        // The input's own bottom margin (spacing-xs / 2) collapses into this one when
        // there is no error line: the list starts at the same place either way.
        mt: text ? 'calc(var(--mantine-spacing-xs) / 2)' : `calc(var(--mantine-spacing-xs) + ${ERROR_TEXT_HEIGHT})`,
      }}
      {...props}
    />
  );
}
