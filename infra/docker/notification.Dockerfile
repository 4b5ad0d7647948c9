# syntax=docker/dockerfile:1.7
# The notification service. One image, three commands:
#   API (default):   node --import tsx services/notification/src/main.ts
#   worker:          node --import tsx services/notification/src/worker.ts
#   migrations:      npx prisma migrate deploy   (working dir services/notification)
# Build: docker compose build, or
#   docker build -f infra/docker/node-base.Dockerfile -t wellness/node-base .
#   docker build --build-context node-base=docker-image://wellness/node-base -f infra/docker/notification.Dockerfile -t wellness/notification .
FROM node-base
USER node
# Few malloc arenas: libvips' threads (message images) otherwise leave memory behind in many.
ENV PORT=4004 MALLOC_ARENA_MAX=2
EXPOSE 4004
CMD ["node", "--import", "tsx", "services/notification/src/main.ts"]
