import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { CallDef } from '../contract/define-call';
import { callModules, isCallDef } from '../contract/registry';
import type { ApiCall } from './api-call';

const HEADER = `// Generated from the contract by \`pnpm --filter @shop/api generate\`: edit the calls in src/contract/calls, then
// run it. descriptors.test.ts fails while this file or descriptors.json is out of date.
//
// The descriptors pages call the API with: where each call goes and how its input travels, typed by the contract,
// without its schemas (decision 011). They are plain data (descriptors.json); this module only gives each its
// call's types and exports it under the call's name.
import type * as contract from '../contract';
import type { ApiCall, CallOf } from './api-call';
import table from './descriptors.json';

export type * from '../contract';

type Contract = typeof contract;

// A cast, not a check: JSON's types are wide (a method is any string) and carry no input or data types. It is safe
// because descriptors.test.ts compares every entry with the contract's call of the same name.
const descriptors = table as {
  [K in keyof typeof table & keyof Contract]: CallOf<Extract<Contract[K], ApiCall>>;
};
`;

/** The client's part of a definition: no schemas, no docs. */
function descriptorOf(def: CallDef): ApiCall {
  const { name, method, path, files, sameForEveryone } = def;
  return { name, method, path, ...(files ? { files } : {}), ...(sameForEveryone ? { sameForEveryone } : {}) };
}

/**
 * The generated files, by name: descriptors.json, the client's part of every call of the contract under its export
 * name (by area, as the registry lists them), and descriptors.ts, which types them and exports them by name (in
 * alphabetical order, as import lists are).
 */
export function renderDescriptors(dir: string): Record<string, string> {
  const table: Record<string, ApiCall> = {};
  for (const mod of Object.values(callModules)) {
    for (const [exportName, value] of Object.entries(mod)) {
      if (isCallDef(value)) table[exportName] = descriptorOf(value);
    }
  }
  const names = Object.keys(table).sort((a, b) => a.localeCompare(b));
  const module = `${HEADER}\nexport const { ${names.join(', ')} } = descriptors;\n`;
  return {
    'descriptors.json': formatted(JSON.stringify(table), join(dir, 'descriptors.json')),
    'descriptors.ts': formatted(module, join(dir, 'descriptors.ts')),
  };
}

/**
 * The text as the repository's prettier settings write it, so the generated files pass the format check. Run as
 * its own process: prettier's API loads its plugins as ES modules, which jest's module system does not.
 */
function formatted(text: string, file: string): string {
  const cli = require.resolve('prettier/bin/prettier.cjs');
  return execFileSync(process.execPath, [cli, '--stdin-filepath', file], { input: text, encoding: 'utf8' });
}
