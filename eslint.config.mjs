// Lint rules for every package. Type-checking is tsc's job (`pnpm typecheck`); this catches the rest.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const folders = (dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.posix.join(dir, entry.name))
    : [];

/** Every remote present (decision 010's layout): a new `mf-*` folder gets the same zones with no edit here. */
const remotes = folders('.').filter((dir) => /^mf-[^/]+$/.test(dir));

/**
 * Boundaries by the file an import resolves to, not by how its string is spelled (decision 012): `../../x`,
 * `../../../mf-other/src/x` and an alias all land on a path, and the path decides.
 */
function importZones() {
  const zones = [
    {
      target: 'shared',
      from: ['shell', 'backend', ...remotes],
      message: 'shared packages never import the shell, a remote or the backend',
    },
    // release/'s rooms by who runs them (release/README.md): the registry service and a team's command share only
    // src/shared/, so neither can come to depend on the other's code.
    {
      target: 'release/src/command',
      from: ['release/src/registry', 'release/src/local'],
      message: "the release command never imports the registry's code: share through release/src/shared",
    },
    {
      target: 'release/src/registry',
      from: ['release/src/command', 'release/src/local'],
      message: "the registry never imports the release command's code: share through release/src/shared",
    },
    {
      target: 'release/src/shared',
      from: ['release/src/registry', 'release/src/command', 'release/src/local'],
      message: 'release/src/shared is what the registry and the command both read: it imports neither',
    },
  ];
  for (const remote of remotes) {
    const src = `${remote}/src`;
    const others = remotes.filter((other) => other !== remote);
    zones.push(
      { target: remote, from: 'shell', message: 'a remote never imports the shell: use @shop/platform' },
      { target: remote, from: 'backend', message: 'a remote reaches the backend through @shop/platform api only' },
      ...(others.length > 0
        ? [{ target: remote, from: others, message: 'remotes never import each other: share through shared/' }]
        : []),
      {
        target: ['components', 'hooks', 'lib', 'i18n'].map((layer) => `${src}/${layer}`),
        from: [`${src}/features`, `${src}/pages`],
        message: 'components, hooks, lib and i18n sit below features and pages: they import neither',
      },
      {
        target: `${src}/features`,
        from: `${src}/pages`,
        message: 'only pages compose features; nothing below them imports a page',
      },
      ...folders(`${src}/features`).map((feature) => ({
        target: feature,
        from: `${src}/features`,
        except: [`./${path.posix.basename(feature)}`],
        message: 'a feature never imports another feature: compose them in a page',
      })),
    );
  }
  return zones;
}

/**
 * A workspace package the importer does not declare resolves only where pnpm's bin shim puts its hoisted store
 * on NODE_PATH (`pnpm lint`, not an editor or ESLint's Node API), so the path zones cannot be relied on to see
 * `@shop/mf-other`: names are checked by name as well.
 */
const forbiddenPackages = [
  { group: ['@shop/shell', '@shop/shell/*'], message: 'only the shell imports the shell: use @shop/platform' },
  { group: ['@shop/mf-*'], message: 'only the shell imports a remote: share through shared/' },
  { group: ['@shop/backend', '@shop/backend/*'], message: 'reach the backend through @shop/platform api only' },
];

// The fake backend and fixtures are for tests: app code that imported them would put them in a production build.
const testOnlyPackages = [
  {
    group: ['@shop/platform/testing', '@shop/remote-kit/testing', '@shop/remote-kit/testing/*'],
    message: 'test helpers and fixtures are for tests only: a production build must not hold them',
  },
];
// Where tests and their helpers live; everything else under src/ is built into an app.
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '{shell,mf-*,backend,e2e/bench/floor}/build/**',
      '**/coverage/**',
      'backend/data/**',
      // What `pnpm start` keeps: the registry's state and the local CDN's published builds (decision 039).
      'data/**',
      'bench/results/**',
      // Playwright's HTML report and failure artefacts (e2e/README.md).
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only .js files unless told: the cycle rule must follow TypeScript imports too.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Resolves TypeScript's way (extensionless and .tsx imports) and follows pnpm's workspace links to real paths.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones() }],
      // Only our own files: a cycle through node_modules is not ours to fix.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbiddenPackages }] },
  },
  {
    // The same rule for app code, with the test helpers added (a later block's rule replaces an earlier one's).
    files: ['shared/*/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [...forbiddenPackages, ...testOnlyPackages] }] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: testOnlyPackages }] },
  },
  {
    // The two rules of hooks, not the React Compiler's rules of the plugin's `recommended`: the store does not
    // build with the compiler, and they cost two thirds of the whole lint's time (decision 012).
    files: ['{shell,mf-*,shared/*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['{shell,mf-*,shared/*}/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/api/src/**'],
              message: "import '@shop/api/contract' instead of reaching into its files",
            },
          ],
        },
      ],
    },
  },
);
