// The store's "sent" mail (password reset links), from a terminal, on the database the backend uses (SHOP_DB):
//   pnpm --filter @shop/backend outbox [-- <email>]
// The way to read a reset mail when the development endpoints are off (as with `pnpm start`).
import { readOutbox } from '../dev/outbox';
import { withBackendDatabase } from './backend-database';

function main(): number {
  const argv = process.argv.slice(2);
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  if (args.length > 1) {
    console.error('usage: outbox [<email>]');
    return 2;
  }
  return withBackendDatabase((db) => {
    const messages = readOutbox(db, args[0], 10);
    if (messages.length === 0) console.log(args[0] ? `no mail to ${args[0]}` : 'no mail sent yet');
    for (const mail of messages) {
      console.log(`${mail.created_at}  to ${mail.to_email}: ${mail.subject}`);
      if (mail.link) console.log(`  ${mail.link}`);
    }
    return 0;
  });
}

process.exitCode = main();
