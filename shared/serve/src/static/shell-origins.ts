import { localOrigin } from '../process/ports';

/** The twin of a loopback origin: a shell opened as localhost and one opened as 127.0.0.1 are both the shell. */
function loopbackTwin(origin: string): string | null {
  const url = new URL(origin);
  if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  else if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  else return null;
  return url.origin;
}

/**
 * The origins allowed to load a remote's files with CORS: `SHELL_ORIGIN` (comma-separated, default the shell's
 * local address) and, for a loopback origin, its localhost/127.0.0.1 twin.
 */
export function shellOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = (env.SHELL_ORIGIN || localOrigin('shell', env))
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  const twins = configured.map(loopbackTwin).filter((origin): origin is string => origin !== null);
  return [...new Set([...configured, ...twins])];
}
