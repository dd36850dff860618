const { afterEach, describe, expect, it } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const zlib = require('node:zlib');
const { precompressDir, precompressFile, PrecompressPlugin } = require('./precompress');

const SCRIPT = `console.log(${JSON.stringify('federated remote '.repeat(300))});\n`;
const dirs = [];

/** @param {Record<string, string>} files */
function folder(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompressFile', () => {
  it('writes brotli at quality 11 and gzip at level 9 beside the file', async () => {
    const dir = folder({ 'main.0a1b2c3d.js': SCRIPT });
    const file = path.join(dir, 'main.0a1b2c3d.js');
    expect(await precompressFile(file)).toEqual([`${file}.br`, `${file}.gz`]);
    const br = fs.readFileSync(`${file}.br`);
    const gz = fs.readFileSync(`${file}.gz`);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(gz).toString()).toBe(SCRIPT);
    // Exactly what the strongest settings give, not a per-request quality.
    const q11 = zlib.brotliCompressSync(SCRIPT, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(SCRIPT),
      },
    });
    expect(br.equals(q11)).toBe(true);
    expect(gz.length).toBe(zlib.gzipSync(SCRIPT, { level: 9 }).length);
  });
});

describe('precompressDir', () => {
  it('compresses text files of 1 KiB or more, never source maps, small files or binaries', async () => {
    const dir = folder({
      'a.11111111.js': SCRIPT,
      'a.11111111.js.map': SCRIPT,
      'index.html': `<!doctype html>${'<p>shop</p>'.repeat(200)}`,
      'mf-manifest.json': JSON.stringify({ name: 'mf_demo', pad: 'x'.repeat(2000) }),
      'tiny.22222222.js': 'console.log(1);',
      'assets/logo.33333333.png': 'p'.repeat(4000),
      'monolith/main.44444444.js': SCRIPT,
    });
    await precompressDir(dir, { skip: ['monolith'] });
    const written = fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((name) => /\.(br|gz)$/.test(name))
      .sort();
    expect(written).toEqual([
      'a.11111111.js.br',
      'a.11111111.js.gz',
      'index.html.br',
      'index.html.gz',
      'mf-manifest.json.br',
      'mf-manifest.json.gz',
    ]);
  });

  it('rewrites the siblings of a file edited after the build, and leaves fresh ones alone', async () => {
    const dir = folder({ 'remoteEntry.js': SCRIPT, 'b.55555555.js': SCRIPT });
    await precompressDir(dir);
    const edited = SCRIPT.replace('federated', 'redeployed');
    const entry = path.join(dir, 'remoteEntry.js');
    fs.writeFileSync(entry, edited);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(entry, later, later);
    const redone = await precompressDir(dir);
    expect(redone).toEqual([entry]);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${entry}.br`)).toString()).toBe(edited);
    expect(zlib.gunzipSync(fs.readFileSync(`${entry}.gz`)).toString()).toBe(edited);
  });
});

describe('PrecompressPlugin', () => {
  it('precompresses what a build emitted, once it is written', async () => {
    const dir = folder({ 'src/index.js': SCRIPT });
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist'), filename: 'main.[contenthash:8].js' },
      plugins: [new PrecompressPlugin()],
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats?.hasErrors()).toBe(false);
    const files = fs.readdirSync(path.join(dir, 'dist'));
    const main = files.find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name));
    expect(main).toBeDefined();
    expect(files).toEqual(expect.arrayContaining([`${main}.br`, `${main}.gz`]));
    const code = fs.readFileSync(path.join(dir, 'dist', String(main)));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'dist', `${main}.br`))).equals(code)).toBe(true);
    // A real webpack build: room for a busy machine.
  }, 60_000);
});
