#!/usr/bin/env bash
# Writes the first migration of a service from its schema: services/kit/prisma/new-migration.sh <svc> <name>
# (later migrations: prisma migrate diff --from-migrations ... --to-schema-datamodel ...).
set -euo pipefail
svc=$1 name=$2
dir="services/$svc/prisma/migrations/$(date -u +%Y%m%d%H%M%S)_$name"
mkdir -p "$dir"
(cd "services/$svc" && DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres} npx prisma migrate diff --from-empty \
  --to-schema-datamodel prisma/schema.prisma --script) | grep -v '^Loaded Prisma config' > "$dir/migration.sql"
printf 'provider = "postgresql"\n' > "services/$svc/prisma/migrations/migration_lock.toml"
echo "$dir/migration.sql"
