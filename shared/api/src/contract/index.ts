export * from './define-call';
export * from './error-codes';
export * from './envelope';
export * from './fields';
export * from './messages';
export * from './calls/site';
export * from './calls/auth';
export { calls, type CallName } from './registry';
