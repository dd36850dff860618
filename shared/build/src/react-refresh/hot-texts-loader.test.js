const { describe, expect, it } = require('@jest/globals');
const hotTextsLoader = require('./hot-texts-loader');
const { TEXTS_FILE } = require('./hot-texts-loader');

describe('the hot texts loader (decision 062)', () => {
  it("is a texts file's: a file named for a language under an i18n folder", () => {
    for (const file of [
      '/w/mf-checkout/src/i18n/en.ts',
      '/w/mf-checkout/src/i18n/vi.ts',
      '/w/shared/platform/src/i18n/common/en.ts',
      'C:\\w\\shell\\src\\i18n\\vi.ts',
    ])
      expect(file).toMatch(TEXTS_FILE);
    for (const file of ['/w/mf-checkout/src/i18n/texts.ts', '/w/shell/src/i18n/en/auth.ts', '/w/shell/src/en.ts'])
      expect(file).not.toMatch(TEXTS_FILE);
  });

  it('keeps the file and hands its old and new texts to @shop/platform on an update, accepting it', () => {
    const source = "const en = { 'a.title': 'A' };\nexport default en;\n";
    const out = hotTextsLoader(source);
    expect(out.startsWith(source)).toBe(true);
    expect(out).toContain('hot.accept()');
    expect(out).toContain("Symbol.for('@shop/platform: texts replaced')");
    // Texts @shop/platform never registered go the ordinary way (up to a boundary, or a reload where shown).
    expect(out).toContain('hot.invalidate()');
  });
});
