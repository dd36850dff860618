// @ts-check

/**
 * The chunk a remote's page is built into, named from the page's name in the route table: `ProductDetail` ->
 * `page-product-detail`. The one place the name is made: the build names the chunks with it (page-chunk-names.js)
 * and the shell's server preloads a route's page chunk by it (shell/src/routing/page-preloads-for.ts).
 * @param {string} page
 * @returns {string}
 */
function pageChunkName(page) {
  return `page-${page.replace(/[A-Z]/g, (letter, at) => `${at ? '-' : ''}${letter.toLowerCase()}`)}`;
}

module.exports = { pageChunkName };
