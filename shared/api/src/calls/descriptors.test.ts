import fs from 'node:fs';
import path from 'node:path';
import * as contract from '../contract';
import { calls } from '../contract/registry';
import * as descriptors from './descriptors';
import { renderDescriptors } from './render-descriptors';

describe('the call descriptors', () => {
  it('are what the contract generates', () => {
    if (fs.readFileSync(path.join(__dirname, 'descriptors.ts'), 'utf8') !== renderDescriptors())
      throw new Error(
        'src/calls/descriptors.ts is out of date with the contract: run `pnpm --filter @shop/api generate`',
      );
  });

  it('describe every call of the contract under its export name, with its route and upload fields', () => {
    const described = Object.entries(descriptors as Record<string, unknown>);
    expect(described.map(([, value]) => (value as { name: string }).name).sort()).toEqual(Object.keys(calls).sort());
    for (const [exportName, descriptor] of described) {
      const def = (contract as Record<string, unknown>)[exportName] as contract.CallDef;
      expect(descriptor).toEqual({
        name: def.name,
        method: def.method,
        path: def.path,
        ...(def.files ? { files: def.files } : {}),
        ...(def.sameForEveryone ? { sameForEveryone: true } : {}),
      });
    }
  });
});
