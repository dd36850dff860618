import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// STYLE.md 9: components use theme tokens only. This is that rule as a check, not only as prose.
const SRC = join(__dirname, '..');
const RAW = [
  { name: 'a hex colour', pattern: /#[0-9a-f]{3,8}\b/i },
  { name: 'an rgb/hsl colour', pattern: /\b(rgba?|hsla?)\(/ },
  { name: 'a px or rem size', pattern: /\b\d*\.?\d+(px|rem)\b/ },
];

// The screen-reader-only clip pattern needs its 1px box: a technique, not a design size.
const EXEMPT = new Set(['primitives/visually-hidden-style.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'theme' || entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('design tokens', () => {
  const files = sourceFiles(SRC).filter((file) => !EXEMPT.has(relative(SRC, file)));

  it('finds the component sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(RAW)('no component holds $name (use the theme)', ({ pattern }) => {
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(SRC, file)}:${i + 1}` }))
        .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && pattern.test(line))
        .map(({ at, line }) => `${at}  ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
