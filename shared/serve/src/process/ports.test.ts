import { appPort, builtRemoteName, localOrigin, portEnvName, PORTS, REMOTE_APPS } from './ports';
import { DEFAULT_REMOTES, loadRuntimeConfig } from '../runtime-config/runtime-config';
import { shellOrigins } from '../static/shell-origins';
import { tempDist } from '../testing/fixtures';

const manifest = (name: string) => JSON.stringify({ id: name, name, metaData: { name } });

describe('the port table', () => {
  it('gives every app its own port', () => {
    const ports = Object.values(PORTS);
    expect(new Set(ports).size).toBe(ports.length);
    expect(REMOTE_APPS).toEqual(['mf_catalog', 'mf_checkout', 'mf_account', 'mf_aftersales', 'mf_publish']);
  });

  it('is what the shell defaults to for every remote, and what a remote allows as the shell', () => {
    for (const name of REMOTE_APPS) expect(DEFAULT_REMOTES[name]).toBe(`${localOrigin(name)}/mf-manifest.json`);
    expect(shellOrigins({})).toContain(`http://127.0.0.1:${PORTS.shell}`);
  });

  it("is overridden by --port, then PORT, then the app's own variable", () => {
    expect(appPort('mf_checkout', undefined, {})).toBe(PORTS.mf_checkout);
    expect(appPort('mf_checkout', undefined, { MF_CHECKOUT_PORT: '4300' })).toBe(4300);
    expect(appPort('mf_checkout', undefined, { PORT: '4100', MF_CHECKOUT_PORT: '4300' })).toBe(4100);
    expect(appPort('mf_checkout', '4200', { PORT: '4100' })).toBe(4200);
    expect(() => appPort('mf_checkout', 'x', {})).toThrow(/not a port/);
  });

  it('names one variable per app, the backend keeping API_PORT', () => {
    expect(portEnvName('shell')).toBe('SHELL_PORT');
    expect(portEnvName('mf_aftersales')).toBe('MF_AFTERSALES_PORT');
    expect(portEnvName('backend')).toBe('API_PORT');
  });

  it('moves the defaults that name an app with its variable', () => {
    const env = { SHELL_PORT: '8000', MF_CATALOG_PORT: '8001', API_PORT: '8100' };
    expect(localOrigin('backend', env)).toBe('http://127.0.0.1:8100');
    expect(loadRuntimeConfig(env).remotes.mf_catalog).toBe('http://127.0.0.1:8001/mf-manifest.json');
    expect(loadRuntimeConfig(env).remotes.mf_checkout).toBe(DEFAULT_REMOTES.mf_checkout);
    expect(shellOrigins(env)).toContain('http://127.0.0.1:8000');
  });

  it('names the table when an app is missing from it', () => {
    expect(() => appPort('mf_unknown', undefined, {})).toThrow(/shared\/serve\/src\/ports\.ts/);
  });

  it("knows a remote's build by the name in its manifest", () => {
    const dist = tempDist({ 'mf-manifest.json': manifest('mf_checkout') });
    try {
      expect(builtRemoteName(dist.dir)).toBe('mf_checkout');
    } finally {
      dist.remove();
    }
  });
});
