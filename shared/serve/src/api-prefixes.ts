/** The paths the browser sends to the shell's origin that belong to the backend (ARCHITECTURE.md). */
export const API_PREFIXES = ['/shop-hapi', '/shop-api', '/openapi', '/uploads', '/__dev'] as const;
