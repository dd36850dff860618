export { API_PREFIXES, DEV_PREFIX } from './api-proxy/api-prefixes';
export { cacheControlFor, IMMUTABLE, isContentHashed, NO_CACHE } from './static/cache-policy';
export { listenUntilStopped, portFrom } from './process/listen';
export { A_PORT, numberSetting, SettingError, type NumberWanted } from './process/number-setting';
export { appPort, builtRemoteName, localOrigin, PORTS, REMOTE_APPS, type AppName } from './process/ports';
export { publishBuild, type PublishOptions } from './static/publish-build';
export {
  DEFAULT_REMOTES,
  loadRuntimeConfig,
  remoteEnvName,
  remoteOrigins,
  type RuntimeConfig,
} from './runtime-config/runtime-config';
export { contentSecurityPolicy, htmlSecurityHeaders } from './page/security-headers';
export { createRemoteServer, type RemoteServerOptions } from './static/serve-remote';
export { createShellServer, type ShellServerOptions } from './page/serve-shell';
export { shellOrigins } from './static/shell-origins';
export { SERVER_ERROR_KINDS, signalBatchSchema, type ForwardedSignal, type ServerError } from './signals/signal-wire';
export { SHOP_METRICS, shopMetrics, type ShopMetrics } from './signals/shop-metrics';
export { tracksFrom, type ReleaseTrack, type TrackOf } from './signals/release-tracks';
export { createOtlpSignals, otlpSignalsFrom, type OtlpSignals } from './signals/otlp-signals';
export {
  DEFAULT_RENDER_BUDGET_MS,
  type RenderedPage,
  type RenderPage,
  type RenderRequest,
  type WarmPage,
} from './rendering/server-rendering';
export { liveMapSchema, type LiveMap } from './runtime-config/live-map';
