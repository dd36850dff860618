// @ts-check
/**
 * A texts file's hot update, applied in place (decision 062). A texts file (`src/i18n/en.ts`: a default export of
 * flat texts) is no React component, so Fast Refresh alone would pass its update up to the remote's public module
 * and reload the page. Appended to such a file in a dev server's build, this accepts the update and hands the old
 * and new texts to @shop/platform (`TEXTS_REPLACED`), which puts the new ones where the old were registered and
 * re-renders their readers. Texts it never registered (a fallback that was not used) go the ordinary way.
 * @param {string} source
 * @returns {string}
 */
function hotTextsLoader(source) {
  return `${source}
if (import.meta.webpackHot) {
  const hot = import.meta.webpackHot;
  const texts = () => __webpack_module__.exports.default;
  hot.accept();
  hot.dispose((data) => {
    data.shopTexts = texts();
  });
  if (hot.data && hot.data.shopTexts) {
    const replace = globalThis[Symbol.for('@shop/platform: texts replaced')];
    if (typeof replace !== 'function' || !replace(hot.data.shopTexts, texts())) hot.invalidate();
  }
}
`;
}

/** The texts files: a file named for a language (two letters) under an `i18n` folder. */
const TEXTS_FILE = /[\\/]i18n[\\/](?:[^\\/]+[\\/])*[a-z]{2}\.ts$/;

module.exports = hotTextsLoader;
module.exports.TEXTS_FILE = TEXTS_FILE;
