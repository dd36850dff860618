export { CallState, type CallStateProps } from './call-state';
export { FailureAlert } from './failure-alert';
export { PageNotFound } from './page-not-found';
export { createStoreI18n } from './store-i18n';
export { StoreProviders, type StoreProvidersProps } from './store-providers';
export { useArrivalFocus } from './use-arrival-focus';
export { useFailureText } from './use-failure-text';
export { useRouteId } from './use-route-id';
