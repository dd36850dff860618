import fs from 'node:fs';
import path from 'node:path';
import { calls } from '../contract/registry';
import { validationEn, validationVi } from '../contract/messages';
import { renderApiDocs } from './render-api-docs';

const docsFile = path.resolve(__dirname, '../../../../docs/api.md');

describe('docs/api.md', () => {
  it('is what the schemas say (run `pnpm docs:api` after changing a call)', () => {
    expect(fs.readFileSync(docsFile, 'utf8')).toBe(renderApiDocs(calls));
  });

  it('describes every call', () => {
    const text = renderApiDocs(calls);
    for (const def of Object.values(calls)) expect(text).toContain(`${def.method} \`${def.path}\``);
  });
});

describe('the contract', () => {
  it('has unique call names and unique method + path pairs', () => {
    const defs = Object.values(calls);
    expect(new Set(defs.map((d) => `${d.method} ${d.path}`)).size).toBe(defs.length);
    expect(Object.keys(calls)).toHaveLength(defs.length);
  });

  it('has a Vietnamese text for every English message and no empty text', () => {
    expect(Object.keys(validationVi).sort()).toEqual(Object.keys(validationEn).sort());
    for (const text of [...Object.values(validationEn), ...Object.values(validationVi)])
      expect(text.trim()).not.toBe('');
  });
});
