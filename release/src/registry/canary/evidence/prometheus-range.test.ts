import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { prometheusRange, PrometheusRangeError } from './prometheus-range';
import { chartQueries, PrometheusSeries } from './prometheus-series';

type Handler = (form: URLSearchParams, request: IncomingMessage, response: ServerResponse) => void;

/** A local HTTP server answering `/api/v1/query_range` as Prometheus does, with what each test tells it. */
let server: Server;
let base: string;
let handle: Handler;
const asked: URLSearchParams[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url !== '/api/v1/query_range' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      const form = new URLSearchParams(body);
      asked.push(form);
      handle(form, request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  asked.length = 0;
});

const json = (response: ServerResponse, status: number, body: object) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const matrix = (result: object[]) => ({ status: 'success', data: { resultType: 'matrix', result } });
const T0 = Date.UTC(2026, 10, 27, 10, 0) / 1000;

describe('a range query to Prometheus', () => {
  it('asks with start, end and step, and reads the matrix: a value per step, NaN as no figure', async () => {
    handle = (_form, _request, response) =>
      json(
        response,
        200,
        matrix([
          {
            metric: { build: 'b1' },
            values: [
              [T0 + 60, '0.02'],
              [T0 + 120, 'NaN'],
            ],
          },
          { metric: { build: 'b2' }, values: [[T0 + 60, '0.5']] },
        ]),
      );
    const result = await prometheusRange(`${base}/`).queryRange({
      promql: 'sum(up)',
      startMs: (T0 + 60) * 1000,
      endMs: (T0 + 120) * 1000,
      stepMs: 60_000,
    });
    expect(Object.fromEntries(asked[0]!)).toEqual({
      query: 'sum(up)',
      start: String(T0 + 60) + '.000',
      end: String(T0 + 120) + '.000',
      step: '60s',
      timeout: '5s',
    });
    expect(result).toEqual([
      {
        metric: { build: 'b1' },
        points: [
          { at: (T0 + 60) * 1000, value: 0.02 },
          { at: (T0 + 120) * 1000, value: null },
        ],
      },
      { metric: { build: 'b2' }, points: [{ at: (T0 + 60) * 1000, value: 0.5 }] },
    ]);
  });

  it('says what Prometheus said when it refuses the query, in one line naming it', async () => {
    handle = (_form, _request, response) =>
      json(response, 400, { status: 'error', errorType: 'bad_data', error: 'parse error:\n unexpected "}"' });
    const query = prometheusRange(base).queryRange({ promql: 'sum(', startMs: 0, endMs: 60_000, stepMs: 60_000 });
    await expect(query).rejects.toThrow(new PrometheusRangeError(`${base} answered 400: parse error: unexpected "}"`));
  });

  it('refuses an answer that is not a matrix', async () => {
    handle = (_form, _request, response) =>
      json(response, 200, { status: 'success', data: { resultType: 'vector', result: [] } });
    await expect(
      prometheusRange(base).queryRange({ promql: 'up', startMs: 0, endMs: 60_000, stepMs: 60_000 }),
    ).rejects.toThrow('answered a vector result, not a matrix');
  });

  it('gives up after its time limit, and asks Prometheus for the same limit', async () => {
    handle = () => undefined; // never answers
    const started = Date.now();
    await expect(
      prometheusRange(base, { timeoutMs: 200 }).queryRange({ promql: 'up', startMs: 0, endMs: 60_000, stepMs: 60_000 }),
    ).rejects.toThrow(`${base} did not answer within 200 ms`);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(asked[0]!.get('timeout')).toBe('1s');
  });

  it('says so when nothing listens', async () => {
    // A port that was just free: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      prometheusRange(`http://127.0.0.1:${port}`).queryRange({ promql: 'up', startMs: 0, endMs: 1, stepMs: 60_000 }),
    ).rejects.toThrow(`http://127.0.0.1:${port} did not answer: ECONNREFUSED`);
  });
});

describe("the teams page's series from Prometheus", () => {
  const span = { fromMs: T0 * 1000, toMs: (T0 + 180) * 1000, stepMs: 60_000 };

  it('asks for the exact metrics of the remote, by build, and puts each sample in the bucket it is about', async () => {
    handle = (form, _request, response) => {
      const query = form.get('query')!;
      if (query.includes('shop_failing_shoppers_total')) {
        // Evaluated at each step's end, about the minute before: T0+60 is the first bucket.
        json(
          response,
          200,
          matrix([
            {
              metric: { build: 'b2' },
              values: [
                [T0 + 60, '0.25'],
                [T0 + 180, '2'],
              ],
            },
          ]),
        );
      } else json(response, 200, matrix([{ metric: { build: 'b1' }, values: [[T0 + 120, '1800']] }]));
    };
    const answer = await new PrometheusSeries(prometheusRange(base), base).series('mf_catalog', span);
    expect(answer).toEqual({
      ok: true,
      series: {
        // A share cannot be above 1 (two counters scraped a moment apart).
        failingShare: [
          { build: 'b2', points: [0.25, null, 1].map((value, i) => ({ at: (T0 + i * 60) * 1000, value })) },
        ],
        lcpP75: [{ build: 'b1', points: [null, 1800, null].map((value, i) => ({ at: (T0 + i * 60) * 1000, value })) }],
        inpP75: [{ build: 'b1', points: [null, 1800, null].map((value, i) => ({ at: (T0 + i * 60) * 1000, value })) }],
      },
    });
    expect(asked.map((form) => form.get('query'))).toEqual(Object.values(chartQueries('mf_catalog', 60)));
    expect(asked[0]!.get('start')).toBe(`${T0 + 60}.000`);
    expect(chartQueries('mf_catalog', 60)).toEqual({
      failingShare:
        'sum by (build) (increase(shop_failing_shoppers_total{remote="mf_catalog"}[60s]))' +
        ' / sum by (build) (increase(shop_shoppers_total{remote="mf_catalog"}[60s]))',
      lcpP75: 'histogram_quantile(0.75, sum by (build, le) (increase(shop_lcp_ms_bucket{remote="mf_catalog"}[60s])))',
      inpP75: 'histogram_quantile(0.75, sum by (build, le) (increase(shop_inp_ms_bucket{remote="mf_catalog"}[60s])))',
    });
  });

  it('keeps a name from changing the query', () => {
    expect(chartQueries('a"} or vector(1) #\\', 60).lcpP75).toContain('{remote="a\\"} or vector(1) #\\\\"}');
  });

  it('is unavailable, with why, when any of its queries fails', async () => {
    handle = (form, _request, response) =>
      form.get('query')!.includes('shop_inp_ms')
        ? json(response, 503, { status: 'error', errorType: 'unavailable', error: 'too many queries' })
        : json(response, 200, matrix([]));
    expect(await new PrometheusSeries(prometheusRange(base), base).series('mf_catalog', span)).toEqual({
      ok: false,
      problem: `${base} answered 503: too many queries`,
    });
  });
});
