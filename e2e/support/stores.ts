/** The shop password of the gated store the global setup starts. */
export const GATE_PASSWORD = 'lotus-gate-2026';

/** The environment variables through which the global setup tells the workers where the two stores are. */
export const STORE_ENV = { open: 'E2E_BASE_URL', gated: 'E2E_GATED_URL' } as const;

/** ... and where each store's backend is, for its development endpoints. */
export const BACKEND_ENV = { open: 'E2E_BACKEND_URL', gated: 'E2E_GATED_BACKEND_URL' } as const;

/** The address of a store the global setup started: the open one, or the one behind the shop password gate. */
export function storeURL(store: keyof typeof STORE_ENV): string {
  const url = process.env[STORE_ENV[store]];
  if (!url) throw new Error(`${STORE_ENV[store]} is not set: run the journeys through playwright.config.ts`);
  return url;
}

/** The backend of a store the global setup started, where its development endpoints (/__dev) answer. */
export function backendURL(store: keyof typeof BACKEND_ENV): string {
  const url = process.env[BACKEND_ENV[store]];
  if (!url) {
    throw new Error(
      `${BACKEND_ENV[store]} is not set: a journey that needs the development endpoints is tagged @dev ` +
        '(left out against another store unless it names a backend that has them)',
    );
  }
  return url;
}
