import { getHeader, getLocaleList, getWebsitePassword } from '@shop/api/calls';
import { openingCall, type OpeningCall } from '@shop/platform';

/**
 * What the shell's own parts read on every page's first screen, around the remote's page: the shop gate
 * (`useGate`), the header's site info and counters, and the language switch's list (decision 047).
 */
export const SHELL_OPENING: readonly OpeningCall[] = [
  openingCall(getWebsitePassword, {}),
  openingCall(getHeader, {}),
  openingCall(getLocaleList, {}),
];
