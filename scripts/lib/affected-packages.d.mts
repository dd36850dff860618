// The types of affected-packages.mjs, for its test (the workspace's type-check reads no JavaScript).
export const TOOLING: string;
export interface WorkspacePackage {
  name: string;
  dir: string;
  dependencies: string[];
  scripts: Record<string, string>;
}
export interface Affected {
  name: string;
  dir: string;
  reason: string;
}
export function workspacePackages(root: string): WorkspacePackage[];
export function affectedPackages(changed: string[], packages: WorkspacePackage[]): Affected[];
