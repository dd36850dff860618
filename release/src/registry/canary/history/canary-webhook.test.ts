import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canaryWebhook, webhookPayload, type CanaryEvent } from './canary-webhook';

const EVENT: CanaryEvent = {
  remote: 'mf_catalog',
  build: 'b2',
  action: 'canary-step',
  share: 25,
  step: { at: 3, of: 4 },
  who: 'canary-analysis',
  reason: 'step 2 of 4 (10 %) passed after 300 s: no worse than live: …',
  at: '2026-11-27T10:10:00.000Z',
};

/** A local webhook: what it received, answering `status` (or never, with 'hang'). */
async function webhook(status: number | 'hang' = 200) {
  const received: { headers: Record<string, unknown>; body: unknown }[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      if (status === 'hang') return;
      response.writeHead(status).end(status === 200 ? 'ok' : 'invalid_payload');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/T0/B0/x`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const quietLog = () => ({ warn: jest.fn(), info: jest.fn() });

describe("the canary analysis' webhook", () => {
  it('posts JSON a Slack incoming webhook takes: the text, and the event as fields', async () => {
    const hook = await webhook();
    const notify = canaryWebhook(hook.url, quietLog());
    notify(EVENT);
    notify({ ...EVENT, action: 'rollback', share: 0, reason: 'worse than live (failing-shoppers): …' });
    await notify.settled();
    await hook.close();
    expect(hook.received.map((r) => r.headers['content-type'])).toEqual(['application/json', 'application/json']);
    expect(hook.received[0]!.body).toEqual({
      text:
        'mf_catalog b2: canary moved up (25 % of shoppers, step 3 of 4) by canary-analysis — step 2 of 4 (10 %) ' +
        'passed after 300 s: no worse than live: …',
      ...EVENT,
    });
    expect((hook.received[1]!.body as { text: string }).text).toBe(
      'mf_catalog b2: canary ROLLED BACK (0 % of shoppers, step 3 of 4) by canary-analysis — worse than live (failing-shoppers): …',
    );
    expect(webhookPayload({ ...EVENT, step: undefined, action: 'promote', share: 100 }).text).toBe(
      'mf_catalog b2: canary promoted (100 % of shoppers) by canary-analysis — step 2 of 4 (10 %) passed after 300 s: no worse than live: …',
    );
  });

  it('returns at once and gives up after its timeout on a webhook that never answers', async () => {
    const hook = await webhook('hang');
    const log = quietLog();
    const notify = canaryWebhook(hook.url, log, 300);
    const started = Date.now();
    notify(EVENT);
    expect(Date.now() - started).toBeLessThan(50);
    await notify.settled();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await hook.close();
  });

  it('logs a failing webhook once, not every event, and says when it answers again', async () => {
    const refusing = await webhook(400);
    const log = quietLog();
    const notify = canaryWebhook(refusing.url, log);
    for (let i = 0; i < 3; i += 1) notify(EVENT);
    await notify.settled();
    await refusing.close();
    expect(refusing.received).toHaveLength(3);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![1]).toBe('canary webhook failed (answered 400); logged once');
    const answering = await webhook(200);
    const again = canaryWebhook(answering.url, log);
    again(EVENT);
    await again.settled();
    await answering.close();
    expect(log.info).not.toHaveBeenCalled();
  });
});
