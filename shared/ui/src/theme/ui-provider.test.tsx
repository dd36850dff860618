import { useTheme } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { createTheme } from './create-theme';
import { UiProvider } from './ui-provider';

function PrimaryName() {
  return <p>{useTheme().color.primary}</p>;
}

// Emotion inserts global styles as CSSOM rules, not as text.
const pageStyles = () =>
  [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .join('\n');

describe('UiProvider', () => {
  it('gives components the theme made from the run-time colour', () => {
    render(
      <UiProvider theme={createTheme({ primary: '#0a7d50' })}>
        <PrimaryName />
      </UiProvider>,
    );
    expect(screen.getByText('#0a7d50')).toBeInTheDocument();
  });

  it('adds the base styles: a visible focus ring in the focus colour and reduced motion', () => {
    const theme = createTheme();
    render(
      <UiProvider theme={theme}>
        <p>page</p>
      </UiProvider>,
    );
    const css = pageStyles();
    expect(css).toMatch(new RegExp(`:focus-visible \\{outline: 3px solid ${theme.color.focus};`));
    expect(css).toMatch(/prefers-reduced-motion: reduce/);
    expect(css).toMatch(/box-sizing: border-box/);
  });
});
