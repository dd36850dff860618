import type { CallDef } from '../contract/define-call';
import { callModules, isCallDef } from '../contract/registry';

const HEADER = `// Generated from the contract by \`pnpm --filter @shop/api generate\`: edit the calls in src/contract/calls, then
// run it. descriptors.test.ts fails while this file is out of date.
//
// The descriptors pages call the API with: where each call goes and how its input travels, typed by the contract,
// without its schemas (decision 011). A table, one call a line, left as written (.prettierignore). Each is an
// object literal of its own: webpack then writes it in place of its export (about 600 B gzip less on every first
// load than the same table read from JSON and destructured).
import type * as contract from '../contract';
import type { CallOf } from './api-call';

export type * from '../contract';
`;

/** The client's part of a definition, as an object literal: no schemas, no docs. */
function descriptorOf(def: CallDef): string {
  const fields = [`name: '${def.name}'`, `method: '${def.method}'`, `path: '${def.path}'`];
  if (def.files) fields.push(`files: ${JSON.stringify(def.files)}`);
  if (def.sameForEveryone) fields.push('sameForEveryone: true');
  return `{ ${fields.join(', ')} }`;
}

/** The text of descriptors.ts: one typed constant per call of the contract, under its export name, by area. */
export function renderDescriptors(): string {
  const sections = Object.entries(callModules).map(([area, mod]) => {
    const lines = Object.entries(mod as Record<string, unknown>)
      .filter((entry): entry is [string, CallDef] => isCallDef(entry[1]))
      .map(
        ([exportName, def]) =>
          `export const ${exportName}: CallOf<typeof contract.${exportName}> = ${descriptorOf(def)};`,
      );
    return `\n// ${area}\n${lines.join('\n')}\n`;
  });
  return HEADER + sections.join('');
}
