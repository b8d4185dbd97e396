import { MantineProvider, Modal, TextInput } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme, themeWithCloseLabels } from './theme';

describe('the theme', () => {
  it("keeps an invalid field's placeholder grey, so it never reads as a typed value", () => {
    render(
      <MantineProvider theme={theme}>
        <TextInput label="Contact phone" placeholder="+971501234567" error="This field is required" />
        <TextInput label="Notes" placeholder="Gate 3" />
      </MantineProvider>,
    );
    const invalid = screen.getByRole('textbox', { name: 'Contact phone' });
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
    expect(invalid.style.getPropertyValue('--input-placeholder-color')).toBe('var(--mantine-color-placeholder)');
    // A valid field keeps Mantine's own placeholder colour.
    expect(screen.getByRole('textbox', { name: 'Notes' }).style.getPropertyValue('--input-placeholder-color')).toBe('');
  });
});

describe('the theme in a language', () => {
  it('names every dialog’s close button in the language shown', async () => {
    render(
      <MantineProvider theme={themeWithCloseLabels({ dialog: 'إغلاق', notification: 'إغلاق الإشعار' })}>
        <Modal opened onClose={() => {}} title="Release SD-1 for collection?">
          Body
        </Modal>
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Release SD-1 for collection?' });
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
