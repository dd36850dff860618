import { qaSettingsFrom } from './qa-settings';

describe("QA's gate's settings", () => {
  it('reads the remotes that need a verdict, every remote, or none', () => {
    expect(qaSettingsFrom({ RELEASE_QA_REQUIRED: 'mf_catalog, mf_checkout' }).qaRequired).toEqual([
      'mf_catalog',
      'mf_checkout',
    ]);
    expect(qaSettingsFrom({ RELEASE_QA_REQUIRED: '*' }).qaRequired).toBe('*');
    expect(qaSettingsFrom({})).toEqual({ qaRequired: [] });
  });

  it('stops the start on a bad value, naming it', () => {
    expect(() => qaSettingsFrom({ RELEASE_QA_REQUIRED: 'mf-catalog' })).toThrow(
      'RELEASE_QA_REQUIRED must be "*" or a comma list of remotes (mf_catalog,…), not "mf-catalog"',
    );
    expect(() => qaSettingsFrom({ RELEASE_QA_COMMAND: 'pnpm e2e' })).toThrow(
      'RELEASE_QA_COMMAND needs RELEASE_STORE_URL',
    );
    expect(() => qaSettingsFrom({ RELEASE_QA_TIMEOUT_S: '10m' })).toThrow(/RELEASE_QA_TIMEOUT_S/);
  });

  it('runs the command against the store, for 30 minutes unless told', () => {
    expect(qaSettingsFrom({ RELEASE_QA_COMMAND: 'pnpm e2e', RELEASE_STORE_URL: 'https://shop.example/' })).toEqual({
      qaRequired: [],
      qaCommand: { command: 'pnpm e2e', store: 'https://shop.example', timeoutS: 1800 },
    });
  });
});
