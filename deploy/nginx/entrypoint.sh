#!/bin/sh
# Entrypoint of the shell and remote images: render the configuration from the environment
# (NGINX_SITE=gateway|static), then run nginx in the foreground as this (non-root) user.
set -eu
runtime=${NGINX_RUNTIME_DIR:-/tmp/nginx}
/etc/nginx/elearning/render.sh "${NGINX_SITE:?NGINX_SITE must be gateway or static}" "$runtime"
exec nginx -e stderr -p "$runtime" -c "$runtime/$NGINX_SITE.conf" -g 'daemon off;' "$@"
