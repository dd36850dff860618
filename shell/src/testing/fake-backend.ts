/** A stand-in for the backend in component tests: answers envelopes per path and records what was asked. */
export type Answer = { status?: number; body: { code: number; data: unknown; msg?: string } };
export type Handler = (url: URL, init: RequestInit) => Answer | Promise<Answer>;

export function installFakeBackend(routes: Record<string, Handler>) {
  const requests: { url: URL; init: RequestInit }[] = [];
  const fake = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push({ url, init });
    const handler = routes[url.pathname];
    const answer = handler
      ? await handler(url, init)
      : { status: 404, body: { code: 404, data: {}, msg: 'not found' } };
    return new Response(JSON.stringify({ msg: 'ok', ...answer.body }), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return { requests, fetch: fake };
}

export const ok = (data: unknown): Answer => ({ body: { code: 0, data } });

/** The calls every shell page makes, answered for a visitor of an open shop. */
export const baseRoutes: Record<string, Handler> = {
  '/shop-hapi/website/password': () => ok({ is_page: false, protected: false }),
  '/shop-hapi/csrf-token': () => ok({ csrf_token: 'csrf-test' }),
  '/shop-hapi/header': () =>
    ok({
      name: 'Lotus Wholesale',
      title: 'Lotus',
      logo: '/logo.svg',
      favicon_url: '/f.svg',
      currency: 'USD',
      cart_total: 0,
      wish_total: 0,
      user_name: null,
    }),
  '/shop-api/website/locale-list': () =>
    ok([
      { code: 'en', names: { en: 'English', vi: 'Tiếng Anh' } },
      { code: 'vi', names: { en: 'Vietnamese', vi: 'Tiếng Việt' } },
    ]),
};
