// @ts-check

/**
 * Singletons: one copy per page, whoever loads first provides it. Each is also shared with a trailing slash, so
 * its subpaths (react/jsx-runtime, react-dom/client, @emotion/react/jsx-runtime, swr/mutation,
 * @shop/api/contract) come from the same copy; otherwise they are bundled again and, for React 19, fail with
 * error #527, and for emotion and swr use a second context.
 */
const THIRD_PARTY = ['react', 'react-dom', 'react-router-dom', 'swr', 'i18next', 'react-i18next', '@emotion/react'];
/** Workspace packages that hold state (API client and session, i18n helpers, theme). */
const WORKSPACE = ['@shop/platform', '@shop/api', '@shop/ui'];

module.exports = { SINGLETONS: [...THIRD_PARTY, ...WORKSPACE], WORKSPACE };
