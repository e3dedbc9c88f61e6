import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { users } from './db/schema';
import { configuredTarget, openPreparedDatabase } from './db/setup';

// Grants or takes back the admin role of an account: `users:admin grant a@b.example` or `users:admin revoke …`.
// It writes the database itself (no HTTP route can make an admin), so on the embedded database it waits for the
// data folder's lock: stop the API first, or run it against PostgreSQL (DATABASE_URL).
const USAGE = 'usage: users:admin <grant|revoke> <email>';

const { positionals } = parseArgs({ allowPositionals: true });
const [step, email] = positionals;
if ((step !== 'grant' && step !== 'revoke') || !email) {
  console.error(USAGE);
  process.exit(2);
}

const { handle } = await openPreparedDatabase(configuredTarget());
try {
  const changed = await handle.db
    .update(users)
    .set({ role: step === 'grant' ? 'admin' : 'customer', updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  if (changed.length === 0) {
    console.error(`users:admin: no account with the e-mail ${email}`);
    process.exitCode = 1;
  } else {
    console.log(`users:admin: ${email} is ${step === 'grant' ? 'now an admin' : 'no longer an admin'}`);
  }
} finally {
  await handle.close();
}
