# The API and the background worker: one image, two commands (docker-compose.yml).
#   docker build -f deploy/api.Dockerfile -t recruiting-platform/api .
#   API:     node --enable-source-maps api/dist/main.js     (the default command)
#   worker:  node --enable-source-maps api/dist/worker.js
#   schema:  node --enable-source-maps api/dist/migrate.js  (one-shot, before the API starts)
#   demo:    node --enable-source-maps api/dist/seed.js --count 20000
# Node: the 24 LTS line, the one `npm test` runs on (tooling/bin/use-node.sh pins the same major).

ARG NODE_IMAGE=node:24-trixie-slim

# Every workspace's package.json and the lockfile: npm ci needs them all to install any of them.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY shared/package.json shared/
COPY api/package.json api/
COPY host/package.json host/
COPY remote-search/package.json remote-search/
COPY remote-team/package.json remote-team/
COPY remote-cv/package.json remote-cv/
COPY remote-user/package.json remote-user/

# Compiles the API (esbuild, about a second): npm run build:api → api/dist.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contract/ contract/
COPY api/ api/
COPY tooling/ tooling/
RUN npm run build:api

# The API workspace's production dependencies only (no TypeScript, webpack or test tools).
FROM manifests AS deps
RUN npm ci --omit=dev --workspace api --no-audit --no-fund --ignore-scripts \
 && mkdir -p api/node_modules

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /src/package.json ./
COPY --from=deps /src/node_modules node_modules/
COPY --from=deps /src/api/package.json api/
COPY --from=deps /src/api/node_modules api/node_modules/
COPY --from=build /src/api/dist api/dist/
# The embedded database (only when DATABASE_URL is unset) lives here; the image's "node" user owns it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /api/ready: 200 once the database answers; the worker and the one-shot commands disable it in compose.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "api/dist/main.js"]
