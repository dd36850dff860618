/** The cookie the bearer token lives in (spec 3: "an authorization cookie"); the backend also reads it for images. */
export const AUTH_COOKIE = 'authorization';
