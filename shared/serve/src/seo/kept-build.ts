/**
 * A value built now and then and kept: fresh for `freshMs`, then served stale while one rebuild runs (never two at
 * once, whatever the traffic). A failed rebuild keeps the last value; only the very first build is waited for.
 */
export interface KeptBuild<T> {
  /** The kept value (rebuilt behind it when stale), or the first build's, waited for. */
  get(): Promise<T>;
  /** The kept value without waiting (undefined before the first build ends); starts a rebuild when due. */
  peek(): T | undefined;
}

export function keptBuild<T>(
  build: () => Promise<T>,
  options: { freshMs: number; now?: () => number; onError?: (error: unknown) => void },
): KeptBuild<T> {
  const now = options.now ?? Date.now;
  let kept: { value: T; at: number } | undefined;
  let building: Promise<T> | undefined;
  const rebuild = (): Promise<T> => {
    building ??= build()
      .then((value) => {
        kept = { value, at: now() };
        return value;
      })
      .finally(() => (building = undefined));
    return building;
  };
  const due = () => !kept || now() - kept.at >= options.freshMs;
  /** A rebuild nobody waits for: its failure is reported, and the stale value stays. */
  const rebuildBehind = () => void rebuild().catch((error: unknown) => options.onError?.(error));
  return {
    async get() {
      if (!kept) return rebuild();
      if (due()) rebuildBehind();
      return kept.value;
    },
    peek() {
      if (due()) rebuildBehind();
      return kept?.value;
    },
  };
}
