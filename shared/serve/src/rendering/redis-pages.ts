import { createClient, ErrorReply } from '@redis/client';
import type { KeptPage } from './kept-page';
import { pageFromWire, pageToWire, sharedKeysOf } from './shared-page';

/**
 * The rendered pages every shell server of a fleet shares (decision 045). Each call gives up after its short
 * limit and never throws: a page never waits longer for Redis, nor fails because of it.
 */
export interface SharedPages {
  /** The page kept under `key`; null when there is none, it does not parse, or Redis did not answer in time. */
  get(key: string): Promise<KeptPage | null>;
  /** Keeps the page for `ttlMs`; nobody waits for it. */
  set(key: string, page: KeptPage, ttlMs: number): void;
  delete(key: string): void;
  /**
   * Whether this server is the one to refresh `key` for the next `ms`: no other server of the fleet claimed it.
   * True when Redis does not answer: each server then refreshes its own.
   */
  claimRefresh(key: string, ms: number): Promise<boolean>;
  /** Gives a claim back (the refresh was not started), so another server may take it at once. */
  releaseRefresh(key: string): void;
  close(): void;
}

/**
 * How long a page waits for Redis. A read in the same network answers in about a millisecond; the limit is what
 * a page can lose when Redis is slow or hung, on the misses and stale pages that ask it.
 */
export const DEFAULT_REDIS_TIMEOUT_MS = 50;

/** After a call Redis did not answer, it is not asked again for this long, doubled on each failure up to the max. */
const PAUSE_MS = 250;
const MAX_PAUSE_MS = 5_000;
/** Unanswered calls in a row (at least 250 + 500 ms of pauses between them) before Redis is said unreachable. */
const SLOW_BEFORE_AWAY = 3;

export interface RedisPagesOptions {
  /** `redis://` or `rediss://` (TLS), with the user and password in it if any. */
  url: string;
  timeoutMs?: number;
  /** Told once when Redis goes away and once when it answers again: never once per request. */
  log: (line: string) => void;
  now?: () => number;
}

const SKIPPED = Symbol('skipped');

/** Where Redis is, for the log: the address without its credentials. */
function whereOf(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}

const causeOf = (error: unknown): string =>
  (error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error));

/**
 * Waits for `promise` at most `ms`; SKIPPED after that (the promise goes on, its outcome dropped). When the timer
 * fires, the answers already in the socket are read first (`setImmediate` runs after the poll phase): under load a
 * render holds the thread past the limit while Redis answered within a millisecond, and the timer, run before
 * the socket is read, used to call that answer missing, logging Redis unreachable while it was up (issue 44).
 */
function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof SKIPPED> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof SKIPPED>(
    (resolve) => (timer = setTimeout(() => setImmediate(() => resolve(SKIPPED)), ms)),
  );
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The shared pages in Redis, through node-redis. Commands are never queued while disconnected (the client fails
 * them at once, and they are not even sent then), the client reconnects by itself with a growing delay, and a
 * call that Redis does not answer within `timeoutMs` (Redis hung, the network dropping packets) pauses every call
 * for a while: one call then tries again. A node-redis command already written has no timeout of its own, hence
 * the race here.
 */
export function redisPages(options: RedisPagesOptions): SharedPages {
  const { timeoutMs = DEFAULT_REDIS_TIMEOUT_MS, log, now = Date.now } = options;
  const where = whereOf(options.url);
  const client = createClient({
    url: options.url,
    disableOfflineQueue: true,
    // What a hung Redis may hold of this server's commands (written, never answered) before they fail at once.
    commandsQueueMaxLength: 1_000,
    socket: {
      connectTimeout: 2_000,
      // Jittered, so a fleet does not knock all at once on a Redis that comes back.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_PAUSE_MS) + Math.floor(Math.random() * 100),
    },
  });
  let state: 'starting' | 'up' | 'away' = 'starting';
  let failures = 0;
  let pausedUntil = 0;
  const away = (cause: string) => {
    if (state === 'away') return;
    state = 'away';
    log(`render cache: Redis at ${where} unreachable (${cause}); pages are kept in this process until it answers`);
  };
  const up = () => {
    failures = 0;
    pausedUntil = 0;
    if (state === 'away') log(`render cache: Redis at ${where} answers again; pages are shared`);
    state = 'up';
  };
  const refusals = new Set<string>();
  const refused = (message: string): typeof SKIPPED => {
    const kind = message.split(' ')[0] ?? message;
    if (!refusals.has(kind)) {
      refusals.add(kind);
      log(
        `render cache: Redis at ${where} refused a command (${message}); see its maxmemory-policy in docs/deployment.md`,
      );
    }
    return SKIPPED;
  };
  // Without a listener an 'error' event would end the process; the reconnecting client emits one per attempt.
  client.on('error', (error: unknown) => away(causeOf(error)));
  client.on('ready', up);
  client.connect().catch((error: unknown) => away(causeOf(error)));

  async function run<T>(command: () => Promise<T>): Promise<T | typeof SKIPPED> {
    if (!client.isReady || now() < pausedUntil) return SKIPPED;
    const fail = (cause: string, { slow = false } = {}): typeof SKIPPED => {
      failures += 1;
      pausedUntil = now() + Math.min(PAUSE_MS * 2 ** (failures - 1), MAX_PAUSE_MS);
      // One late answer is a busy moment (the host's CPUs shared, Redis evicting), not a Redis gone: it is called
      // unreachable once `SLOW_BEFORE_AWAY` calls in a row, across the growing pauses, went unanswered.
      if (!slow || failures >= SLOW_BEFORE_AWAY) away(cause);
      return SKIPPED;
    };
    try {
      const sentAt = performance.now();
      const sent = command();
      sent.catch(() => undefined);
      const answer = await within(sent, timeoutMs);
      // Judged long after its limit: the thread was busy (rendering), which says nothing of Redis. The page does
      // not wait for it, but Redis is not paused nor called unreachable for it.
      if (answer === SKIPPED && performance.now() - sentAt > 2 * timeoutMs) return SKIPPED;
      if (answer === SKIPPED) return fail(`no answer within ${timeoutMs} ms`, { slow: true });
      up();
      return answer;
    } catch (error) {
      // Redis answered, refusing the command (`OOM` past its maxmemory under `noeviction`): it is up, so nothing
      // pauses and it is not called unreachable; said once per kind of refusal.
      if (error instanceof ErrorReply) return refused(error.message);
      return fail(causeOf(error));
    }
  }

  return {
    async get(key) {
      const text = await run(() => client.get(sharedKeysOf(key).page));
      return typeof text === 'string' ? pageFromWire(text) : null;
    },
    set(key, page, ttlMs) {
      const value = pageToWire(page);
      void run(() => client.set(sharedKeysOf(key).page, value, { expiration: { type: 'PX', value: ttlMs } }));
    },
    delete(key) {
      void run(() => client.del(sharedKeysOf(key).page));
    },
    async claimRefresh(key, ms) {
      const set = () =>
        client.set(sharedKeysOf(key).refresh, '1', { condition: 'NX', expiration: { type: 'PX', value: ms } });
      const answer = await run(set);
      return answer !== null;
    },
    releaseRefresh(key) {
      void run(() => client.del(sharedKeysOf(key).refresh));
    },
    close() {
      if (client.isOpen) client.destroy();
    },
  };
}
