import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { styleRulesOf } from '../testing/style-rules';
import { stickyActions, tapTarget } from './page-styles';

describe('stickyActions', () => {
  it('keeps the bar at the bottom of the screen below the lg breakpoint only (phones and tablets)', () => {
    renderUi(
      <div css={stickyActions} data-testid="bar">
        <button>Check out</button>
      </div>,
    );
    const rules = styleRulesOf(screen.getByTestId('bar'));
    expect(rules).toMatch(
      /^@media\(max-width:calc\(1024px-0\.02px\)\)\{\.[\w-]+\{position:sticky;bottom:0;z-index:1000;/m,
    );
    // Nothing sticks from lg up.
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
    const rules = styleRulesOf(screen.getByRole('link', { name: 'Back' }));
    expect(rules).toContain('min-height:24px;min-width:24px;');
    expect(rules).toContain('display:inline-flex;');
  });
});
