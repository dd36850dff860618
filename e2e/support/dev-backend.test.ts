import type { BrowserContext } from '@playwright/test';
import { devBackendURL, devRequestGuard } from './dev-backend';

describe("a journey's way to the development endpoints", () => {
  const previous = process.env.E2E_BACKEND_URL;
  beforeAll(() => {
    process.env.E2E_BACKEND_URL = 'http://127.0.0.1:9';
  });
  afterAll(() => {
    process.env.E2E_BACKEND_URL = previous;
  });

  it('is open to a journey tagged @dev (or @local) and fails any other in one line naming the tag', () => {
    expect(devBackendURL({ tags: ['@dev'], title: 'pays' }, 'open')).toBe('http://127.0.0.1:9');
    expect(devBackendURL({ tags: ['@local'], title: 'starts' }, 'open')).toBe('http://127.0.0.1:9');
    expect(() => devBackendURL({ tags: ['@seed'], title: 'reads mail' }, 'open')).toThrow(
      '"reads mail" reaches the backend\'s development endpoints (/__dev) but is not tagged @dev: tag it, so a run against a store without them (no E2E_BACKEND_URL) leaves it out',
    );
  });
});

describe("a page's way to the development endpoints", () => {
  /** A context as the guard listens to it: the requests its pages make. */
  function contextAsking(...urls: string[]) {
    return {
      on(_event: 'request', listener: (request: { url(): string }) => void) {
        for (const url of urls) listener({ url: () => url });
      },
    } as unknown as BrowserContext;
  }

  it('fails a journey not tagged @dev whose page asked for /__dev/*, naming the address', () => {
    const guard = devRequestGuard({ tags: [], title: 'signs in' });
    guard.watch(contextAsking('http://127.0.0.1:9/pc', 'http://127.0.0.1:8/__dev/oauth/authorize?x=1'));
    expect(() => guard.check()).toThrow(
      '"signs in" reaches the backend\'s development endpoints (/__dev) but is not tagged @dev: tag it, so a run ' +
        'against a store without them (no E2E_BACKEND_URL) leaves it out (its page asked for ' +
        'http://127.0.0.1:8/__dev/oauth/authorize?x=1)',
    );
  });

  it('lets a @dev journey, and a page that asks for nothing of the kind (a path merely naming it), through', () => {
    const tagged = devRequestGuard({ tags: ['@dev'], title: 'signs in' });
    tagged.watch(contextAsking('http://127.0.0.1:8/__dev/oauth/authorize'));
    expect(() => tagged.check()).not.toThrow();
    const plain = devRequestGuard({ tags: [], title: 'browses' });
    plain.watch(contextAsking('http://127.0.0.1:9/pc/search?q=/__dev/', 'http://127.0.0.1:9/pc/__dev'));
    expect(() => plain.check()).not.toThrow();
  });
});
