import accountEn from './en';
import accountVi from './vi';

// WCAG 2.5.3 (axe's label-content-name-mismatch): a control named for screen readers with more context than it
// shows must still contain the words it shows, so a voice-control user can say what they see.
const named: Array<[visible: keyof typeof accountEn, name: keyof typeof accountEn]> = [
  ['addresses.setDefault', 'addresses.setDefaultOne'],
  ['addresses.edit', 'addresses.editOne'],
  ['addresses.delete', 'addresses.deleteOne'],
  ['favorites.addToCart', 'favorites.addToCartOne'],
  ['favorites.remove', 'favorites.removeOne'],
];

describe.each([
  ['en', accountEn],
  ['vi', accountVi],
] as const)('the account texts (%s)', (_locale, texts) => {
  it.each(named)('the name of the "%s" button begins with its visible words', (visible, name) => {
    expect(texts[name].startsWith(texts[visible])).toBe(true);
  });
});
