// Writes src/calls/descriptors.json and descriptors.ts from the contract (`pnpm --filter @shop/api generate`).
import fs from 'node:fs';
import path from 'node:path';
import { renderDescriptors } from '../src/calls/render-descriptors';

const dir = path.resolve(__dirname, '../src/calls');
for (const [file, text] of Object.entries(renderDescriptors(dir))) {
  fs.writeFileSync(path.join(dir, file), text);
  console.log(`wrote ${path.relative(process.cwd(), path.join(dir, file))}`);
}
