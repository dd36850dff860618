// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The page: a root element and the entry scripts (deferred). The real title and favicon are set at run time
 * from the site header call; the language attribute from the detected locale.
 * @param {string} title
 */
function htmlPage(title) {
  return new HtmlWebpackPlugin({
    title,
    scriptLoading: 'defer',
    // Absolute, so the page works at any depth of the client-side routes.
    publicPath: '/',
    templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(htmlWebpackPlugin.options.title)}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  });
}

module.exports = { htmlPage };
