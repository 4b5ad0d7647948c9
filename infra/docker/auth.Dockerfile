# syntax=docker/dockerfile:1.7
# The auth service. One image, three commands:
#   API (default):   node --import tsx services/auth/src/main.ts
#   worker:          node --import tsx services/auth/src/worker.ts
#   migrations:      npx prisma migrate deploy   (working dir services/auth)
# Build: docker compose build, or
#   docker build -f infra/docker/node-base.Dockerfile -t wellness/node-base .
#   docker build --build-context node-base=docker-image://wellness/node-base -f infra/docker/auth.Dockerfile -t wellness/auth .
FROM node-base
USER node
ENV PORT=4001
EXPOSE 4001
CMD ["node", "--import", "tsx", "services/auth/src/main.ts"]
