import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { mutate } from 'swr';
import { signOut } from '@shop/platform';

// findBy and waitFor wait 4 s, not 1: pages answer from a fake backend, but a busy two-core machine can take longer
// than a second to render them, and a test must fail on a wrong page, not on a slow one.
configure({ asyncUtilTimeout: 4_000 });

// jsdom has no PointerEvent: without it, pointer events reach React without pointerType or coordinates.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEvent as typeof window.PointerEvent;
}

afterEach(async () => {
  // Unmounted first, so nothing on screen reacts to the session ending or the cache emptying.
  cleanup();
  signOut();
  // The pages use SWR's default cache, as in the shell (refreshHeader reaches it); it is emptied between tests.
  await mutate(() => true, undefined, { revalidate: false });
});
