import { defineConfig } from 'drizzle-kit';

// drizzle-kit is used to generate migrations only; they are applied by src/db/migrate.ts at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
