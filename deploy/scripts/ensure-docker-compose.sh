#!/bin/sh
# Makes Debian's docker-compose 1.29 (Python) available to validate docker-compose.yml
# without a Docker engine. Idempotent: does nothing when it is already installed.
# Prints the command to run it (on stdout, last line).
set -eu

if command -v docker-compose >/dev/null 2>&1 && docker-compose version --short >/dev/null 2>&1; then
  command -v docker-compose
  exit 0
fi

if [ "$(id -u)" != "0" ]; then
  echo "ensure-docker-compose: docker-compose is missing and installing it needs root (apt-get)" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
# Another engineer or CI step may hold the dpkg lock: wait for it instead of failing.
APT="apt-get -o DPkg::Lock::Timeout=300 -o Acquire::Retries=3"
if ! $APT install -y --no-install-recommends docker-compose >&2; then
  $APT update >&2
  $APT install -y --no-install-recommends docker-compose >&2
fi
docker-compose version --short >&2
command -v docker-compose
