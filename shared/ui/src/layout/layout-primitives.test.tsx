import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { styleRulesOf } from '../testing/style-rules';
import { bareList, cardGrid, cluster, stack } from './layout-primitives';

/** The element's rules as written, without the vendor-prefixed copies emotion adds for old browsers. */
const rulesOf = (element: Element) => styleRulesOf(element).replace(/-(webkit|ms|moz)-[\w-]+:[^;}]+;/g, '');

describe('cluster', () => {
  it('wraps a row with a gap from the spacing scale, one step or a row and a column step', () => {
    renderUi(
      <>
        <div css={cluster(3)} role="group" aria-label="one" />
        <div css={cluster([2, 4])} role="group" aria-label="pair" />
      </>,
    );
    expect(rulesOf(screen.getByRole('group', { name: 'one' }))).toContain('display:flex;flex-wrap:wrap;gap:0.75rem;');
    expect(rulesOf(screen.getByRole('group', { name: 'pair' }))).toContain('gap:0.5rem1rem;');
  });

  it('lets the page add its own alignment after it', () => {
    renderUi(<div css={[cluster(), { justifyContent: 'center' }]} role="group" aria-label="row" />);
    expect(rulesOf(screen.getByRole('group', { name: 'row' }))).toContain(
      'flex-wrap:wrap;gap:0.5rem;justify-content:center;',
    );
  });
});

describe('stack', () => {
  it('puts blocks one under the other with one gap', () => {
    renderUi(<div css={stack(5)} role="group" aria-label="panel" />);
    expect(rulesOf(screen.getByRole('group', { name: 'panel' }))).toContain(
      'display:flex;flex-direction:column;gap:1.25rem;',
    );
  });
});

describe('bareList', () => {
  it('drops bullets, indent and margins but stays a list', () => {
    renderUi(
      <ul css={bareList} aria-label="Products">
        <li>Tea</li>
      </ul>,
    );
    const list = screen.getByRole('list', { name: 'Products' });
    expect(rulesOf(list)).toContain('margin:0;padding:0;list-style:none;');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('cardGrid', () => {
  it('changes its columns and gap at the theme’s breakpoints', () => {
    renderUi(<ul css={cardGrid({ base: 2, md: 'fill' }, { base: 3, md: 4 })} aria-label="Products" />);
    const rules = rulesOf(screen.getByRole('list', { name: 'Products' }));
    expect(rules).toContain('display:grid;grid-template-columns:repeat(2,minmax(0,1fr));');
    expect(rules).toMatch(
      /@media\(min-width:768px\)\{\.[\w-]+\{grid-template-columns:repeat\(auto-fill,minmax\(12rem,1fr\)\);\}\}/,
    );
    expect(rules).toMatch(/gap:0\.75rem;/);
    expect(rules).toMatch(/@media\(min-width:768px\)\{\.[\w-]+\{gap:1rem;\}\}/);
  });

  it('gives one column the whole width and keeps a fixed count for every width', () => {
    renderUi(<ul css={cardGrid(1, 2)} aria-label="Addresses" />);
    const rules = rulesOf(screen.getByRole('list', { name: 'Addresses' }));
    expect(rules).toContain('display:grid;grid-template-columns:1fr;gap:0.5rem;');
    expect(rules).not.toContain('@media');
  });
});
