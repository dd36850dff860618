import { SettingError } from './setting-error';

export { SettingError };

/** What a number setting takes: its range, and what it is called in the one line a refusal says. */
export interface NumberWanted {
  min: number;
  max: number;
  /** Whole numbers only (the default): a count, a port, milliseconds. */
  whole?: boolean;
  /** How the line names what it wants: "a whole number" by default, "a port", "a whole number of milliseconds". */
  what?: string;
}

/** A port to listen on (0: one the system picks, as tests ask). */
export const A_PORT: NumberWanted = { min: 0, max: 65535, what: 'a port' };

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * A number from the environment, read at start (decision 054): undefined when unset or empty; anything else that is
 * not a plain number in its range (`10s`, `1e3`, `0x10`, ` 5`, `-1`) stops the start with one line naming the
 * variable and what it wants. `Number()` alone would take some of these and make NaN of the others, and a NaN
 * duration is a timer that runs every millisecond.
 */
export function numberSetting(env: NodeJS.ProcessEnv, name: string, wanted: NumberWanted): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const whole = wanted.whole ?? true;
  const value = (whole ? WHOLE : DECIMAL).test(raw) ? Number(raw) : NaN;
  if (!(value >= wanted.min && value <= wanted.max)) {
    const what = wanted.what ?? (whole ? 'a whole number' : 'a number');
    throw new SettingError(`${name} must be ${what} from ${wanted.min} to ${wanted.max}, not "${raw}"`);
  }
  return value;
}
