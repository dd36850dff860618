// Writes src/calls/descriptors.ts from the contract (`pnpm --filter @shop/api generate`).
import fs from 'node:fs';
import path from 'node:path';
import { renderDescriptors } from '../src/calls/render-descriptors';

const target = path.resolve(__dirname, '../src/calls/descriptors.ts');
fs.writeFileSync(target, renderDescriptors(target));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
