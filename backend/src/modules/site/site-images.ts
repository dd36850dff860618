/** Escapes text for SVG/XML content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** The shop's generated logo, favicon and banner, served locally (no outside hosts). */
export function siteImage(name: string, shopName: string): string | null {
  const label = escapeXml(shopName);
  switch (name) {
    case 'logo.svg':
      return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40"><rect width="40" height="40" rx="8" fill="#5c28f4"/><path d="M20 8c5 6 5 18 0 24-5-6-5-18 0-24z" fill="#fff"/><text x="48" y="26" font-family="sans-serif" font-size="15" font-weight="700" fill="#1f1147">${label}</text></svg>`;
    case 'favicon.svg':
      return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#5c28f4"/><path d="M16 6c4 5 4 15 0 20-4-5-4-15 0-20z" fill="#fff"/></svg>`;
    case 'banner.svg':
      return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#5c28f4"/><stop offset="1" stop-color="#9b7bff"/></linearGradient></defs><rect width="1200" height="300" fill="url(#g)"/><circle cx="1040" cy="150" r="110" fill="#fff" opacity=".15"/><circle cx="930" cy="70" r="50" fill="#fff" opacity=".12"/></svg>`;
    default:
      return null;
  }
}
