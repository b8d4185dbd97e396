export { applyServerErrors } from './apply-server-errors';
export { errorText, type FieldError, fieldErrorProps } from './field-error-props';
export { FormAlert } from './form-alert';
