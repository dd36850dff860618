import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import type * as Store from './session-store';
import type * as Rendered from './rendered-session';

// Decision 046: a page the server rendered for a customer hydrates as theirs, with no mismatch.

interface OpenedPage {
  store: typeof Store;
  rendered: typeof Rendered;
  react: typeof ReactModule;
  client: typeof ReactDomClient;
  server: typeof ReactDomServer;
}

/**
 * The session modules as a page just opened with this cookie loads them (the store reads the cookie once), with
 * the React they run on: one registry, so the hooks and the renderers share one React.
 */
function openPage(cookie: string): OpenedPage {
  document.cookie = cookie;
  let opened!: OpenedPage;
  jest.isolateModules(() => {
    opened = {
      store: jest.requireActual('./session-store'),
      rendered: jest.requireActual('./rendered-session'),
      react: jest.requireActual('react'),
      client: jest.requireActual('react-dom/client'),
      server: jest.requireActual('react-dom/server'),
    };
  });
  return opened;
}

function Who({ store }: { store: typeof Store }) {
  return (
    <p>
      {store.useIsAuthenticated() ? 'customer' : 'visitor'} {store.useSessionKey()}
    </p>
  );
}

/** Hydrates `html` and gives what React could not hydrate. */
async function hydrate(opened: OpenedPage, html: string, element: React.ReactElement): Promise<unknown[]> {
  const container = document.createElement('div');
  container.innerHTML = html;
  const recovered: unknown[] = [];
  await opened.react.act(async () => {
    opened.client.hydrateRoot(container, element, { onRecoverableError: (error) => void recovered.push(error) });
  });
  return recovered;
}

afterEach(() => {
  document.cookie = 'authorization=; Max-Age=0';
});

describe('who a page was rendered for', () => {
  it('is what the hooks give on the server, a visitor without it', () => {
    const { store, rendered, server } = openPage('');
    const customer = server.renderToString(
      <rendered.RenderedSessionContext.Provider value={rendered.openingSession(true)}>
        <Who store={store} />
      </rendered.RenderedSessionContext.Provider>,
    );
    expect(customer).toBe('<p>customer<!-- --> <!-- -->customer:0</p>');
    expect(server.renderToString(<Who store={store} />)).toBe('<p>visitor<!-- --> <!-- -->visitor:0</p>');
  });

  it("is what the hooks give while a customer's page hydrates: no mismatch, and their keys after", async () => {
    const opened = openPage('authorization=tok-1');
    const { store, rendered, server } = opened;
    const session = rendered.openingSession(true);
    expect(session.key).toBe(store.sessionKey());
    const page = (
      <rendered.RenderedSessionContext.Provider value={session}>
        <Who store={store} />
      </rendered.RenderedSessionContext.Provider>
    );
    const html = server.renderToString(page);
    expect(html).toBe('<p>customer<!-- --> <!-- -->customer:0</p>');
    expect(await hydrate(opened, html, page)).toEqual([]);
    // Without it, a customer's page hydrated as a visitor's: React threw the server's markup away.
    expect(await hydrate(opened, html, <Who store={store} />)).not.toEqual([]);
  });
});
