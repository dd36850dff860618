/**
 * `RELEASE_ALLOWED_ORIGINS`: the origins builds may live at (the environment's CDN), comma-separated. Required: a
 * registry that took any address would let one team's token point shoppers, and the shells' servers, at code
 * anywhere.
 */
export function allowedOriginsFrom(setting: string | undefined): string[] {
  const origins = (setting ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (origins.length === 0) {
    throw new Error(
      'RELEASE_ALLOWED_ORIGINS is not set: name the CDN origins builds may live at (https://cdn.example)',
    );
  }
  return origins.map((origin) => {
    if (
      !URL.canParse(origin) ||
      !/^https?:$/.test(new URL(origin).protocol) ||
      new URL(origin).origin !== origin.replace(/\/$/, '')
    ) {
      throw new Error(`RELEASE_ALLOWED_ORIGINS: "${origin}" is not an origin (scheme, host and port only)`);
    }
    return new URL(origin).origin;
  });
}
