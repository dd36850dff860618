/** See singletons.js: the packages every app shares as singletons, one copy per page. */
export const SINGLETONS: readonly string[];
export const WORKSPACE: readonly string[];
