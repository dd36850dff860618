// The import boundaries of eslint.config.mjs (decisions 010 and 012), proved by planting one wrong import of each
// kind at a path in the workspace and linting it with the workspace's own config.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const ZONE = 'import-x/no-restricted-paths';
const NAME = 'no-restricted-imports';

interface Linted {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

function lint(snippets: { filePath: string; code: string }[]): Linted[] {
  // Without pnpm's NODE_PATH (an editor's ESLint has none), so a package name the importer does not declare
  // does not resolve and only the name rule can catch it; with it (`pnpm lint`) the path rule catches it too.
  const env = { ...process.env };
  delete env.NODE_PATH;
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/lib/lint-snippets.mjs')], {
    cwd: root,
    env,
    input: JSON.stringify(snippets.map((s) => ({ ...s, filePath: path.join(root, s.filePath) }))),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`lint-snippets failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Linted[];
}

/** A module that imports `target` and uses it, so no other rule has anything to say. */
const importing = (target: string) => `import * as planted from '${target}';\n\nexport default planted;\n`;

const rulesOf = (linted: Linted) => linted.messages.map((m) => m.ruleId);

// One wrong import of each kind: [what, importer (need not exist), import, the rule that must catch it].
const wrong: [string, string, string, string][] = [
  [
    'a feature imports another feature',
    'mf-catalog/src/features/filters/planted.ts',
    '../list-query/lib/list-query',
    ZONE,
  ],
  [
    'a feature imports a page',
    'mf-catalog/src/features/filters/components/planted.tsx',
    '../../../pages/home-page',
    ZONE,
  ],
  [
    'components import a feature',
    'mf-catalog/src/components/planted.tsx',
    '../features/list-query/lib/list-query',
    ZONE,
  ],
  ['hooks import a page', 'mf-catalog/src/hooks/planted.ts', '../pages/home-page', ZONE],
  ['lib imports a feature', 'mf-checkout/src/lib/planted.ts', '../features/cart/lib/selection', ZONE],
  ['shared .ts imports the shell', 'shared/platform/src/planted.ts', '../../../shell/src/app/app', ZONE],
  ['shared .tsx imports the shell', 'shared/ui/src/planted.tsx', '../../../shell/src/app/app', ZONE],
  ['shared .ts imports a remote', 'shared/platform/src/planted.ts', '../../../mf-catalog/src/remote', ZONE],
  ['shared .tsx imports a remote', 'shared/ui/src/planted.tsx', '../../../mf-checkout/src/remote', ZONE],
  ['shared .ts imports the backend', 'shared/api/src/planted.ts', '../../../backend/src/app', ZONE],
  ['shared .tsx imports the backend', 'shared/ui/src/planted.tsx', '../../../backend/src/app', ZONE],
  ['shared imports the shell by name', 'shared/ui/src/planted.tsx', '@shop/shell', NAME],
  ['shared imports a remote by name', 'shared/platform/src/planted.ts', '@shop/mf-catalog/remote', NAME],
  ['a remote imports another remote', 'mf-catalog/src/pages/planted.tsx', '../../../mf-checkout/src/remote', ZONE],
  ['a remote imports another remote by name', 'mf-catalog/src/pages/planted.tsx', '@shop/mf-checkout/remote', NAME],
  ['a remote imports the shell', 'mf-checkout/src/pages/planted.tsx', '../../../shell/src/app/app', ZONE],
  ['a remote imports the shell by name', 'mf-checkout/src/lib/planted.ts', '@shop/shell', NAME],
  ['a remote imports the backend', 'mf-checkout/src/remote-planted.ts', '../../backend/src/app', ZONE],
  ['a remote imports the backend by name', 'mf-checkout/src/remote-planted.ts', '@shop/backend', NAME],
  ["a remote's page imports the test fixtures", 'mf-checkout/src/pages/planted.tsx', '@shop/platform/testing', NAME],
  ['shared app code imports the test fixtures', 'shared/ui/src/planted.tsx', '@shop/platform/testing', NAME],
  ['the shell imports the test renderer', 'shell/src/app/planted.tsx', '@shop/remote-kit/testing', NAME],
];

// The same kinds of import, the allowed way round.
const right: [string, string, string][] = [
  ['a page composes a feature', 'mf-catalog/src/pages/planted.tsx', '../features/list-query/lib/list-query'],
  ['a feature uses its own lib', 'mf-catalog/src/features/list-query/hooks/planted.ts', '../lib/list-query'],
  [
    'a feature uses the shared components',
    'mf-catalog/src/features/filters/planted.ts',
    '../../components/stock-status',
  ],
  ['a remote uses a shared package', 'mf-checkout/src/lib/planted.ts', '@shop/platform'],
  ['a shared package uses another', 'shared/ui/src/planted.tsx', '@shop/platform'],
  ['the shell loads a remote', 'shell/src/remotes/planted.ts', '@shop/mf-catalog/remote'],
  ['a test uses the fixtures', 'mf-checkout/src/pages/planted.test.tsx', '@shop/platform/testing'],
  ["a remote's test helper uses the fake backend", 'mf-checkout/src/testing/planted.ts', '@shop/platform/testing'],
  ["the shell's test uses the fake backend", 'shell/src/app/planted.test.tsx', '@shop/platform/testing'],
];

// ESLint starts in a process of its own (a few seconds, more on a busy machine).
const SLOW = 120_000;

describe('import boundaries (eslint.config.mjs)', () => {
  let linted: Linted[] = [];
  beforeAll(() => {
    linted = lint([
      ...wrong.map(([, filePath, target]) => ({ filePath, code: importing(target) })),
      ...right.map(([, filePath, target]) => ({ filePath, code: importing(target) })),
    ]);
  }, SLOW);

  it.each(wrong.map((row, i) => [...row, i] as const))('fails when %s (%s: %s)', (_what, _file, _target, rule, i) => {
    expect(rulesOf(linted[i]!)).toContain(rule);
  });

  it.each(right.map((row, i) => [...row, wrong.length + i] as const))(
    'passes when %s (%s: %s)',
    (_what, _file, _target, i) => {
      expect(linted[i]!.messages).toEqual([]);
    },
  );
});

describe('rules that need files on disk', () => {
  let scratch: string;
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it(
    'fails on an import cycle',
    () => {
      scratch = mkdtempSync(path.join(root, 'scripts', '.lint-cycle-'));
      writeFileSync(path.join(scratch, 'a.ts'), "import { b } from './b';\n\nexport const a = () => b;\n");
      writeFileSync(path.join(scratch, 'b.ts'), "import { a } from './a';\n\nexport const b = () => a;\n");
      const [cycle] = lint([
        {
          filePath: path.relative(root, path.join(scratch, 'a.ts')),
          code: "import { b } from './b';\n\nexport const a = () => b;\n",
        },
      ]);
      expect(rulesOf(cycle!)).toContain('import-x/no-cycle');
    },
    SLOW,
  );

  it(
    'gives a new remote and its features the same zones with no change to the config',
    () => {
      // A folder named like a remote, made before ESLint loads its config, as a new team's would be.
      scratch = mkdtempSync(path.join(root, 'mf-lint-probe-'));
      const remote = path.relative(root, scratch);
      for (const feature of ['one', 'two']) {
        mkdirSync(path.join(scratch, 'src/features', feature, 'lib'), { recursive: true });
        writeFileSync(path.join(scratch, 'src/features', feature, 'lib/value.ts'), 'export const value = 1;\n');
      }
      const [acrossFeatures, toOtherRemote, fromOtherRemote, ownFeature] = lint([
        { filePath: `${remote}/src/features/one/planted.ts`, code: importing('../two/lib/value') },
        { filePath: `${remote}/src/pages/planted.tsx`, code: importing('../../../mf-catalog/src/remote') },
        {
          filePath: 'mf-catalog/src/pages/planted.tsx',
          code: importing(`../../../${remote}/src/features/one/lib/value`),
        },
        { filePath: `${remote}/src/features/one/planted.ts`, code: importing('./lib/value') },
      ]);
      expect(rulesOf(acrossFeatures!)).toContain(ZONE);
      expect(rulesOf(toOtherRemote!)).toContain(ZONE);
      expect(rulesOf(fromOtherRemote!)).toContain(ZONE);
      expect(ownFeature!.messages).toEqual([]);
    },
    SLOW,
  );
});

describe('React rules', () => {
  it(
    'fails on a hook called conditionally and on a click handler on a plain element',
    () => {
      const [hooks, a11y] = lint([
        {
          filePath: 'mf-catalog/src/components/planted.tsx',
          code: [
            "import { useState } from 'react';",
            '',
            'export function Planted({ on }: { on: boolean }) {',
            '  const [value] = on ? useState(1) : [0];',
            '  return <p>{value}</p>;',
            '}',
            '',
          ].join('\n'),
        },
        {
          filePath: 'shared/ui/src/planted.tsx',
          code: 'export function Planted({ onPick }: { onPick: () => void }) {\n  return <div onClick={onPick}>pick</div>;\n}\n',
        },
      ]);
      expect(rulesOf(hooks!)).toContain('react-hooks/rules-of-hooks');
      expect(rulesOf(a11y!)).toEqual(expect.arrayContaining([expect.stringMatching(/^jsx-a11y\//)]));
    },
    SLOW,
  );
});
