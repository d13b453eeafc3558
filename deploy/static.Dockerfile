# The static server: nginx serving the release store, the host and every released remote at
# /remotes/<name>/<version>/ (host/nginx.conf; docker-compose.yml). A new remote needs no change here.
#   docker build -f deploy/static.Dockerfile -t recruiting-platform/static .
# The image carries the release store built from this checkout at /srv/releases: a new "releases"
# volume mounted there starts as a copy of it (Docker fills an empty named volume from the image), so
# a fresh clone serves the site at once; later releases and rollbacks change the volume (the "ops"
# and "deployer" services, built from this file's "build" stage), never the image.
# nginx ≥ 1.27.3 (here the 1.28 stable line): `server … resolve` in an upstream re-resolves the API
# replicas' names while running.

ARG NODE_IMAGE=node:24-trixie-slim
ARG NGINX_IMAGE=nginx:1.28-alpine

# Every workspace's package.json (whatever remote-* folders the checkout has) with the lockfile,
# so the install below is cached until a dependency changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
 && cp package-lock.json /manifests/

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund
COPY . .
# Written into remotes.json (the remotes' entry URLs; empty: the host's origin) by the release; the
# ops service passes them again.
ARG PUBLIC_HOST_ORIGINS=http://localhost:8080
ARG PUBLIC_REMOTES_ORIGIN=
ENV RELEASES_DIR=/srv/releases \
    PUBLIC_HOST_ORIGINS=${PUBLIC_HOST_ORIGINS} \
    PUBLIC_REMOTES_ORIGIN=${PUBLIC_REMOTES_ORIGIN}
RUN npm run build && npm run release -- all

FROM ${NGINX_IMAGE} AS runtime
# Unprivileged: no `user` directive, the pid file and the rendered config where the nginx user may
# write, and only ports above 1024 (8080). The image's default site (port 80) is removed.
RUN rm -f /etc/nginx/conf.d/default.conf \
 && sed -i -e '/^user /d' -e 's,^pid .*,pid /tmp/nginx.pid;,' /etc/nginx/nginx.conf \
 && chown -R nginx:nginx /var/cache/nginx /etc/nginx/conf.d
COPY host/nginx.conf /etc/nginx/platform/host/default.conf.template
COPY --from=build --chown=nginx:nginx /srv/releases /srv/releases
ENV RELEASES_ROOT=/srv/releases \
    HEALTH_PATH=/version.json
USER nginx
# The service sets LISTEN_PORT.
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${LISTEN_PORT}${HEALTH_PATH}" || exit 1
