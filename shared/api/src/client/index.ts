export { toQueryString } from './encode';
export { createApiClient, type ApiClient, type ApiClientOptions, type CallOptions, type DataCheck } from './api-client';
export type { UploadProgress, XhrFactory } from './upload-exchange';
export { ApiError, ContractError, fieldErrors, isAbortError, NetworkError, TimeoutError } from './errors';
