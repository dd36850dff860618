import { expect, test } from '../support/fixtures';
import { deploymentDocWithExample, readDeploymentDoc } from '../support/nginx-example';

// The nginx configuration docs/deployment.md gives an operator is the one the journeys run, with an environment's
// addresses: written from the same function, so it cannot drift from what is proven.
test('docs/deployment.md shows the nginx configuration the journeys run', () => {
  const doc = readDeploymentDoc();
  expect(doc, 'run `pnpm --filter @shop/e2e nginx:example`').toBe(deploymentDocWithExample(doc));
  expect(doc).toContain('listen 0.0.0.0:8081;');
  expect(doc).toContain('"https://shop.example" $http_origin;');
});
