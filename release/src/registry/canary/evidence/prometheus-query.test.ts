import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bucketsOf, increaseOf, prometheusQuery, PrometheusQueryError, quantileOf } from './prometheus-query';

/** A local HTTP server that answers /api/v1/query as `answer` says, and keeps what it was asked. */
async function queryApi(answer: (url: URL, request: IncomingMessage) => { status?: number; body?: unknown } | 'hang') {
  const asked: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    asked.push(url);
    const said = answer(url, request);
    if (said === 'hang') return;
    response.writeHead(said.status ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(said.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const vector = (result: unknown[]) => ({ status: 'success', data: { resultType: 'vector', result } });

describe('the PromQL of the canary analysis', () => {
  it('reads a build over the last N seconds, every shell server summed', () => {
    expect(increaseOf('shop_failing_shoppers_total', 'mf_catalog', 'b2', 120)).toBe(
      'sum(increase(shop_failing_shoppers_total{remote="mf_catalog",build="b2"}[120s]))',
    );
    expect(quantileOf(0.75, 'shop_lcp_ms', 'mf_catalog', 'b2', 120)).toBe(
      'histogram_quantile(0.75, sum by (le) (increase(shop_lcp_ms_bucket{remote="mf_catalog",build="b2"}[120s])))',
    );
    expect(bucketsOf('shop_inp_ms', 'mf_catalog', 'b2', 30)).toBe(
      'sum by (le) (increase(shop_inp_ms_bucket{remote="mf_catalog",build="b2"}[30s]))',
    );
    expect(increaseOf('shop_shoppers_total', 'mf_catalog', 'a"b\\c', 5)).toContain('build="a\\"b\\\\c"');
  });
});

describe('the query API client', () => {
  let api: Awaited<ReturnType<typeof queryApi>> | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('asks /api/v1/query with the time, and reads one series, none, or NaN', async () => {
    const values: Record<string, unknown[]> = {
      one: [{ metric: {}, value: [1796371200, '41.5'] }],
      none: [],
      nan: [{ metric: {}, value: [1796371200, 'NaN'] }],
    };
    api = await queryApi((url) => ({ body: vector(values[url.searchParams.get('query') ?? ''] ?? []) }));
    const client = prometheusQuery(`${api.url}/`);
    expect(await client.scalar('one', 1_796_371_200_000)).toBe(41.5);
    expect(await client.scalar('none', 1_796_371_200_000)).toBeNull();
    expect(await client.scalar('nan', 1_796_371_200_000)).toBeNull();
    expect(api.asked[0]!.pathname).toBe('/api/v1/query');
    expect(api.asked[0]!.searchParams.get('time')).toBe('1796371200.000');
  });

  it('reads a vector by one label', async () => {
    api = await queryApi(() => ({
      body: vector([
        { metric: { le: '500' }, value: [0, '3'] },
        { metric: { le: '+Inf' }, value: [0, '7'] },
      ]),
    }));
    expect(await prometheusQuery(api.url).vector('q', 0, 'le')).toEqual(
      new Map([
        ['500', 3],
        ['+Inf', 7],
      ]),
    );
  });

  it('fails, naming why, when the API refuses the query, answers no vector, is slow or is down', async () => {
    api = await queryApi((url) => {
      const query = url.searchParams.get('query');
      if (query === 'bad') return { status: 400, body: { status: 'error', error: 'parse error at char 4' } };
      if (query === 'matrix') return { body: { status: 'success', data: { resultType: 'matrix', result: [] } } };
      if (query === 'two') return { body: vector([{ value: [0, '1'] }, { value: [0, '2'] }]) };
      return 'hang';
    });
    const client = prometheusQuery(api.url, { timeoutMs: 300 });
    await expect(client.scalar('bad', 0)).rejects.toThrow(`${api.url} answered 400: parse error at char 4`);
    await expect(client.scalar('matrix', 0)).rejects.toThrow('answered a matrix result, not a vector');
    await expect(client.scalar('two', 0)).rejects.toThrow('two has 2 series, not one');
    await expect(client.scalar('slow', 0)).rejects.toBeInstanceOf(PrometheusQueryError);
    // A port nothing listens on any more (a fresh one: a closed server's kept-alive socket would fail otherwise).
    const gone = await queryApi(() => 'hang');
    const down = gone.url;
    await gone.close();
    await expect(prometheusQuery(down).scalar('q', 0)).rejects.toThrow(`${down} did not answer: ECONNREFUSED`);
  });
});
