// `node shared/serve/bin/publish-build.cjs <build folder> <served folder> [--keep n]`: publishes a build into the
// folder a CDN or nginx serves, keeping the hashed files of the previous builds (see ../static/publish-build.ts).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publishBuild } from '../static/publish-build';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { keep: { type: 'string', default: '2' }, skip: { type: 'string', multiple: true, default: ['monolith'] } },
});
const [build, target] = positionals;
if (!build || !target) {
  console.error('usage: publish-build <build folder> <served folder> [--keep 2] [--skip monolith]');
  process.exit(2);
}
const removed = publishBuild(path.resolve(build), path.resolve(target), {
  keepBuilds: Number(values.keep),
  skip: values.skip,
});
console.log(`published ${build} into ${target}; ${removed.length} files of older builds removed`);
