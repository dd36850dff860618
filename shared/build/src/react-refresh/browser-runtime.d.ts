// What the two files of this folder that run in the page (page-refresh-runtime.js, hot-reload-policy.js) use from
// the browser, from webpack's module and hot API, and from React Refresh's runtime: the factory itself runs in Node,
// and the installed react-refresh and webpack/hot files publish no types.
/// <reference lib="dom" />

/** The query of the request that loaded this module (`?app=…&host=…`). */
declare const __resourceQuery: string;
/** The hash of the compilation the running bundle came from. */
declare const __webpack_hash__: string;

declare namespace NodeJS {
  interface Module {
    /** webpack's hot module API, in a build with hot updates. */
    hot?: WebpackHot;
  }
}

/** A module an update could not replace, as webpack reports it to `apply`'s handlers. */
interface HotUpdateSkipped {
  moduleId: string | number;
}

interface WebpackHot {
  status(): 'idle' | 'check' | 'prepare' | 'ready' | 'dispose' | 'apply' | 'abort' | 'fail';
  check(): Promise<(string | number)[] | null>;
  apply(options: {
    ignoreUnaccepted: boolean;
    ignoreDeclined: boolean;
    ignoreErrored: boolean;
    onUnaccepted(info: HotUpdateSkipped): void;
    onDeclined(info: HotUpdateSkipped): void;
    onErrored(info: HotUpdateSkipped): void;
  }): Promise<(string | number)[]>;
}

declare module 'react-refresh' {
  /** A component family: every version of one component, by its id. */
  export interface Family {
    current: unknown;
  }
  export function register(type: unknown, id: string): void;
  export function getFamilyByID(id: string): Family | undefined;
  export function getFamilyByType(type: unknown): Family | undefined;
  export function injectIntoGlobalHook(globalObject: object): void;
  export function performReactRefresh(): unknown;
  export function isLikelyComponentType(type: unknown): boolean;
  export function createSignatureFunctionForTransform(): (type: unknown) => unknown;
  export function hasUnrecoverableErrors(): boolean;
}

declare module 'react-refresh/runtime' {
  export * from 'react-refresh';
}

declare module 'webpack/hot/log' {
  function log(level: 'info' | 'warning' | 'error', message: string): void;
  export = log;
}

declare module 'webpack/hot/emitter' {
  import type { EventEmitter } from 'node:events';
  const emitter: EventEmitter;
  export = emitter;
}

declare module 'webpack/hot/log-apply-result' {
  function logApplyResult(updated: (string | number)[], renewed: (string | number)[]): void;
  export = logApplyResult;
}
