import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { CallOptions } from '@shop/api';
import type { ApiCall, CallData, CallInput } from '@shop/api/calls';
import { api } from '../api/client';
import { actionFailure, type FormFailure } from '../failures/describe-failure';
import { useFailureText } from '../kit/use-failure-text';
import { sessionKey } from '../session/session-store';
import { callKey, isSessionKey, matchCall } from './call-key';

/** A cached read an action's answer changes, made by `cacheWrite` (typed there; stored without its call's types). */
export interface CacheWrite {
  call: ApiCall;
  input: object;
  to: unknown;
}

/**
 * The answer of `call` for `input` once the action has succeeded: the value itself, or made from the cached one
 * (undefined leaves nothing cached). Not read again afterwards: it is what the server said.
 */
export function cacheWrite<R extends ApiCall>(
  call: R,
  input: CallInput<R>,
  to: CallData<R> | ((current: CallData<R> | undefined) => CallData<R> | undefined),
): CacheWrite {
  return { call, input: input as object, to };
}

/** A failed action as the person is told it: null failure and message after a 401 (the shell takes them to login). */
export interface ActionFailure {
  error: unknown;
  failure: FormFailure | null;
  message: string | null;
}

export interface RunOptions<C extends ApiCall, K> {
  /** Which item the action is on (pending and the guard are per key); the same one for every unkeyed action. */
  key?: K;
  /** The reads the answer replaces, written at once and not read again. */
  update?: (data: CallData<C>) => readonly CacheWrite[];
  /** Reads to ask again once this action is over, besides the hook's own. */
  refresh?: readonly ApiCall[];
  /** Told the failure (a toast, or a page that reads its order again); the hook keeps it as `failure` too. */
  onFailure?: (failed: ActionFailure) => void;
  /**
   * The client's own options (an upload's progress, its longer timeout, a signal to cancel it); a function is
   * asked only when the call starts, so an action the guard skips makes no signal of its own.
   */
  request?: CallOptions | (() => CallOptions);
}

export interface ActionOptions {
  /** Reads to ask again after every action, whatever its outcome, so the page follows the server. */
  refresh?: readonly ApiCall[];
}

/** Key of an action that names no item: one such action at a time. */
const ONE = Symbol('one action');

/**
 * The one way to change something on the server (add to cart, save an address, place an order, publish): what is
 * under way (`pending`, `isPending(key)`), the last failure (`failure` for `FailureAlert`, `message` already
 * worded), a guard (a second action on the same key while one is under way does nothing and resolves undefined:
 * a double click sends once), and the cache kept in step (the reads the answer replaces are written; the reads
 * named in `refresh` are asked again, whatever the outcome).
 *
 * `run` keeps a failure in `failure` and resolves undefined; `submit` rejects with it instead, for
 * `useApiForm(...).run`, which tells it next to the fields. Both are typed by the call descriptor, as `useCall` is.
 *
 * The cache is written under the session the action started in: when it changes meanwhile (a sign-out in another
 * tab, a 401), the answer belonged to someone who has left, so nothing is cached or told and `run` resolves
 * undefined (decision 030).
 */
export function useAction<K = typeof ONE>(options: ActionOptions = {}) {
  const { mutate } = useSWRConfig();
  const failureText = useFailureText();
  const inFlight = useRef(new Set<K | typeof ONE>());
  const [pendingKeys, setPendingKeys] = useState<ReadonlySet<K | typeof ONE>>(() => new Set());
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const settle = (session: string, written: readonly CacheWrite[], refresh: readonly ApiCall[]) => {
    for (const { call, input, to } of written) void mutate(callKey(call, input, session), to, { revalidate: false });
    const writtenPaths = new Set(written.map(({ call }) => call.path));
    for (const call of refresh) {
      if (writtenPaths.has(call.path)) continue;
      const matches = matchCall(call);
      void mutate((key) => matches(key) && (!isSessionKey(key) || (key as readonly string[])[2] === session));
    }
  };

  const perform = async <C extends ApiCall>(
    def: C,
    input: CallInput<C> | FormData,
    run: RunOptions<C, K>,
    rethrow: boolean,
  ): Promise<CallData<C> | undefined> => {
    const key = run.key ?? ONE;
    if (inFlight.current.has(key)) return undefined;
    inFlight.current.add(key);
    setPendingKeys(new Set(inFlight.current));
    if (!rethrow) setFailure(null);
    const session = sessionKey();
    const refresh = [...(options.refresh ?? []), ...(run.refresh ?? [])];
    const over = () => {
      inFlight.current.delete(key);
      setPendingKeys(new Set(inFlight.current));
    };
    let data: CallData<C>;
    try {
      data = await api.call(def, input, typeof run.request === 'function' ? run.request() : run.request);
    } catch (error) {
      over();
      if (sessionKey() !== session) return undefined;
      settle(session, [], refresh);
      if (rethrow) throw error;
      const told = actionFailure(error);
      setFailure(told);
      run.onFailure?.({ error, failure: told, message: told && failureText(told) });
      return undefined;
    }
    over();
    if (sessionKey() !== session) return undefined;
    settle(session, run.update?.(data) ?? [], refresh);
    return data;
  };

  return {
    /** Runs the call; a failure is kept in `failure` (and given to `onFailure`). */
    run: <C extends ApiCall>(def: C, input: CallInput<C> | FormData, run: RunOptions<C, K> = {}) =>
      perform(def, input, run, false),
    /** Runs the call for a form's submit: a failure rejects, for `useApiForm` to tell by the fields. */
    submit: <C extends ApiCall>(def: C, input: CallInput<C> | FormData, run: RunOptions<C, K> = {}) =>
      perform(def, input, run, true),
    pending: pendingKeys.size > 0,
    isPending: (key: K) => pendingKeys.has(key),
    failure,
    message: failure && failureText(failure),
    setFailure,
  };
}
