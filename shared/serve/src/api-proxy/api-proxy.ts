import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { API_PREFIXES } from './api-prefixes';

type Headers = Record<string, string | string[] | undefined>;

interface Incoming {
  headers: Headers;
  /** The hop before this server: its address is what this hop adds to X-Forwarded-For (never `ip`, which may
   * already be read from that header when the server trusts a proxy). */
  socket: { remoteAddress?: string };
  protocol: string;
}

/**
 * What a reverse proxy tells the backend about the original request. The Host header itself names the backend
 * (so virtual hosting upstream works); the shopper's host, scheme and address travel in X-Forwarded-*, which
 * the backend trusts. Cookies pass through untouched in both directions.
 */
function forwardedHeaders<H extends Headers>(request: Incoming, headers: H): H {
  const previousFor = request.headers['x-forwarded-for'];
  const peer = request.socket.remoteAddress ?? '';
  // `Expect: 100-continue` (curl sends it for bodies over 1 MB) was settled on this hop: Node has already told the
  // client to continue and the body is on its way. The upstream client (undici) refuses to send the header at all,
  // which failed the whole request as "backend unavailable".
  const { expect: _settledHere, ...rest } = headers;
  const forwarded: Headers = {
    ...rest,
    'x-forwarded-for': previousFor ? `${String(previousFor)}, ${peer}` : peer,
    'x-forwarded-proto': request.protocol,
  };
  if (request.headers.host) forwarded['x-forwarded-host'] = request.headers.host;
  return forwarded as H;
}

/** Forwards every API path, with its method, query, body and cookies, to the backend at `apiUrl`. */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string): Promise<void> {
  const upstream = new URL(apiUrl);
  const basePath = upstream.pathname.replace(/\/$/, '');
  for (const prefix of API_PREFIXES) {
    await app.register(fastifyHttpProxy, {
      upstream: upstream.origin,
      prefix,
      rewritePrefix: `${basePath}${prefix}`,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => forwardedHeaders(request, headers),
        // The backend is down or unreachable: a gateway error, with the API's envelope and its server-failure
        // code (500), so the client reports it like any failed call.
        onError: (reply, { error }) => {
          reply.log.warn({ err: error }, 'backend unavailable');
          reply.code(502).send({ code: 500, data: null, msg: 'backend unavailable' });
        },
      },
    });
  }
}
