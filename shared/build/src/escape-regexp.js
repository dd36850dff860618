// @ts-check

/** A regular expression that matches `text` literally (a file path, say). @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = { escapeRegExp };
