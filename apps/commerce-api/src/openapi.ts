import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp, openApiText } from './app';
import { openDatabase } from './db/client';

// Routes never touch the database while the document is generated, so an empty in-memory one suffices.
const handle = await openDatabase({ memory: true });
const app = await buildApp({ db: handle.db });
const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
writeFileSync(target, openApiText(app));
await app.close();
await handle.close();
console.log(`wrote ${target}`);
