import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { stickyActions, tapTarget } from './page-styles';

const rulesOf = (element: Element) =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText.replace(/\s+/g, '')))
    .filter((rule) => Array.from(element.classList).some((name) => rule.includes(`.${name}{`)));

describe('stickyActions', () => {
  it('keeps the bar at the bottom of the screen below the md breakpoint only', () => {
    renderUi(
      <div css={stickyActions} data-testid="bar">
        <button>Check out</button>
      </div>,
    );
    const rules = rulesOf(screen.getByTestId('bar')).join('\n');
    expect(rules).toMatch(
      /^@media\(max-width:calc\(768px-0\.02px\)\)\{\.[\w-]+\{position:sticky;bottom:0;z-index:1000;/m,
    );
    // Nothing sticks from md up.
    expect(rules.replace(/@media[^{]*\{.*\}\}/g, '')).not.toContain('sticky');
  });
});

describe('tapTarget', () => {
  it('gives a standalone link at least the 24 px target size', () => {
    renderUi(
      <a href="/pc/cart" css={tapTarget}>
        Back
      </a>,
    );
    const rules = rulesOf(screen.getByRole('link', { name: 'Back' })).join('\n');
    expect(rules).toContain('min-height:1.5rem;min-width:1.5rem;');
    expect(rules).toContain('display:inline-flex;');
  });
});
