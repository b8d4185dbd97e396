import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

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
