export { remoteI18n } from './remote-i18n';
export { RemoteProviders, type RemoteProvidersProps } from './remote-providers';
export { standaloneRoutes } from './standalone-routes';
export { startStandalone, type StandaloneOptions } from './start-standalone';
