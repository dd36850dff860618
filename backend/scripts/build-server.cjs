// `pnpm --filter @shop/backend build`: the backend compiled into build/ (decision 023): server.cjs,
// its SQL migrations and a package.json naming the one package left out of the bundle, better-sqlite3 (native
// code, built for the machine it runs on). Ship the folder and run `npm install --omit=dev` in it once.
const path = require('node:path');
const { bundleServer } = require('@shop/serve/bundle');
const { dependencies } = require('../package.json');

const backend = path.resolve(__dirname, '..');

/** @param {string} outDir */
function buildBackend(outDir) {
  return bundleServer({
    entry: path.join(backend, 'src', 'server.ts'),
    outDir,
    name: 'shop-backend',
    external: { 'better-sqlite3': dependencies['better-sqlite3'] },
    copy: { [path.join(backend, 'src', 'db', 'migrations')]: 'migrations' },
  });
}

if (require.main === module) {
  buildBackend(path.join(backend, 'build')).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { buildBackend };
