export { standaloneRoutes } from './standalone-routes';
export { startStandalone, type StandaloneRemote } from './start-standalone';
