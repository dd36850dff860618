import type { GenericSchema } from 'valibot';
import { getCart } from '../calls/descriptors';
import { ContractError } from '../client/errors';
import { checkWithContract } from './check-data';
import { calls } from './registry';

type Node = Record<string, unknown>;

/** Every schema and action inside a schema: object entries, union options, wrapped, array items, pipes. */
function nodesOf(node: Node, out: Node[] = []): Node[] {
  out.push(node);
  const entries = node.entries && typeof node.entries === 'object' ? Object.values(node.entries) : [];
  const lists = ['options', 'pipe', 'items'].flatMap((key) => (Array.isArray(node[key]) ? node[key] : []));
  const singles = ['wrapped', 'item', 'key', 'value', 'rest'].map((key) => node[key]);
  for (const child of [...entries, ...lists, ...singles]) {
    if (typeof child === 'object' && child !== null && child !== node) nodesOf(child as Node, out);
  }
  return out;
}

describe('checkWithContract', () => {
  it('finds a descriptor’s schema by its name and returns the parsed data', () => {
    const cart = { items: [], selected_total: 0, cart_total: 0 };
    expect(checkWithContract(getCart, cart)).toEqual(cart);
  });

  it('rejects data that breaks the schema, and a call the contract does not know, with a ContractError', () => {
    expect(() => checkWithContract(getCart, { items: 'none' })).toThrow(ContractError);
    expect(() => checkWithContract({ name: 'nothing.here', method: 'GET', path: '/x' }, {})).toThrow(ContractError);
  });
});

describe('the answer schemas', () => {
  // Production builds do not parse answers (decision 011), so a parse must never change what was sent: no
  // transformation (trim, lower case, transform) and no default in any answer schema.
  it.each(Object.values(calls).map((def) => [def.name, def.data] as const))(
    '%s: parsing leaves the data as sent',
    (_name, schema) => {
      const changing = nodesOf(schema as GenericSchema as unknown as Node)
        .filter((node) => node.kind === 'transformation' || ('default' in node && node.default !== undefined))
        .map((node) => String(node.type));
      expect(changing).toEqual([]);
    },
  );
});
