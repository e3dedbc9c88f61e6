import { parseArgs } from 'node:util';
import { DataDirBusyError, describeHolder, exitOnDataDirError } from './db/data-dir';
import { configuredTarget, openPreparedDatabase } from './db/setup';
import { ADMIN_TOKEN_HEADER } from './http/local-admin';
import { setUserRole } from './modules/accounts/roles';

// Grants or takes back the admin role of an account: `users:admin grant a@b.example` or `users:admin revoke …`.
// No shopper's request can make an admin. When the API runs on the embedded database it holds the data folder's
// lock, so the change is asked of it (its loopback admin route, with the holder file's token); otherwise the
// database (the folder, locked here, or PostgreSQL) is written directly.
const USAGE = 'usage: users:admin <grant|revoke> <email>';

const { positionals } = parseArgs({ allowPositionals: true });
const [step, email] = positionals;
if ((step !== 'grant' && step !== 'revoke') || !email) {
  console.error(USAGE);
  process.exit(2);
}
const role = step === 'grant' ? 'admin' : 'customer';

function fail(message: string): never {
  console.error(`users:admin: ${message}`);
  process.exit(1);
}

async function setHere(): Promise<{ found: boolean; via: string }> {
  const { handle } = await openPreparedDatabase(configuredTarget());
  try {
    return { found: await setUserRole(handle.db, email as string, role), via: 'in the database' };
  } finally {
    await handle.close();
  }
}

async function setThroughApi(error: DataDirBusyError): Promise<{ found: boolean; via: string }> {
  const { holder } = error;
  // Only a running API answers; a script holding the folder (an import, a backup) must finish first.
  if (!holder?.adminUrl || !holder.adminToken) exitOnDataDirError(error);
  const response = await fetch(`${holder.adminUrl}/admin/users/role`, {
    method: 'PUT',
    headers: { [ADMIN_TOKEN_HEADER]: holder.adminToken, 'content-type': 'application/json' },
    body: JSON.stringify({ email, role }),
  }).catch((cause: Error) => fail(`the API (${describeHolder(holder)}) did not answer: ${cause.message}`));
  if (!response.ok) fail(`the API (${describeHolder(holder)}) answered ${response.status}.`);
  const { found } = (await response.json()) as { found: boolean };
  return { found, via: `through the running API (pid ${holder.pid})` };
}

const { found, via } = await setHere().catch((error: unknown) =>
  error instanceof DataDirBusyError ? setThroughApi(error) : exitOnDataDirError(error),
);
if (!found) fail(`no account with the e-mail ${email}`);
console.log(`users:admin: ${email} is ${step === 'grant' ? 'now an admin' : 'no longer an admin'} (${via})`);
