export { api } from './api/client';
export { callKey, isSessionKey, matchCall, type CallKey } from './data/call-key';
export {
  openingCall,
  openingKeys,
  OPENS_WITH_NOTHING,
  preloadOpening,
  type AnswerOf,
  type OpeningAddress,
  type OpeningCall,
  type PageOpening,
} from './data/page-opening';
export { preloadCall } from './data/preload-call';
export {
  cacheWrite,
  useAction,
  type ActionFailure,
  type ActionOptions,
  type CacheWrite,
  type RunOptions,
} from './data/use-action';
export { useCall } from './data/use-call';
export { seedServerAnswers, serverFallback, type ServerAnswer } from './data/server-answers';
export {
  absoluteAddress,
  clipText,
  documentTitle,
  jsonLdText,
  PageHead,
  usePublicOrigin,
  type PageHeadProps,
} from './head';
export { hasKey, isNotFound } from './failures/api-errors';
export { actionFailure, describeFailure, type FormFailure, type SubmitFailure } from './failures/describe-failure';
export { refreshHeader, useHeader } from './data/use-header';
export { createFormatters, useFormat, type Formatters } from './format/use-format';
export { COMMON_NAMESPACE, commonTranslations, useCommonTexts, type CommonTexts } from './i18n/common-texts';
export { currentLocale } from './i18n/current-locale';
export { createI18n, registerNamespace, useTexts, type Messages, type NamespaceLoaders } from './i18n/i18n';
export { detectLocale, switchLocale } from './i18n/locale-cookie';
export { useValidationText, VALIDATION_NAMESPACE, validationTranslations } from './i18n/validation-texts';
export { DEFAULT_LOCALE, isLocale, pickLocale, SUPPORTED_LOCALES, type Locale } from './i18n/locales';
export { useLocale } from './i18n/use-locale';
export {
  pageChunks,
  REMOTE_NAMES,
  type PageChunks,
  type PageLoader,
  type PageLoaders,
  type PageOpenings,
  type RemoteModule,
  type RemoteName,
} from './remote-contract';
export { LOGIN_PATH, loginPath, RETURN_PARAM, withReturnPath } from './routes/login-path';
export { readCookie, writeCookie, deleteCookie } from './session/cookies';
export {
  flushSignals,
  reportSignal,
  setCurrentRemote,
  startSignals,
  type Signal,
  type SignalKind,
} from './signals/signals';
export {
  AUTH_COOKIE,
  getToken,
  onSessionChange,
  sessionKey,
  signIn,
  signOut,
  useIsAuthenticated,
  useSessionKey,
} from './session/session-store';
export { openingSession, RenderedSessionContext, type RenderedSession } from './session/rendered-session';
export {
  CallState,
  createStoreI18n,
  FailureAlert,
  PageNotFound,
  StoreProviders,
  useArrivalFocus,
  useFailureText,
  useRouteId,
  type CallStateProps,
  type StoreProvidersProps,
} from './kit';
