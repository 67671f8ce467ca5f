#!/usr/bin/env bash
# `npm run images`: builds every image of the product from the repository root: the backend
# (backend/Dockerfile) and one per front end (deploy/static-slice.Dockerfile, APP=<folder>; the shell
# with the gateway target), the list of front ends read from packages/deployment/remotes.json.
# Uses docker when its engine answers, else podman with the flags this kind of machine needs
# (runc and cgroupfs, bounded ulimits: ../shared/notes/platform.md); IMAGES_ENGINE=docker|podman forces one.
# IMAGE_PREFIX (default elearning) and IMAGE_TAG (default latest) name the images as compose does.
# --dry-run prints the build commands without running them (the deploy tests check them).
set -euo pipefail
cd "$(dirname "$0")/../.."

prefix="${IMAGE_PREFIX:-elearning}"
tag="${IMAGE_TAG:-latest}"
dry_run=false
[ "${1:-}" = "--dry-run" ] && dry_run=true

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
  cmd=(podman "${global[@]}" build --ulimit nofile=1024:1024 --ulimit nproc=1024:1024)
else
  cmd=(docker build)
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
