#!/bin/sh
# Writes a ready-to-run nginx configuration (and, for the gateway, /config.json) from the
# environment. The shell and remote images run it at every container start (entrypoint.sh), and
# the deploy tests run the very same script with 127.0.0.1 upstreams, so what is tested is what ships.
#
#   render.sh gateway|static OUT_DIR      then: nginx -e stderr -p OUT_DIR -c OUT_DIR/<site>.conf
#
# POSIX sh + envsubst (gettext) for the *.conf.template files. security-headers.conf, and for the
# gateway config.json and one /mf/<segment>/ location per remote, come from packages/deployment
# (Node), the module the Node gateway of `npm start` uses too.
set -eu

site=${1:?usage: render.sh gateway|static OUT_DIR}
out=${2:?usage: render.sh gateway|static OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
templates=${NGINX_TEMPLATE_DIR:-$here}
deployment=${DEPLOYMENT_DIR:-$here/../../packages/deployment}

fail() { echo "render.sh: $*" >&2; exit 1; }

case "$site" in gateway|static) ;; *) fail "unknown site '$site' (gateway or static)" ;; esac

# --- settings, with the defaults the compose file relies on ---------------------------------
: "${NGINX_PORT:=8080}"
: "${NGINX_WORKER_PROCESSES:=auto}"
: "${NGINX_ACCESS_LOG:=/dev/stdout}"
: "${STATIC_ROOT:=/usr/share/nginx/html}"
: "${CLIENT_MAX_BODY_SIZE:=1m}"
: "${API_READ_TIMEOUT:=300s}"
: "${CORS_ALLOW_ORIGIN:=}"
: "${BACKEND_UPSTREAM:=backend:3000}"
# Per client address (docs/deploy.md#limits): generous, a class shares one address.
: "${NGINX_AUTH_RATE:=300r/m}"
: "${NGINX_AUTH_BURST:=120}"
: "${NGINX_CONTACT_RATE:=30r/m}"
: "${NGINX_CONTACT_BURST:=20}"
: "${NGINX_ANSWER_STREAMS_PER_ADDRESS:=150}"
# Connections per client address (an IPv6 client's /64) and slow clients (docs/deploy.md#limits).
: "${CONNECTIONS_PER_ADDRESS:=300}"
: "${CLIENT_HEADER_TIMEOUT:=10s}"
: "${CLIENT_BODY_TIMEOUT:=10s}"
: "${SEND_TIMEOUT:=30s}"
: "${KEEPALIVE_TIMEOUT:=15s}"

# The upstream names are re-resolved while running (a restarted or scaled-out service gets new
# addresses), so nginx needs a DNS server: the container's own, like the official image does. Only the
# first one: that is the engine's, which knows the service names (podman lists the host's after it,
# and nginx asks its resolvers in turn, so a "not found" from the host's would fail every other request).
if [ -z "${NGINX_RESOLVER:-}" ]; then
  NGINX_RESOLVER=$(awk '$1 == "nameserver" && !done { a = $2; if (a ~ /:/) a = "[" a "]"; print a; done = 1 }' /etc/resolv.conf 2>/dev/null || true)
  [ -n "$NGINX_RESOLVER" ] || NGINX_RESOLVER=127.0.0.11
fi

# --- validation: every value lands in nginx syntax, so nothing may break out of it -----------
nl='
'
# One line only (grep matches line by line), and the whole line.
matches() { case "$2" in *"$nl"*) return 1 ;; esac; printf '%s\n' "$2" | grep -Eq "^($1)\$"; }
check() { matches "$2" "$3" || fail "$1 has an invalid value '$3'"; }
check NGINX_PORT '[0-9]{1,5}' "$NGINX_PORT"
check NGINX_WORKER_PROCESSES 'auto|[0-9]{1,3}' "$NGINX_WORKER_PROCESSES"
check CLIENT_MAX_BODY_SIZE '[0-9]+[kKmMgG]?' "$CLIENT_MAX_BODY_SIZE"
check API_READ_TIMEOUT '[0-9]+(ms|s|m|h)?' "$API_READ_TIMEOUT"
check BACKEND_UPSTREAM '[A-Za-z0-9.-]+:[0-9]{1,5}' "$BACKEND_UPSTREAM"
check NGINX_RESOLVER '[][0-9A-Za-z.: -]+' "$NGINX_RESOLVER"
check CORS_ALLOW_ORIGIN '|\*|https?://[A-Za-z0-9.-]+(:[0-9]+)?' "$CORS_ALLOW_ORIGIN"
check NGINX_ACCESS_LOG '/[A-Za-z0-9._/-]*' "$NGINX_ACCESS_LOG"
check STATIC_ROOT '/[A-Za-z0-9._/-]*' "$STATIC_ROOT"
check NGINX_AUTH_RATE '[0-9]{1,6}r/[sm]' "$NGINX_AUTH_RATE"
check NGINX_CONTACT_RATE '[0-9]{1,6}r/[sm]' "$NGINX_CONTACT_RATE"
check NGINX_AUTH_BURST '[1-9][0-9]{0,5}' "$NGINX_AUTH_BURST"
check NGINX_CONTACT_BURST '[1-9][0-9]{0,5}' "$NGINX_CONTACT_BURST"
check NGINX_ANSWER_STREAMS_PER_ADDRESS '[0-9]{1,6}' "$NGINX_ANSWER_STREAMS_PER_ADDRESS"
check CONNECTIONS_PER_ADDRESS '[1-9][0-9]{0,5}' "$CONNECTIONS_PER_ADDRESS"
for name in CLIENT_HEADER_TIMEOUT CLIENT_BODY_TIMEOUT SEND_TIMEOUT KEEPALIVE_TIMEOUT; do
  eval "value=\$$name"
  check "$name" '[0-9]+(ms|s|m|h)?' "$value"
