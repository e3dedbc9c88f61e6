import { parseArgs } from 'node:util';
import { configuredTarget, openPreparedDatabase } from './db/setup';
import { setUserRole } from './modules/accounts/roles';

// Grants or takes back the admin role of an account: `users:admin grant a@b.example` or `users:admin revoke …`.
// It writes the database itself (no HTTP route can make an admin), so on the embedded database it needs the data
// folder's lock: stop the API first, or run it against PostgreSQL (DATABASE_URL).
const USAGE = 'usage: users:admin <grant|revoke> <email>';

const { positionals } = parseArgs({ allowPositionals: true });
const [step, email] = positionals;
if ((step !== 'grant' && step !== 'revoke') || !email) {
  console.error(USAGE);
  process.exit(2);
}

const { handle } = await openPreparedDatabase(configuredTarget());
try {
  if (await setUserRole(handle.db, email, step === 'grant' ? 'admin' : 'customer')) {
    console.log(`users:admin: ${email} is ${step === 'grant' ? 'now an admin' : 'no longer an admin'}`);
  } else {
    console.error(`users:admin: no account with the e-mail ${email}`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
