import { detectDevice } from './device';
import { pageStatus } from './route-status';

/** Used by the shell's server (`--page-status`): the document status of an address for this user agent. */
export function pageStatusFor(pathname: string, userAgent: string): number {
  return pageStatus(pathname, detectDevice(userAgent));
}

// The server reads both from this one module.
export { pagePreloadsFor } from './page-preloads-for';
