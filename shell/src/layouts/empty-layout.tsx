import type { ReactNode } from 'react';

/** Bare: nothing around the page (the shop password gate). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
