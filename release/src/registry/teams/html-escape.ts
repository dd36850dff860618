const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for HTML and SVG, in element content and in quoted attributes alike. Every name, build id and reason on the
 * teams page comes from a team's request or a shopper's signal, so nothing from them is written without it.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
