# syntax=docker/dockerfile:1
# The image of every front-end slice: a remote's static Module Federation build, or the shell with
# the gateway (the one URL of the product: /, /config.json, /api/ -> backend, /mf/<segment>/ -> remotes).
# Each team builds and ships its own image from this file, from the repository root (a workspace
# needs the root lockfile and packages/):
#   docker build -f deploy/static-slice.Dockerfile --build-arg APP=mf-contact -t elearning/mf-contact .
#   docker build -f deploy/static-slice.Dockerfile --build-arg APP=shell --target gateway -t elearning/shell .

# ---- build: install only this workspace and the shared packages, build it ----
FROM node:24-alpine AS build
ARG APP
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/deployment/package.json packages/deployment/
COPY packages/markdown/package.json packages/markdown/
COPY packages/remote-kit/package.json packages/remote-kit/
COPY packages/webpack-config/package.json packages/webpack-config/
COPY ${APP}/package.json ${APP}/
# --ignore-scripts: no dependency needs an install script to build (swc ships prebuilt bindings).
# A registry behind a TLS-inspecting proxy (this project's test machines): build with
# --secret id=npm_ca,src=<CA bundle> (deploy/scripts/build-images.sh passes NODE_EXTRA_CA_CERTS's file);
# a secret mount never enters a layer. npm's download cache is shared between builds, not shipped.
RUN --mount=type=secret,id=npm_ca,required=false --mount=type=cache,target=/root/.npm,sharing=locked \
    if [ -f /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    test -n "$APP" || { echo "build with --build-arg APP=<workspace folder>" >&2; exit 1; }; \
    npm ci -w "$APP" -w @elearning/webpack-config -w @elearning/contract -w @elearning/remote-kit \
      -w @elearning/deployment -w @elearning/markdown --include-workspace-root=false --ignore-scripts --no-audit --no-fund
COPY packages/contract packages/contract
COPY packages/deployment packages/deployment
COPY packages/markdown packages/markdown
COPY packages/remote-kit packages/remote-kit
COPY packages/webpack-config packages/webpack-config
COPY ${APP} ${APP}
# Source maps stay out of the public image. A remote's security headers depend on no variable:
# written here once, so its image needs no Node at run time (deploy/nginx/render.sh).
RUN npm run build -w "$APP" && find "$APP/dist" -name '*.map' -delete \
    && mkdir -p /nginx && node packages/deployment/write-nginx-files.mjs static /nginx

# ---- a remote: nginx as an unprivileged user on port 8080, config rendered from the env at start ----
FROM nginxinc/nginx-unprivileged:1.28-alpine AS static
ARG APP
ENV NGINX_SITE=static \
    NGINX_PORT=8080 \
    NGINX_RUNTIME_DIR=/tmp/nginx \
    STATIC_ROOT=/usr/share/nginx/html
USER root
# render.sh renders the templates with envsubst, which the nginx images ship.
RUN command -v envsubst >/dev/null
COPY --chown=root:root --chmod=0755 deploy/nginx/ /etc/nginx/elearning/
COPY --from=build --chown=root:root /nginx/security-headers.conf /etc/nginx/elearning/
COPY --from=build --chown=root:root /app/${APP}/dist/ /usr/share/nginx/html/
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
ENTRYPOINT ["/etc/nginx/elearning/entrypoint.sh"]

# ---- the shell's image (--target gateway): the same, plus Node to write /config.json, the
# security headers and the /mf/<segment>/ locations from the environment at every start ----
FROM static AS gateway
ENV NGINX_SITE=gateway \
    DEPLOYMENT_DIR=/etc/nginx/elearning/deployment
USER root
RUN apk add --no-cache nodejs
COPY --from=build --chown=root:root /app/packages/deployment/ /etc/nginx/elearning/deployment/
USER nginx

# The default target: a remote.
FROM static
