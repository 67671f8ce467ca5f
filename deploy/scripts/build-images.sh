#!/usr/bin/env bash
# `npm run images`: builds every image of the product from the repository root: the backend
# (backend/Dockerfile) and one per front end (deploy/static-slice.Dockerfile, APP=<folder>; the shell
# with the gateway target), the list of front ends read from packages/deployment/remotes.json.
# Uses docker when its engine answers, else podman with the flags this kind of machine needs
# (runc and cgroupfs, bounded ulimits: ../shared/notes/platform.md); IMAGES_ENGINE=docker|podman forces one.
# IMAGE_PREFIX (default elearning) and IMAGE_TAG (default latest) name the images as compose does.
# The npm registry is reached with an extra CA bundle when NPM_CA_BUNDLE (or NODE_EXTRA_CA_CERTS, as
# on this project's test machines) names one: passed as the build secret npm_ca, never in a layer.
#   --dry-run          prints the build commands without running them (the deploy tests check them).
#   --stand-in-bases   (podman, machines without access to public images only) first builds local
#                      stand-ins for the public base images (deploy/scripts/stand-in-base-images.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."

prefix="${IMAGE_PREFIX:-elearning}"
tag="${IMAGE_TAG:-latest}"
dry_run=false
stand_in_bases=false
for arg in "$@"; do
  case "$arg" in
    --dry-run) dry_run=true ;;
    --stand-in-bases) stand_in_bases=true ;;
    *) echo "build-images: unknown option $arg (--dry-run, --stand-in-bases)" >&2; exit 1 ;;
  esac
done

engine="${IMAGES_ENGINE:-}"
if [ -z "$engine" ]; then
  if docker info >/dev/null 2>&1; then engine=docker
  elif command -v podman >/dev/null 2>&1; then engine=podman
  elif $dry_run; then engine=docker
  else
    echo "build-images: neither a docker engine nor podman is available (apt-get install podman runc)" >&2
    exit 1
  fi
fi
if [ "$engine" = podman ]; then
  global=()
  [ -x /usr/sbin/runc ] && global+=(--runtime /usr/sbin/runc --cgroup-manager=cgroupfs)
  # --format docker keeps the HEALTHCHECKs (the OCI format has none).
  cmd=(podman "${global[@]}" build --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 --format docker)
else
  cmd=(docker build)
fi
ca_bundle="${NPM_CA_BUNDLE:-${NODE_EXTRA_CA_CERTS:-}}"
[ -n "$ca_bundle" ] && [ -f "$ca_bundle" ] && cmd+=(--secret "id=npm_ca,src=$ca_bundle")

if $stand_in_bases && ! $dry_run; then
  [ "$engine" = podman ] || { echo "build-images: --stand-in-bases is for podman only" >&2; exit 1; }
  bash deploy/scripts/stand-in-base-images.sh
fi

build() {
  if $dry_run; then echo "${cmd[*]} $*"; else "${cmd[@]}" "$@"; fi
}

build -f backend/Dockerfile -t "$prefix/backend:$tag" .
build -f deploy/static-slice.Dockerfile --build-arg APP=shell --target gateway -t "$prefix/shell:$tag" .
for app in $(node -p "require('./packages/deployment/remotes.json').map((r) => r.dir).join(' ')"); do
  build -f deploy/static-slice.Dockerfile --build-arg APP="$app" -t "$prefix/$app:$tag" .
done
$dry_run || "$engine" images --filter "reference=$prefix/*"
