// Signs a developer override (decision 065): `pnpm --filter @shop/serve dev-override -- <remote> <origin>
// [--hours 4] [--secret-file <file>] [--store <origin>]`. The store's secret comes from SHOP_DEV_OVERRIDE_SECRET, or
// the file named; the token and the address where a browser takes it are printed.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SettingError } from '../process/setting-error';
import {
  devOverrideSecretFrom,
  DEV_OVERRIDE_MAX_MS,
  DEV_OVERRIDE_SECRET_ENV,
  signDevOverride,
} from '../runtime-config/dev-override';
import { publicOriginFrom } from '../seo/public-origin';
import { PREVIEW_ENTRY_PATH } from '../page/preview-entry';

const USAGE = 'usage: dev-override <remote> <origin> [--hours 1-12] [--secret-file <file>] [--store <origin>]';

function main(): void {
  // `pnpm … dev-override -- <args>` passes the `--` on; it ends nothing here.
  const args = process.argv.slice(2).filter((arg, index) => index > 0 || arg !== '--');
  const { values, positionals } = parseArgs({
    args,
    options: {
      hours: { type: 'string', default: '4' },
      'secret-file': { type: 'string' },
      store: { type: 'string' },
    },
    allowPositionals: true,
  });
  const [remote, origin] = positionals;
  if (!remote || !origin || positionals.length !== 2) throw new SettingError(USAGE);
  const hours = Number(values.hours);
  if (!(hours > 0 && hours * 3_600_000 <= DEV_OVERRIDE_MAX_MS))
    throw new SettingError(`--hours: from 0 to 12, not ${values.hours}`);
  const file = values['secret-file'];
  const secret = devOverrideSecretFrom(
    file ? { [DEV_OVERRIDE_SECRET_ENV]: readFileSync(file, 'utf8').trim() } : process.env,
  );
  if (!secret)
    throw new SettingError(`${DEV_OVERRIDE_SECRET_ENV} (or --secret-file) is required: the store's own secret`);
  const now = Date.now();
  const until = now + Math.floor(hours * 3_600_000);
  let token: string;
  try {
    token = signDevOverride(secret, { remote, origin, until }, now);
  } catch {
    throw new SettingError(
      `${remote} ${origin}: a remote's federation name (mf_catalog) and an origin (http://host:port) only`,
    );
  }
  const store = publicOriginFrom(values.store ?? process.env.SHOP_PUBLIC_URL);
  console.log(token);
  console.log(
    `until ${new Date(until).toISOString()}: paste it on ${store ?? '<the store>'}${PREVIEW_ENTRY_PATH}; start the dev server with SHELL_ORIGIN=${store ?? '<the store>'}`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof SettingError ? error.message : error);
  process.exit(1);
}
