import { fetchRuntimeConfig } from './runtime-config';

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
        '{"remotes":{"mf_catalog":"http://cdn/mf-manifest.json"},"builds":{"mf_catalog":"b7"}}</script>',
    );
    await expect(fetchRuntimeConfig(fetchImpl, doc)).resolves.toEqual({
      remotes: { mf_catalog: 'http://cdn/mf-manifest.json' },
      builds: { mf_catalog: 'b7' },
      preview: false,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('is fetched when the page has none, or an unreadable one', async () => {
    for (const doc of [pageWith(''), pageWith('<script id="runtime-config" type="application/json">{oops</script>')]) {
      const fetchImpl = answering({ remotes: { mf_catalog: '/mf-catalog/mf-manifest.json' } });
      await expect(fetchRuntimeConfig(fetchImpl, doc)).resolves.toEqual({
        remotes: { mf_catalog: '/mf-catalog/mf-manifest.json' },
        builds: {},
      });
      expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
    }
  });
});
