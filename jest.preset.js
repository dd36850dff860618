// Shared jest settings: TypeScript through swc (fast, no type-check: `tsc -b` does that once for all).
const esmOnly = ['cookie'];

/** @type {(dir: string, overrides?: import('jest').Config) => import('jest').Config} */
module.exports = function jestProject(dir, overrides = {}) {
  return {
    rootDir: dir,
    displayName: require(`${dir}/package.json`).name,
    testEnvironment: 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // Also when a package runs alone (`pnpm test` in a remote): whole pages under user events on a busy machine.
    testTimeout: 15_000,
    // ESM-only dependencies are compiled to CommonJS like our own code (Node 20's jest cannot require ESM).
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')})[@/])`],
    ...overrides,
    ...(overrides.testEnvironment === 'jsdom'
      ? { testEnvironment: require.resolve('./jest.jsdom-environment.js') }
      : {}),
  };
};
