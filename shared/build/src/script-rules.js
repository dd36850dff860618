// @ts-check
const { TEXTS_FILE } = require('./react-refresh/hot-texts-loader');

/** The browsers we build for: every engine with ES2020 (optional chaining, nullish coalescing, BigInt). */
const TARGET = 'es2020';

/**
 * @param {'typescript' | 'ecmascript'} syntax
 * @param {boolean} jsx
 * @param {boolean} production
 * @param {boolean} refresh registers components for React Fast Refresh (a dev server's build, decision 062)
 */
function swcOptions(syntax, jsx, production, refresh) {
  return {
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: jsx } : { syntax, jsx },
      target: TARGET,
      transform: {
        // Emotion's jsx runtime gives every element the `css` prop; it is shared with a trailing slash
        // (see shared-modules.js) so remotes and the shell use one emotion cache and theme context.
        react: { runtime: 'automatic', importSource: '@emotion/react', development: !production, refresh },
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
 * @param {boolean} [refresh] a dev server's build: components register for React Fast Refresh
 * @returns {import('webpack').RuleSetRule[]}
 */
function scriptRules(production, refresh = false) {
  const loader = require.resolve('swc-loader');
  const exclude = /[\\/]node_modules[\\/]/;
  const hotTexts = require.resolve('./react-refresh/hot-texts-loader');
  return [
    // A remote's public module names its pages' chunks (page-chunk-names.js); the monolith build imports it too.
    { test: /[\\/]src[\\/]remote\.ts$/, exclude, enforce: 'pre', use: require.resolve('./page-chunk-names') },
    { test: /\.ts$/, exclude, use: { loader, options: swcOptions('typescript', false, production, refresh) } },
    { test: /\.tsx$/, exclude, use: { loader, options: swcOptions('typescript', true, production, refresh) } },
    { test: /\.jsx?$/, exclude, use: { loader, options: swcOptions('ecmascript', true, production, refresh) } },
    // After swc: a texts file's update replaces its texts in place (decision 062).
    ...(refresh ? [{ test: TEXTS_FILE, exclude, enforce: /** @type {const} */ ('post'), use: hotTexts }] : []),
  ];
}

module.exports = { scriptRules, TARGET };
