import { baseStyles } from './base-styles';
import { createTheme } from './create-theme';

describe('the page-wide base styles', () => {
  it('make a link standing on its own a 24 px target below the wide layout, leaving links in sentences alone', () => {
    const { styles } = baseStyles(createTheme());
    const compact = styles.replace(/\s+/g, ' ');
    expect(compact).toContain('@media (max-width: calc(1024px - 0.02px)) { :where(a:not(p a)) {');
    expect(compact).toMatch(
      /:where\(a:not\(p a\)\) \{ display: inline-flex; align-items: center; min-height: 24px; \}/,
    );
  });
});
