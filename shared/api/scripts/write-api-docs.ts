// Writes docs/api.md from the contract (`pnpm docs:api`).
import fs from 'node:fs';
import path from 'node:path';
import { calls } from '../src/contract/registry';
import { renderApiDocs } from '../src/docs/render-api-docs';

const target = path.resolve(__dirname, '../../../docs/api.md');
fs.writeFileSync(target, renderApiDocs(calls));
console.log(`wrote ${path.relative(process.cwd(), target)} (${Object.keys(calls).length} calls)`);
