# syntax=docker/dockerfile:1.7
# Shared base of every image: Node 20, all workspace dependencies, the source and the generated
# Prisma clients. Built once (compose service `node-base`); the per-deployable Dockerfiles start FROM it.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV CHECKPOINT_DISABLE=1 PRISMA_HIDE_UPDATE_MESSAGE=1 NPM_CONFIG_UPDATE_NOTIFIER=false
# Manifests first, so the dependency layer is reused until one of them changes.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/ui/package.json packages/ui/
COPY services/kit/package.json services/kit/
COPY services/gateway/package.json services/gateway/
COPY services/auth/package.json services/auth/
COPY services/crm/package.json services/crm/
COPY services/checkin/package.json services/checkin/
COPY services/notification/package.json services/notification/
COPY infra/package.json infra/
COPY shell/package.json shell/
COPY mf-marketing/package.json mf-marketing/
COPY mf-coach/package.json mf-coach/
COPY mf-client/package.json mf-client/
COPY mf-nutritionist/package.json mf-nutritionist/
COPY e2e/package.json e2e/
# `npm install`, not `npm ci`: package-lock.json lacks other platforms' builds of optional native
# packages (our registry does not have them), which `npm ci` refuses; see infra/bootstrap.mjs.
RUN npm install --no-audit --no-fund

FROM deps AS node-base
COPY . .
# `prisma generate` needs a syntactically valid URL, not a live database.
RUN for svc in auth crm checkin notification; do \
      if [ -f services/$svc/prisma/schema.prisma ]; then \
        (cd services/$svc && DATABASE_URL=postgresql://build:build@localhost:5432/build npx prisma generate) || exit 1; \
      fi; \
    done
# Services run as `node`; the local-disk file store lives under /app/.data (mount a volume there).
RUN mkdir -p /app/.data && chown node:node /app/.data
ENV NODE_ENV=production
