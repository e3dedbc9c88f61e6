import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; both engines apply the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