done
[ -d "$STATIC_ROOT" ] || fail "STATIC_ROOT $STATIC_ROOT is not a folder"

NGINX_RUNTIME_DIR=$(mkdir -p "$out" && cd "$out" && pwd)
export NGINX_RUNTIME_DIR NGINX_PORT NGINX_WORKER_PROCESSES NGINX_ACCESS_LOG NGINX_RESOLVER STATIC_ROOT \
  CLIENT_MAX_BODY_SIZE API_READ_TIMEOUT CORS_ALLOW_ORIGIN BACKEND_UPSTREAM NGINX_AUTH_RATE NGINX_AUTH_BURST \
  NGINX_CONTACT_RATE NGINX_CONTACT_BURST NGINX_ANSWER_STREAMS_PER_ADDRESS CONNECTIONS_PER_ADDRESS \
  CLIENT_HEADER_TIMEOUT CLIENT_BODY_TIMEOUT SEND_TIMEOUT KEEPALIVE_TIMEOUT
# Only these are replaced: nginx's own $variables pass through untouched.
placeholders='${NGINX_RUNTIME_DIR} ${NGINX_PORT} ${NGINX_WORKER_PROCESSES} ${NGINX_ACCESS_LOG} ${NGINX_RESOLVER}
  ${STATIC_ROOT} ${CLIENT_MAX_BODY_SIZE} ${API_READ_TIMEOUT} ${CORS_ALLOW_ORIGIN} ${BACKEND_UPSTREAM}
  ${NGINX_AUTH_RATE} ${NGINX_AUTH_BURST} ${NGINX_CONTACT_RATE} ${NGINX_CONTACT_BURST} ${NGINX_ANSWER_STREAMS_PER_ADDRESS}
  ${CONNECTIONS_PER_ADDRESS} ${CLIENT_HEADER_TIMEOUT} ${CLIENT_BODY_TIMEOUT} ${SEND_TIMEOUT} ${KEEPALIVE_TIMEOUT}'

for dir in client_body proxy fastcgi uwsgi scgi; do mkdir -p "$NGINX_RUNTIME_DIR/temp/$dir"; done
for template in "$templates"/*.conf.template; do
  rendered="$NGINX_RUNTIME_DIR/$(basename "$template" .template)"
  envsubst "$placeholders" < "$template" > "$rendered"
  # Any ${NAME} left is a placeholder nobody sets: a mistake in the template.
  if unknown=$(grep -o '\${[A-Za-z_][A-Za-z0-9_]*}' "$rendered" | head -n 1) && [ -n "$unknown" ]; then
    fail "unknown placeholder $unknown in $template"
  fi
done
for snippet in "$templates"/*.conf; do
  [ -e "$snippet" ] && cp "$snippet" "$NGINX_RUNTIME_DIR/"
done

# A remote's headers depend on no variable: its image writes security-headers.conf at build time
# (deploy/static-slice.Dockerfile) and needs no Node at run time; the gateway's depend on the
# environment (Firebase, remote origins), so they are written at every start.
if [ "$site" = gateway ] || [ ! -e "$templates/security-headers.conf" ]; then
  node "$deployment/write-nginx-files.mjs" "$site" "$NGINX_RUNTIME_DIR"
fi
echo "render.sh: wrote $NGINX_RUNTIME_DIR/$site.conf" >&2
