#!/bin/sh
# Writes a ready-to-run nginx configuration (and, for the gateway, /config.json) from the
# environment. The shell and remote images run it at every container start (entrypoint.sh), and
# the deploy tests run the very same script with 127.0.0.1 upstreams, so what is tested is what ships.
#
#   render.sh gateway|static OUT_DIR      then: nginx -e stderr -p OUT_DIR -c OUT_DIR/<site>.conf
#
# POSIX sh + awk + sed only (busybox in the alpine images, dash/mawk on Debian).
set -eu

site=${1:?usage: render.sh gateway|static OUT_DIR}
out=${2:?usage: render.sh gateway|static OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
templates=${NGINX_TEMPLATE_DIR:-$here}

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
: "${MF_MARKETING_UPSTREAM:=mf-marketing:8080}"
: "${MF_AUTH_UPSTREAM:=mf-auth:8080}"
: "${MF_QUESTION_UPSTREAM:=mf-question:8080}"
: "${MF_CONTACT_UPSTREAM:=mf-contact:8080}"
: "${API_BASE:=/api}"
: "${REMOTE_MARKETING_URL:=/mf/marketing/mf-manifest.json}"
: "${REMOTE_AUTH_URL:=/mf/auth/mf-manifest.json}"
: "${REMOTE_QUESTION_URL:=/mf/question/mf-manifest.json}"
: "${REMOTE_CONTACT_URL:=/mf/contact/mf-manifest.json}"
: "${CONTACT_PHONE:=+1 (555) 010-2030}"
: "${CONTACT_EMAIL:=support@elearning.example}"
: "${PROFILE_URL:=https://www.linkedin.com/}"
: "${FIREBASE_API_KEY:=}"
: "${FIREBASE_PROJECT_ID:=}"
: "${FIREBASE_AUTH_DOMAIN:=}"
: "${FIREBASE_AUTH_EMULATOR_URL:=}"

# The upstream names are re-resolved while running (a restarted or scaled-out service gets new
# addresses), so nginx needs a DNS server: the container's own, like the official image does.
if [ -z "${NGINX_RESOLVER:-}" ]; then
  NGINX_RESOLVER=$(awk '$1 == "nameserver" { a = $2; if (a ~ /:/) a = "[" a "]"; printf "%s%s", sep, a; sep = " " }' /etc/resolv.conf 2>/dev/null || true)
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
check MF_MARKETING_UPSTREAM '[A-Za-z0-9.-]+:[0-9]{1,5}' "$MF_MARKETING_UPSTREAM"
check MF_AUTH_UPSTREAM '[A-Za-z0-9.-]+:[0-9]{1,5}' "$MF_AUTH_UPSTREAM"
check MF_QUESTION_UPSTREAM '[A-Za-z0-9.-]+:[0-9]{1,5}' "$MF_QUESTION_UPSTREAM"
check MF_CONTACT_UPSTREAM '[A-Za-z0-9.-]+:[0-9]{1,5}' "$MF_CONTACT_UPSTREAM"
check NGINX_RESOLVER '[][0-9A-Za-z.: -]+' "$NGINX_RESOLVER"
check CORS_ALLOW_ORIGIN '|\*|https?://[A-Za-z0-9.-]+(:[0-9]+)?' "$CORS_ALLOW_ORIGIN"
check NGINX_ACCESS_LOG '/[A-Za-z0-9._/-]*' "$NGINX_ACCESS_LOG"
check STATIC_ROOT '/[A-Za-z0-9._/-]*' "$STATIC_ROOT"
[ -d "$STATIC_ROOT" ] || fail "STATIC_ROOT $STATIC_ROOT is not a folder"

# --- Content-Security-Policy: only what the app loads ----------------------------------------
# scheme://host[:port] of an absolute URL, nothing for a path on this origin.
origin_of() {
  case "$1" in
    http://* | https://*) printf '%s' "$1" | sed -E 's#^(https?://[^/?#]+).*$#\1#' ;;
  esac
}
if [ "$site" = gateway ] && [ -n "$FIREBASE_API_KEY" ]; then
  [ -n "$FIREBASE_PROJECT_ID" ] || fail "FIREBASE_API_KEY is set: FIREBASE_PROJECT_ID is required too"
  : "${FIREBASE_AUTH_DOMAIN:=$FIREBASE_PROJECT_ID.firebaseapp.com}"
  check FIREBASE_AUTH_DOMAIN '[A-Za-z0-9.-]+' "$FIREBASE_AUTH_DOMAIN"
  [ -z "$FIREBASE_AUTH_EMULATOR_URL" ] || check FIREBASE_AUTH_EMULATOR_URL 'https?://[A-Za-z0-9.-]+(:[0-9]+)?/?' "$FIREBASE_AUTH_EMULATOR_URL"
fi
if [ -z "${CONTENT_SECURITY_POLICY:-}" ]; then
  remote_origins=""
  if [ "$site" = gateway ]; then
    for url in "$REMOTE_MARKETING_URL" "$REMOTE_AUTH_URL" "$REMOTE_QUESTION_URL" "$REMOTE_CONTACT_URL"; do
      origin=$(origin_of "$url")
      [ -z "$origin" ] || remote_origins="$remote_origins $origin"
    done
  fi
  api_origin=""
  [ "$site" != gateway ] || api_origin=$(origin_of "$API_BASE")
  script_src="'self'$remote_origins"
  connect_src="'self'$remote_origins${api_origin:+ $api_origin}"
  frame_src="'none'"
  if [ "$site" = gateway ] && [ -n "$FIREBASE_API_KEY" ]; then
    # signInWithPopup: gapi loader script, the auth helper iframe on the auth domain, token calls.
    script_src="$script_src https://apis.google.com"
    connect_src="$connect_src https://identitytoolkit.googleapis.com https://securetoken.googleapis.com"
    frame_src="https://$FIREBASE_AUTH_DOMAIN"
    emulator=$(origin_of "$FIREBASE_AUTH_EMULATOR_URL")
    if [ -n "$emulator" ]; then
      connect_src="$connect_src $emulator"
      frame_src="$frame_src $emulator"
    fi
  fi
  # The single quotes are part of the header value ('self'), not shell quoting.
  # shellcheck disable=SC2089,SC2090
  CONTENT_SECURITY_POLICY="default-src 'self'; script-src $script_src; style-src 'self'$remote_origins; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:$remote_origins; connect-src $connect_src; frame-src $frame_src; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
fi
check CONTENT_SECURITY_POLICY "[^\"\\\\$]+" "$CONTENT_SECURITY_POLICY"

# shellcheck disable=SC2090
export NGINX_PORT NGINX_WORKER_PROCESSES NGINX_ACCESS_LOG NGINX_RESOLVER STATIC_ROOT CLIENT_MAX_BODY_SIZE \
  API_READ_TIMEOUT CORS_ALLOW_ORIGIN BACKEND_UPSTREAM MF_MARKETING_UPSTREAM MF_AUTH_UPSTREAM \
  MF_QUESTION_UPSTREAM MF_CONTACT_UPSTREAM CONTENT_SECURITY_POLICY
NGINX_RUNTIME_DIR=$(mkdir -p "$out" && cd "$out" && pwd)
export NGINX_RUNTIME_DIR
placeholders="NGINX_RUNTIME_DIR NGINX_PORT NGINX_WORKER_PROCESSES NGINX_ACCESS_LOG NGINX_RESOLVER STATIC_ROOT
  CLIENT_MAX_BODY_SIZE API_READ_TIMEOUT CORS_ALLOW_ORIGIN BACKEND_UPSTREAM MF_MARKETING_UPSTREAM MF_AUTH_UPSTREAM
  MF_QUESTION_UPSTREAM MF_CONTACT_UPSTREAM CONTENT_SECURITY_POLICY"

# --- templates: ${NAME} -> value for the names above; any other ${...} is a mistake ----------
render() {
  awk -v names="$placeholders" '
    BEGIN { n = split(names, list, /[ \n\t]+/); for (k = 1; k <= n; k++) if (list[k] != "") known[list[k]] = 1 }
    {
      line = $0; text = ""
      while ((i = index(line, "${")) > 0) {
        rest = substr(line, i + 2); j = index(rest, "}")
        if (j == 0) break
        name = substr(rest, 1, j - 1)
        if (!(name in known)) { printf "render.sh: unknown placeholder ${%s} in %s line %d\n", name, FILENAME, FNR > "/dev/stderr"; bad = 1; exit 1 }
        text = text substr(line, 1, i - 1) ENVIRON[name]; line = substr(rest, j + 1)
      }
      print text line
    }
    END { if (bad) exit 1 }' "$1" > "$2"
}
for dir in client_body proxy fastcgi uwsgi scgi; do mkdir -p "$NGINX_RUNTIME_DIR/temp/$dir"; done
for template in "$templates"/*.conf.template; do
  render "$template" "$NGINX_RUNTIME_DIR/$(basename "$template" .template)"
done
for snippet in "$templates"/*.conf; do
  [ -e "$snippet" ] && cp "$snippet" "$NGINX_RUNTIME_DIR/"
done

# --- /config.json for the shell (RuntimeConfig in packages/contract/src/shell.ts) ------------
json() { printf '"%s"' "$(printf '%s' "$1" | tr -d '\000-\037' | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"; }
if [ "$site" = gateway ]; then
  firebase=null
  if [ -n "$FIREBASE_API_KEY" ]; then
    firebase="{\"apiKey\":$(json "$FIREBASE_API_KEY"),\"authDomain\":$(json "$FIREBASE_AUTH_DOMAIN"),\"projectId\":$(json "$FIREBASE_PROJECT_ID")"
    [ -z "$FIREBASE_AUTH_EMULATOR_URL" ] || firebase="$firebase,\"emulatorUrl\":$(json "$FIREBASE_AUTH_EMULATOR_URL")"
    firebase="$firebase}"
  fi
  cat > "$NGINX_RUNTIME_DIR/config.json" <<JSON
{"apiBase":$(json "$API_BASE"),"remotes":{"mf_marketing":$(json "$REMOTE_MARKETING_URL"),"mf_auth":$(json "$REMOTE_AUTH_URL"),"mf_question":$(json "$REMOTE_QUESTION_URL"),"mf_contact":$(json "$REMOTE_CONTACT_URL")},"contact":{"phone":$(json "$CONTACT_PHONE"),"email":$(json "$CONTACT_EMAIL")},"profileUrl":$(json "$PROFILE_URL"),"firebase":$firebase}
JSON
fi
echo "render.sh: wrote $NGINX_RUNTIME_DIR/$site.conf" >&2
