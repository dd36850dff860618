// Writes src/calls/descriptors.ts from the contract (`pnpm --filter @shop/api generate`).
import fs from 'node:fs';
import path from 'node:path';
import { renderDescriptors } from '../src/calls/render-descriptors';

const file = path.resolve(__dirname, '../src/calls/descriptors.ts');
fs.writeFileSync(file, renderDescriptors());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
