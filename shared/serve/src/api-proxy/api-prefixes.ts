/**
 * The paths the browser sends to the shell's origin that belong to the backend (docs/architecture.md, "API rules").
 * Never the backend's development endpoints (/__dev): through the store's origin anyone could read reset mail with
 * them.
 */
export const API_PREFIXES = ['/shop-hapi', '/shop-api', '/openapi', '/uploads'] as const;

/** The backend's development endpoints, which the shell's servers answer 404 rather than forward. */
export const DEV_PREFIX = '/__dev';
