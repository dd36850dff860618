/**
 * What a canary's analysis did, told to a webhook (`RELEASE_WEBHOOK_URL`): a POST of JSON that a Slack incoming
 * webhook takes (`text`), with the same facts as fields for anything else that reads it. Told after the registry has
 * decided and written it, never before: a slow or failing webhook cannot hold a rollback back or make one fail.
 */

export interface CanaryEvent {
  remote: string;
  build: string;
  /** A progressive canary started, moved up a step, was promoted at its end, or was rolled back. */
  action: 'canary' | 'canary-step' | 'promote' | 'rollback';
  /** The canary's share of shoppers after the change (0 once rolled back, 100 once promoted). */
  share: number;
  /** The step it is at, 1 … of (absent for a canary without steps). */
  step?: { at: number; of: number };
  who: string;
  reason: string;
  at: string;
}

export type NotifyCanary = (event: CanaryEvent) => void;

export interface WebhookLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const HEADLINE: Record<CanaryEvent['action'], string> = {
  canary: 'canary started',
  'canary-step': 'canary moved up',
  promote: 'canary promoted',
  rollback: 'canary ROLLED BACK',
};

/** The JSON posted: Slack shows `text`; the other fields are the event as it is. */
export function webhookPayload(event: CanaryEvent): Record<string, unknown> {
  const step = event.step ? `, step ${event.step.at} of ${event.step.of}` : '';
  return {
    text: `${event.remote} ${event.build}: ${HEADLINE[event.action]} (${event.share} % of shoppers${step}) by ${event.who} — ${event.reason}`,
    ...event,
  };
}

/**
 * A notifier that posts each event with a short timeout and never throws; the first failure is logged (a warning),
 * then nothing more until the webhook answers again, so a webhook that is down for an hour is one line, not 360.
 * `settled()` waits for the posts in flight (a test, a registry stopping).
 */
export function canaryWebhook(
  url: string,
  log: WebhookLog,
  timeoutMs = 3_000,
): NotifyCanary & { settled(): Promise<void> } {
  let failing = false;
  const inFlight = new Set<Promise<void>>();
  const post = async (event: CanaryEvent) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(webhookPayload(event)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`answered ${response.status}`);
      if (failing) log.info({ url }, 'canary webhook: answering again');
      failing = false;
    } catch (error) {
      if (failing) return;
      failing = true;
      const why = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      log.warn({ url, remote: event.remote, action: event.action }, `canary webhook failed (${why}); logged once`);
    }
  };
  const notify = (event: CanaryEvent) => {
    const sent = post(event).finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  };
  return Object.assign(notify, {
    settled: async () => {
      await Promise.all([...inFlight]);
    },
  });
}
