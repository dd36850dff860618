// @ts-check

/** The browsers we build for: every engine with ES2020 (optional chaining, nullish coalescing, BigInt). */
const TARGET = 'es2020';

/**
 * @param {'typescript' | 'ecmascript'} syntax
 * @param {boolean} jsx
 * @param {boolean} production
 */
function swcOptions(syntax, jsx, production) {
  return {
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: jsx } : { syntax, jsx },
      target: TARGET,
      transform: {
        // Emotion's jsx runtime gives every element the `css` prop; it is shared with a trailing slash
        // (see shared-modules.js) so remotes and the shell use one emotion cache and theme context.
        react: { runtime: 'automatic', importSource: '@emotion/react', development: !production },
      },
    },
    sourceMaps: true,
  };
}

/**
 * TypeScript and JavaScript through swc. Workspace packages are TypeScript source, imported through pnpm's
 * symlinks; webpack resolves symlinks to their real path (/work/.../shared/*), so excluding real node_modules
 * paths compiles our packages and leaves the published ones alone.
 * @param {boolean} production
 * @returns {import('webpack').RuleSetRule[]}
 */
function scriptRules(production) {
  const loader = require.resolve('swc-loader');
  const exclude = /[\\/]node_modules[\\/]/;
  return [
    // A remote's public module names its pages' chunks (page-chunk-names.js); the monolith build imports it too.
    { test: /[\\/]src[\\/]remote\.ts$/, exclude, enforce: 'pre', use: require.resolve('./page-chunk-names') },
    { test: /\.ts$/, exclude, use: { loader, options: swcOptions('typescript', false, production) } },
    { test: /\.tsx$/, exclude, use: { loader, options: swcOptions('typescript', true, production) } },
    { test: /\.jsx?$/, exclude, use: { loader, options: swcOptions('ecmascript', true, production) } },
  ];
}

module.exports = { scriptRules, TARGET };
