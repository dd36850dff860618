import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { deploymentDocWithExample, EXAMPLE_TOPOLOGY, readDeploymentDoc } from '../support/nginx-example';
import { findNginx, nginxInstallCheck } from '../support/nginx-install';

// The nginx configuration docs/deployment.md gives an operator is the one the journeys run, with an environment's
// addresses: written from the same function, so it cannot drift from what is proven.
test('docs/deployment.md shows the nginx configuration the journeys run', () => {
  const doc = readDeploymentDoc();
  expect(doc, 'run `pnpm --filter @shop/e2e nginx:example`').toBe(deploymentDocWithExample(doc));
  expect(doc).toContain('listen 0.0.0.0:8081;');
  expect(doc).toContain('"https://shop.example" $http_origin;');
});

// An operator copies the block and starts nginx with its prefix as the only folder made (decision 057): nothing
// else it names has to be made first. Checked with `nginx -t`, which makes the folders a start makes.
test("the docs' nginx starts as written, in an empty prefix folder", () => {
  const missing = nginxInstallCheck();
  test.skip(missing !== null, missing ?? '');
  const block = /```nginx\n([\s\S]*?)\n```/.exec(readDeploymentDoc())?.[1];
  expect(block, 'docs/deployment.md has its nginx block').toBeDefined();
  const prefix = mkdtempSync(path.join(tmpdir(), 'shop-nginx-doc-'));
  try {
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(conf, block!.replaceAll(EXAMPLE_TOPOLOGY.prefix, prefix));
    const checked = spawnSync(
      findNginx().binary!,
      ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-t'],
      {
        encoding: 'utf8',
      },
    );
    expect(checked.stderr).toContain('test is successful');
    expect(checked.status).toBe(0);
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
});
