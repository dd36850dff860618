import { fetchRuntimeConfig, signalsShareOf } from './runtime-config';

const pageWith = (body: string) => {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = body;
  return doc;
};
const answering = (body: unknown) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status: 200 })) as unknown as jest.MockedFunction<
    typeof fetch
  >;

describe('the runtime configuration', () => {
  it('is read from the page when the server wrote it there: no request', async () => {
    const fetchImpl = answering({ remotes: { mf_catalog: '/other.json' } });
    const doc = pageWith(
      '<script id="runtime-config" type="application/json">' +
        '{"remotes":{"mf_catalog":"http://cdn/mf-manifest.json"},"builds":{"mf_catalog":"b7"},"signalsToken":"p.s"}</script>',
    );
    await expect(fetchRuntimeConfig(fetchImpl, doc)).resolves.toEqual({
      remotes: { mf_catalog: 'http://cdn/mf-manifest.json' },
      preview: false,
      signalsToken: 'p.s',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("carries the environment's share of page loads that report signals, and drops one outside 0 … 1", async () => {
    const written = (sample: unknown) =>
      pageWith(
        `<script id="runtime-config" type="application/json">${JSON.stringify({ remotes: {}, signalsSample: sample })}</script>`,
      );
    await expect(fetchRuntimeConfig(answering({}), written(0.1))).resolves.toMatchObject({ signalsSample: 0.1 });
    await expect(fetchRuntimeConfig(answering({}), written(3))).resolves.not.toHaveProperty('signalsSample');
    await expect(
      fetchRuntimeConfig(answering({ remotes: {}, signalsSample: 0.5, signalsToken: 'p.s' }), pageWith('')),
    ).resolves.toEqual({ remotes: {}, signalsSample: 0.5, signalsToken: 'p.s' });
  });

  it("carries the store's public origin, and drops one that is not an origin (decision 051)", async () => {
    const written = (origin: unknown) =>
      pageWith(
        `<script id="runtime-config" type="application/json">${JSON.stringify({ remotes: {}, publicOrigin: origin })}</script>`,
      );
    await expect(fetchRuntimeConfig(answering({}), written('https://shop.example'))).resolves.toMatchObject({
      publicOrigin: 'https://shop.example',
    });
    for (const bad of ['https://shop.example/x', 'javascript:alert(1)', 7]) {
      await expect(fetchRuntimeConfig(answering({}), written(bad))).resolves.not.toHaveProperty('publicOrigin');
    }
  });

  it("carries a preview's builds and staff view for its banner to read, and nothing of them for another page (decision 059)", async () => {
    const written = (view: object) =>
      pageWith(
        `<script id="runtime-config" type="application/json">${JSON.stringify({ remotes: {}, ...view })}</script>`,
      );
    await expect(
      fetchRuntimeConfig(answering({}), written({ previewed: { mf_catalog: 'c3' }, staff: true, preview: true })),
    ).resolves.toMatchObject({ previewed: { mf_catalog: 'c3' }, staff: true, preview: true });
    const shoppers = await fetchRuntimeConfig(answering({}), written({ previewed: { mf_catalog: 'c3' }, staff: true }));
    expect(shoppers).not.toHaveProperty('previewed');
    expect(shoppers).not.toHaveProperty('staff');
    await expect(
      fetchRuntimeConfig(answering({ remotes: {}, preview: true, staff: true }), pageWith('')),
    ).resolves.toMatchObject({
      staff: true,
    });
  });

  it("gives signals the environment's share of page loads, every page load without one, and none to a preview", () => {
    expect(signalsShareOf({ remotes: {}, signalsSample: 0.3 })).toBe(0.3);
    expect(signalsShareOf({ remotes: {} })).toBe(1);
    expect(signalsShareOf({ remotes: {}, signalsSample: 0.3, preview: true })).toBe(0);
  });

  it('is fetched when the page has none, or an unreadable one', async () => {
    for (const doc of [pageWith(''), pageWith('<script id="runtime-config" type="application/json">{oops</script>')]) {
      const fetchImpl = answering({ remotes: { mf_catalog: '/mf-catalog/mf-manifest.json' } });
      await expect(fetchRuntimeConfig(fetchImpl, doc)).resolves.toEqual({
        remotes: { mf_catalog: '/mf-catalog/mf-manifest.json' },
      });
      expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
    }
  });
});
