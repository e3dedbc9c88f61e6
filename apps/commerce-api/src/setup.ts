import { DEFAULT_SHOP_URL } from './config';
import { exitOnDataDirError } from './db/data-dir';
import { configuredTarget, openPreparedDatabase } from './db/setup';
import { authSecret, createAuth } from './modules/accounts/auth';
import { ensureFirstAdmin } from './modules/accounts/first-admin';

// `db:setup`: migrate and seed (both idempotent), then exit. The server does the same on start. With ADMIN_EMAIL
// and ADMIN_PASSWORD it also makes sure that admin account exists (a fresh install's first admin).
const started = Date.now();
const { handle, seed } = await openPreparedDatabase(configuredTarget()).catch(exitOnDataDirError);
try {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = process.env;
  if (email && password) {
    const auth = createAuth(handle.db, {
      shopUrl: process.env.SHOP_URL || DEFAULT_SHOP_URL,
      secret: authSecret(),
    });
    await ensureFirstAdmin(handle.db, auth, email, password);
    console.log(`fitkit commerce-api: ${email} is an admin`);
  }
} finally {
  await handle.close();
}
const detail = seed.counts
  ? ` (${Object.entries(seed.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`
  : '';
console.log(
  `fitkit commerce-api: database ready, seed ${seed.version} ${seed.status}${detail} in ${Date.now() - started} ms`,
);
