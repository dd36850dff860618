// Pages import the client and the descriptors on every page, so neither may bring valibot at run time
// (decision 011). Loading valibot here fails the test; type-only imports are erased and do not count.
jest.mock('valibot', () => {
  throw new Error('valibot was loaded');
});

describe('what pages import from @shop/api', () => {
  it('loads the client and the call descriptors without valibot', async () => {
    await jest.isolateModulesAsync(async () => {
      await expect(import('../index')).resolves.toHaveProperty('createApiClient');
      await expect(import('./index')).resolves.toHaveProperty('getCart');
    });
  });

  it('would notice: the contract itself needs valibot', async () => {
    await jest.isolateModulesAsync(async () => {
      await expect(import('../contract')).rejects.toThrow('valibot was loaded');
    });
  });
});
