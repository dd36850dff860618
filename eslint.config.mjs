// Lint rules for every package. Type-checking is tsc's job (`pnpm typecheck`); this catches the rest.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What no remote may import: the shell, another remote, the backend (remotes meet in shared/). */
const remoteBoundaries = [
  {
    group: ['@shop/shell', '@shop/shell/*', '**/shell/src/**'],
    message: 'a remote never imports the shell: use @shop/platform',
  },
  { group: ['@shop/mf-*', '**/mf-*/**'], message: 'remotes never import each other: share through shared/' },
  {
    group: ['@shop/backend', '**/backend/**'],
    message: 'a remote reaches the backend through @shop/platform api only',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'backend/data/**', 'bench/results/**'] },
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
    // Shared packages must not depend on the apps that use them; the backend reaches shared code only
    // through @shop/api's public entry points.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/backend/**', '@shop/backend'], message: 'shared code must not import the backend' }],
        },
      ],
    },
  },
  {
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: remoteBoundaries }] },
  },
  {
    // Inside a remote, imports flow shared -> components/hooks/lib -> features -> pages (STYLE.md habit 2): only
    // pages compose features, so a feature imports neither a page nor another feature.
    files: ['mf-*/src/{features,components,hooks,lib,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...remoteBoundaries,
            { regex: '(^|/)pages(/|$)', message: 'only pages compose features; nothing below them imports a page' },
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\./)',
              message: 'a feature never imports another feature: compose them in a page',
            },
          ],
        },
      ],
    },
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
