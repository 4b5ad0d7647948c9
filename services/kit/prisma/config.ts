import { defineConfig } from 'prisma/config';
// The 7.x pg adapter reads Postgres `name` columns during migrate; the 6.x one cannot (prisma/orm#27403).
import { PrismaPg } from 'prisma-migrate-adapter';

/** Prisma CLI config shared by every service: the WASM schema engine on the pg driver adapter. */
export function servicePrismaConfig() {
  return defineConfig({
    schema: 'prisma/schema.prisma',
    experimental: { adapter: true },
    engine: 'js',
    async adapter() {
      return new PrismaPg({ connectionString: process.env.DATABASE_URL });
    },
  });
}
