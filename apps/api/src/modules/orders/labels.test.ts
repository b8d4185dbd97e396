import { describe, expect, it } from 'vitest';
import { code128Bars, labelFilename } from './labels';

/** Code 128 widths: a start symbol (A, B or C), data and check symbols of 11 modules, a stop of 13. */
const START_PATTERNS = ['211412', '211214', '211232'];
const STOP_PATTERN = '2331112';

function widthsOf(bars: [number, number][], modules: number): string {
  const widths: number[] = [];
  bars.forEach(([start, width], index) => {
    widths.push(width);
    const next = bars[index + 1];
    widths.push((next ? next[0] : modules) - start - width);
  });
  return widths.slice(0, -1).join('');
}

describe('label barcodes', () => {
  it.each(['SD0123456789', 'SDABCDEFGHJK', 'SD7QX2M4PZ9T'])('draws %s as a Code 128 symbol', (id) => {
    const { bars, modules } = code128Bars(id);
    const widths = widthsOf(bars, modules);
    expect(START_PATTERNS).toContain(widths.slice(0, 6));
    expect(widths.endsWith(STOP_PATTERN)).toBe(true);
    expect((modules - 13) % 11).toBe(0);
    expect(bars.every(([, width]) => width >= 1 && width <= 4)).toBe(true);
  });

  it('draws different bars for different order ids', () => {
    expect(code128Bars('SD0000000001').bars).not.toEqual(code128Bars('SD0000000002').bars);
  });

  it('names one label after its order and several after the Dubai day', () => {
    expect(labelFilename(['SD1'])).toBe('order-SD1.pdf');
    expect(labelFilename(['SD1', 'SD2'], new Date('2026-11-22T21:30:00Z'))).toBe('orders-23-11-2026.pdf');
  });
});
