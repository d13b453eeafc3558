# The static servers: nginx serving the release store, one image for the host and the four remotes
# (each service picks its app's template with NGINX_ENVSUBST_TEMPLATE_DIR; docker-compose.yml).
#   docker build -f deploy/static.Dockerfile -t recruiting-platform/static .
# The image carries the release store built from this checkout at /srv/releases: a new "releases"
# volume mounted there starts as a copy of it (Docker fills an empty named volume from the image), so
# a fresh clone serves the site at once; later releases and rollbacks change the volume (the "ops"
# service, built from this file's "build" stage), never the image.
# nginx ≥ 1.27.3 (here the 1.28 stable line): `server … resolve` in an upstream re-resolves the API
# replicas' names while running.

ARG NODE_IMAGE=node:24-trixie-slim
ARG NGINX_IMAGE=nginx:1.28-alpine

FROM ${NODE_IMAGE} AS build
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
RUN npm ci --no-audit --no-fund
COPY . .
# Written into remotes.json (the remotes' entry URLs) by the release; the ops service passes them again.
ARG PUBLIC_HOST_ORIGINS=http://localhost:8080
ARG PUBLIC_REMOTE_ORIGINS=search=http://localhost:8081,team=http://localhost:8082,cv=http://localhost:8083,user=http://localhost:8084
ENV RELEASES_DIR=/srv/releases \
    PUBLIC_HOST_ORIGINS=${PUBLIC_HOST_ORIGINS} \
    PUBLIC_REMOTE_ORIGINS=${PUBLIC_REMOTE_ORIGINS}
RUN npm run build && npm run release -- all

FROM ${NGINX_IMAGE} AS runtime
# Unprivileged: no `user` directive, the pid file and the rendered config where the nginx user may
# write, and only ports above 1024 (8080-8084). The image's default site (port 80) is removed.
RUN rm -f /etc/nginx/conf.d/default.conf \
 && sed -i -e '/^user /d' -e 's,^pid .*,pid /tmp/nginx.pid;,' /etc/nginx/nginx.conf \
 && chown -R nginx:nginx /var/cache/nginx /etc/nginx/conf.d
COPY host/nginx.conf /etc/nginx/platform/host/default.conf.template
COPY remote-search/nginx.conf /etc/nginx/platform/remote-search/default.conf.template
COPY remote-team/nginx.conf /etc/nginx/platform/remote-team/default.conf.template
COPY remote-cv/nginx.conf /etc/nginx/platform/remote-cv/default.conf.template
COPY remote-user/nginx.conf /etc/nginx/platform/remote-user/default.conf.template
COPY --from=build --chown=nginx:nginx /srv/releases /srv/releases
ENV RELEASES_ROOT=/srv/releases \
    HEALTH_PATH=/healthz
USER nginx
# Each service sets LISTEN_PORT; HEALTH_PATH is /healthz on the remotes, /version.json on the host.
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${LISTEN_PORT}${HEALTH_PATH}" || exit 1
