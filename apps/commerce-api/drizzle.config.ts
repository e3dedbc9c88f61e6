import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; both engines apply the same files.
export default defineConfig({
  dialect: 'postgresql',
  // One file per area under tables/ beside the original schema, so parallel work on new areas does not collide.
  schema: ['./src/db/schema.ts', './src/db/tables/*.ts'],
  out: './drizzle',
});
