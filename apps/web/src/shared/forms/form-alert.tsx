import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A failure that belongs to no single field (of a form, or of an action beside its buttons). Mantine announces it as an alert. */
export function FormAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />}>
      {children}
    </Alert>
  );
}
