import { DEFAULT_THEME, MantineProvider, Modal, TextInput } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readableText, theme, themeWithCloseLabels } from './theme';

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

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((at) => {
      const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('the theme’s readable colours', () => {
  it('writes an orange light alert’s title readably on its background (WCAG AA, 4.5:1)', () => {
    const orangeText = readableText(DEFAULT_THEME).light['--mantine-color-orange-light-color'] ?? '';
    expect(orangeText).toMatch(/^#[0-9a-f]{6}$/);
    // The light variant's background is orange.1 at its strongest.
    expect(contrast(orangeText, DEFAULT_THEME.colors.orange[1])).toBeGreaterThanOrEqual(4.5);
  });
});
