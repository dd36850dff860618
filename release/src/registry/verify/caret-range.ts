/** `1.2.3` -> [1, 2, 3]; null for anything else (a tag, a range). */
function parts(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

const atLeast = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
};

/**
 * Whether `version` satisfies `range` as npm reads `^x.y.z` (the ranges Module Federation writes into a remote's
 * manifest), or equals an exact version. Other ranges are not understood: false, so `verify` refuses rather than
 * lets through what it cannot judge.
 */
export function satisfiesCaret(version: string, range: string): boolean {
  const have = parts(version);
  const exact = parts(range);
  if (!have) return false;
  if (!range.startsWith('^'))
    return exact !== null && have.join('.') === exact.join('.') && /^\d+\.\d+\.\d+$/.test(range);
  const want = parts(range.slice(1));
  if (!want) return false;
  if (!atLeast(have, want)) return false;
  // ^1.2.3: same major; ^0.2.3: same minor too; ^0.0.3: that patch only.
  if (want[0] > 0) return have[0] === want[0];
  if (want[1] > 0) return have[0] === 0 && have[1] === want[1];
  return have[0] === 0 && have[1] === 0 && have[2] === want[2];
}
