// The types of test-prerequisites.mjs, for its test (the workspace's type-check reads no JavaScript).
export interface Prerequisite {
  name: string;
  files: string[];
  packages: string[];
}
export type Plan = { action: 'none' } | { action: 'install'; commands: string[][] } | { action: 'stop'; line: string };

export const BROTLI_STATIC_MODULE: string;
export const REDIS_SERVER: string;
export const PROMETHEUS: string;
export const FFMPEG: string;
export function prerequisites(env?: NodeJS.ProcessEnv): Prerequisite[];
export function missingPackages(needed: Prerequisite[], exists: (file: string) => boolean): string[];
export function installCommand(packages: string[]): string;
export function missingLine(packages: string[]): string;
export function plan(situation: { missing: string[]; root: boolean; aptGet: boolean }): Plan;
export function ensureTestPrerequisites(system?: {
  needed?: Prerequisite[];
  exists?: (file: string) => boolean;
  root?: boolean;
  aptGet?: boolean;
  run?: (command: string[]) => boolean;
  log?: (line: string) => void;
}): string | null;
