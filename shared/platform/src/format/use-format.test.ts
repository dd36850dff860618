import { createFormatters } from './use-format';

describe('formatters', () => {
  it('formats minor units as money for the locale', () => {
    expect(createFormatters('en', 'USD').money(123456)).toBe('$1,234.56');
    expect(createFormatters('vi', 'USD').money(123456)).toMatch(/1\.234,56\s*US\$/);
  });

  it('formats dates for the locale', () => {
    expect(createFormatters('en', 'USD').date('2026-11-01T09:00:00.000Z')).toBe('Nov 1, 2026');
    expect(createFormatters('vi', 'USD').date('2026-11-01T09:00:00.000Z')).toMatch(/2026/);
  });

  it('makes the formatters of a locale and currency once, and others for another', () => {
    expect(createFormatters('en', 'USD')).toBe(createFormatters('en', 'USD'));
    expect(createFormatters('en', 'EUR')).not.toBe(createFormatters('en', 'USD'));
    expect(createFormatters('en', 'EUR').money(100)).toBe('€1.00');
  });
});
