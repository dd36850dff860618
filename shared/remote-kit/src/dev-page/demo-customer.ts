/**
 * The demo customer, as the backend's seed makes it (`DEMO_USER` in backend/src/modules/auth/seed.ts): a dev page
 * signs in as this customer in one click. Only dev pages and monolith builds carry it; it is public in the README.
 */
export const DEMO_CUSTOMER = { email: 'buyer@example.com', password: 'buyer123' } as const;
