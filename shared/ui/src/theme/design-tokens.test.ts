import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// docs/conventions.md ("style"): components use theme tokens only — the kit's, the shell's and every remote's.
// This is that rule as a check, not only as prose.
const ROOT = join(__dirname, '..', '..', '..', '..');
const SOURCES = [
  join(ROOT, 'shared', 'ui', 'src'),
  join(ROOT, 'shared', 'platform', 'src'),
  join(ROOT, 'shared', 'remote-kit', 'src'),
  join(ROOT, 'shell', 'src'),
  ...readdirSync(ROOT)
    .filter((entry) => entry.startsWith('mf-') && existsSync(join(ROOT, entry, 'src')))
    .map((entry) => join(ROOT, entry, 'src')),
];
const RAW = [
  { name: 'a hex colour', pattern: /#[0-9a-f]{3,8}\b/i },
  { name: 'an rgb/hsl colour', pattern: /\b(rgba?|hsla?)\(/ },
  { name: 'a px or rem size', pattern: /\b\d*\.?\d+(px|rem)\b/ },
];

// The screen-reader-only clip pattern needs its 1px box: a technique, not a design size. The shell's last-resort
// screen draws when its chunks (the theme's among them) could not be loaded (decision 031), with spec 9's fixed
// error-page sizes written in.
const EXEMPT = new Set(['shared/ui/src/primitives/visually-hidden-style.ts', 'shell/src/boot/start-failure.ts']);

// The kit's layout primitives (layout/layout-primitives.ts) are the one place these are written: a page composes
// `cluster`, `bareList`, ... rather than re-inventing them with spacing of its own.
const PRIMITIVES = 'shared/ui/src/layout/layout-primitives.ts';
const REINVENTED = [
  { name: 'a wrapping flex row (use cluster)', pattern: /flex-wrap:\s*wrap\b|flexWrap:\s*'wrap'/ },
  { name: 'a list reset (use bareList)', pattern: /list-style:\s*none|listStyle:\s*'none'/ },
];

function offendersOf(files: string[], pattern: RegExp) {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
      .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && pattern.test(line))
      .map(({ at, line }) => `${at}  ${line.trim()}`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The kit's theme is where the tokens are defined; test helpers draw nothing a shopper sees.
    if (entry.isDirectory()) {
      const definesTokens = entry.name === 'theme' && dir.endsWith(join('ui', 'src'));
      return definesTokens || entry.name === 'testing' ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('design tokens', () => {
  const files = SOURCES.flatMap(sourceFiles).filter((file) => !EXEMPT.has(relative(ROOT, file)));

  it('finds the sources of the kit, the shell and every remote', () => {
    expect(SOURCES.length).toBeGreaterThanOrEqual(6);
    expect(files.filter((file) => file.includes(`${join('shell', 'src')}`)).length).toBeGreaterThan(20);
  });

  it.each(RAW)('no component holds $name (use the theme)', ({ pattern }) => {
    expect(offendersOf(files, pattern)).toEqual([]);
  });

  it('reads the layout primitives, which are built on the theme (checked above like every component)', () => {
    expect(files.map((file) => relative(ROOT, file))).toContain(PRIMITIVES);
  });

  it.each(REINVENTED)('no component writes $name by hand', ({ pattern }) => {
    const others = files.filter((file) => relative(ROOT, file) !== PRIMITIVES);
    expect(offendersOf(others, pattern)).toEqual([]);
  });
});
