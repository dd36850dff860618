import { devOverrideSources } from '../runtime-config/dev-override';
import { remoteOrigins, type RuntimeConfig } from '../runtime-config/runtime-config';

/**
 * The Content-Security-Policy of the shell's page. Remotes run as scripts from their own origins, and the
 * federation runtime fetches their manifests, so those origins (read from the runtime configuration) are allowed
 * for scripts and connections, and for the images and fonts a remote may ship. Emotion inserts <style> elements
 * at run time, hence 'unsafe-inline' for styles only. A page rendered on the server (decision 038) also allows the
 * inline scripts React wrote into it, by the `nonce` made for that one response. A developer override's page
 * (decision 065) also allows the developer's dev server, and its hot-update socket: that page's CSP only. It also
 * allows `eval` there: a dev server's modules arrive as eval'd strings, which is what lets a save rebuild only the
 * module saved (decision 062); that browser already runs whatever the developer's origin sends.
 */
export function contentSecurityPolicy(config: RuntimeConfig, nonce?: string, developerOrigin?: string): string {
  const developer = developerOrigin ? devOverrideSources(developerOrigin) : undefined;
  const remotes = [...remoteOrigins(config), ...(developer ? [developer.files] : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...remotes,
      ...(developer ? ["'unsafe-eval'"] : []),
    ],
    'connect-src': ["'self'", ...remotes, ...(developer ? [developer.socket] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers for every HTML page the shell's server sends. */
export function htmlSecurityHeaders(config: RuntimeConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
  };
}
