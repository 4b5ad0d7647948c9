# syntax=docker/dockerfile:1.7
# The crm service. One image, three commands:
#   API (default):   node --import tsx services/crm/src/main.ts
#   worker:          node --import tsx services/crm/src/worker.ts
#   migrations:      npx prisma migrate deploy   (working dir services/crm)
# Build: docker compose build, or
#   docker build -f infra/docker/node-base.Dockerfile -t wellness/node-base .
#   docker build --build-context node-base=docker-image://wellness/node-base -f infra/docker/crm.Dockerfile -t wellness/crm .
FROM node-base
USER node
ENV PORT=4002
EXPOSE 4002
CMD ["node", "--import", "tsx", "services/crm/src/main.ts"]
