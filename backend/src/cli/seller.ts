// The seller's side of an after-sales request, from a terminal, on the database the backend uses (SHOP_DB):
//   pnpm --filter @shop/backend seller -- <request id> approve [--amount <minor units>] [--text "<note>"]
//   pnpm --filter @shop/backend seller -- <request id> reject [--text "<reason>"]
//   pnpm --filter @shop/backend seller -- <request id> counter --amount <minor units> [--text "<note>"]
import { parseArgs } from 'node:util';
import { ApiFailure } from '../http/api-failure';
import { applySellerAction, parseSellerAction } from '../modules/after-sales/seller-actions';
import { withBackendDatabase } from './backend-database';

const USAGE = 'usage: seller <request id> approve|reject|counter [--amount <minor units>] [--text "<note>"]';

function main(): number {
  // `pnpm ... seller -- args` may pass the separator through.
  const argv = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: { amount: { type: 'string' }, text: { type: 'string' } },
    allowPositionals: true,
  });
  const [id, action] = positionals;
  if (!id || !action || positionals.length > 2) {
    console.error(USAGE);
    return 2;
  }
  return withBackendDatabase((db) => {
    try {
      const result = applySellerAction(
        db,
        parseSellerAction({
          id: Number(id),
          action,
          ...(values.amount === undefined ? {} : { amount: Number(values.amount) }),
          ...(values.text === undefined ? {} : { text: values.text }),
        }),
      );
      console.log(`after-sales request ${result.id} is now ${result.status}`);
      return 0;
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      console.error(`refused (${error.code} ${error.key}): ${error.message}`, error.data.errors ?? '');
      if (error.key === 'invalid_value') console.error(USAGE);
      return 1;
    }
  });
}

process.exitCode = main();
