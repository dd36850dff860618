export { API_PREFIXES } from './api-prefixes';
export { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy';
export { listenUntilStopped, portFrom } from './listen';
export { appPort, builtRemoteName, localOrigin, PORTS, REMOTE_APPS, type AppName } from './ports';
export { DEFAULT_REMOTES, loadRuntimeConfig, remoteEnvName, remoteOrigins, type RuntimeConfig } from './runtime-config';
export { contentSecurityPolicy, htmlSecurityHeaders } from './security-headers';
export { createRemoteServer, type RemoteServerOptions } from './serve-remote';
export { createShellServer, type ShellServerOptions } from './serve-shell';
export { shellOrigins } from './shell-origins';
