import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A failure that belongs to no single field, above the form's buttons. Announced as an alert. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {children}
    </Alert>
  );
}
