import fs from 'node:fs';
import path from 'node:path';
import type { GenericSchema } from 'valibot';
import * as contract from '../contract';
import type { CallDef } from '../contract/define-call';
import { validationEn, validationVi } from '../contract/messages';
import { calls } from '../contract/registry';
import { renderApiDocs } from './render-api-docs';

const docsFile = path.resolve(__dirname, '../../../../docs/api.md');
const defs = Object.values(calls);

const isCallDef = (value: unknown): value is CallDef =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'data' in value;

/** Every call the contract exports, whether or not the registry lists it (the registry keys by name). */
const exported = [...new Set(Object.values(contract as Record<string, unknown>).filter(isCallDef))];

/** The section of one call in the rendered text. */
function sectionOf(text: string, def: CallDef): string {
  const start = text.indexOf(`### \`${def.name}\` — ${def.method} \`${def.path}\``);
  const next = text.slice(start + 1).search(/\n##+ /);
  return next === -1 ? text.slice(start) : text.slice(start, start + 1 + next);
}

type Node = Record<string, unknown>;

/** Child schemas and actions of a valibot schema: object entries, union options, wrapped, array items, pipe. */
function childrenOf(node: Node): unknown[] {
  const entries = node.entries && typeof node.entries === 'object' ? Object.values(node.entries) : [];
  const lists = ['options', 'pipe', 'items'].flatMap((key) => (Array.isArray(node[key]) ? node[key] : []));
  const singles = ['wrapped', 'item', 'key', 'value', 'rest'].map((key) => node[key]);
  return [...entries, ...lists, ...singles].filter((child) => typeof child === 'object' && child !== null);
}

/** Message texts a schema carries (`M.key`), anywhere inside it. */
function messagesOf(schema: unknown, out = new Set<string>()): Set<string> {
  const node = schema as Node;
  if (typeof node.message === 'string') out.add(node.message);
  for (const child of childrenOf(node)) messagesOf(child, out);
  return out;
}

/** Top-level input field names, straight from the valibot schema (objects, pipes of objects, unions of them). */
function inputKeys(schema: unknown): string[] {
  const node = schema as Node;
  if (node.entries && typeof node.entries === 'object') return Object.keys(node.entries);
  if (Array.isArray(node.options)) return node.options.flatMap(inputKeys);
  if (node.wrapped) return inputKeys(node.wrapped);
  return [];
}

describe('docs/api.md', () => {
  const text = renderApiDocs(calls);

  it('is what the schemas say', () => {
    const written = fs.existsSync(docsFile) ? fs.readFileSync(docsFile, 'utf8') : '';
    if (written !== text) throw new Error('docs/api.md is out of date with the contract: run `pnpm docs:api`');
  });

  it('describes every call of the registry, with each of its input fields and upload fields', () => {
    for (const def of defs) {
      const section = sectionOf(text, def);
      expect(section).toContain(`### \`${def.name}\` — ${def.method} \`${def.path}\``);
      for (const key of [...inputKeys(def.input), ...Object.keys(def.files ?? {})]) {
        expect({ call: def.name, field: key, found: section.includes(`| \`${key}\` |`) }).toEqual({
          call: def.name,
          field: key,
          found: true,
        });
      }
    }
  });

  it('lists the common errors that apply: 419 on POST calls only', () => {
    for (const def of defs) {
      expect({ call: def.name, csrf: /common: .*`419`/.test(sectionOf(text, def)) }).toEqual({
        call: def.name,
        csrf: def.method === 'POST',
      });
    }
  });
});

describe('the contract', () => {
  it('registers every call it exports', () => {
    expect(exported.map((def) => def.name).sort()).toEqual(Object.keys(calls).sort());
    for (const def of exported) expect(calls[def.name]).toBe(def);
  });

  it('has unique call names and unique method + path pairs', () => {
    const names = exported.map((def) => def.name);
    const routes = exported.map((def) => `${def.method} ${def.path}`);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('names calls `<domain>.<action>`', () => {
    for (const def of exported) expect(def.name).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/);
  });

  it('has a Vietnamese text for every English message and no empty text', () => {
    expect(Object.keys(validationVi).sort()).toEqual(Object.keys(validationEn).sort());
    for (const [key, text] of [...Object.entries(validationEn), ...Object.entries(validationVi)])
      expect({ key, text: text.trim() === '' ? 'empty' : 'ok' }).toEqual({ key, text: 'ok' });
  });

  it('uses only message keys that have texts', () => {
    const unknown = exported.flatMap((def) =>
      [...messagesOf(def.input as GenericSchema), ...messagesOf(def.data as GenericSchema)]
        .filter((message) => !(message in validationEn))
        .map((message) => `${def.name}: ${message}`),
    );
    expect(unknown).toEqual([]);
  });
});
