import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema and applied at API start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
