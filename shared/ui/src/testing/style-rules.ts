/**
 * The CSS rules (its own and its descendants') emotion wrote for an element's classes, without white space (jsdom applies no media queries, so a
 * test of a phone-only rule reads the rule itself).
 */
export function styleRulesOf(element: Element): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText.replace(/\s+/g, '')))
    .filter((rule) => Array.from(element.classList).some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(rule)))
    .join('\n');
}
