# syntax=docker/dockerfile:1.7
# The gateway: serves the production builds of the shell and the four remotes and proxies /api/*.
# Build: docker compose build, or
#   docker build -f infra/docker/node-base.Dockerfile -t wellness/node-base .
#   docker build --build-context node-base=docker-image://wellness/node-base -f infra/docker/gateway.Dockerfile -t wellness/gateway .
FROM node-base AS frontends
RUN npm run build -w shell -w mf-marketing -w mf-coach -w mf-client -w mf-nutritionist

FROM node-base
COPY --from=frontends /app/shell/dist shell/dist
COPY --from=frontends /app/mf-marketing/dist mf-marketing/dist
COPY --from=frontends /app/mf-coach/dist mf-coach/dist
COPY --from=frontends /app/mf-client/dist mf-client/dist
COPY --from=frontends /app/mf-nutritionist/dist mf-nutritionist/dist
USER node
ENV PORT=8080 STATIC_ROOT=/app
EXPOSE 8080
CMD ["node", "--import", "tsx", "services/gateway/src/main.ts"]
