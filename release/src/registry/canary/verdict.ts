/**
 * One judgement of a canary, by either judge (the registry's own figures, or a metrics engine): what the round that
 * acts does with it (`judge/judge-canaries.ts`), and what the history and the teams page keep of it (`history/`).
 */
export type Verdict =
  | {
      action: 'wait';
      reason: string;
      /** Enough shoppers, and no check found it worse: a step of a progressive canary may go on. */
      passing?: boolean;
      /** The figures could not be read (the metrics engine down): why, for the history. */
      unknown?: string;
    }
  | { action: 'rollback' | 'promote'; reason: string }
  /**
   * Worse by its shoppers' word alone, not corroborated (decision 055): neither rolled back nor passing; the judge
   * writes it into the history once it has been said as many times in a row as a rollback would need.
   */
  | { action: 'keep'; reason: string };
