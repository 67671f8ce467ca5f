#!/usr/bin/env bash
# For machines that cannot pull public images (this project's test machines): makes sure every
# public base image the Dockerfiles and docker-compose.yml name exists in podman's local store.
# An image already there (pulled or stand-in) is kept; one that cannot be pulled is replaced by a
# local stand-in with the same name, built from a Debian root made with debootstrap
# (deploy/stand-in-images/*.Containerfile). The Dockerfiles keep the real images for production;
# stand-ins carry the label org.elearning.stand-in and are never pushed.
# Needs root, podman, runc and debootstrap (apt-get install podman runc debootstrap).
set -euo pipefail
cd "$(dirname "$0")/../.."

podman=(podman --runtime /usr/sbin/runc --cgroup-manager=cgroupfs)
limits=(--ulimit nofile=1024:1024 --ulimit nproc=1024:1024)
base=localhost/elearning-stand-in/debian:bookworm
work=$(mktemp -d /var/tmp/elearning-stand-in.XXXXXX)
trap 'rm -rf "$work"' EXIT

# The machine's Debian mirror (deb822 sources first), the public one otherwise.
mirror=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
mirror=${mirror:-http://deb.debian.org/debian}

debian_base() {
  "${podman[@]}" image exists "$base" && return
  echo "stand-in: debootstrap bookworm from $mirror" >&2
  debootstrap --variant=minbase bookworm "$work/root" "$mirror" >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  tar -C "$work/root" -c . | "${podman[@]}" import - "$base" >/dev/null
  rm -rf "$work/root"
}

# stand_in IMAGE CONTAINERFILE: pull IMAGE, else build the stand-in under that name.
stand_in() {
  local image=$1 file=$2
  if "${podman[@]}" image exists "$image"; then return; fi
  if timeout 120 "${podman[@]}" pull -q "$image" >/dev/null 2>&1; then return; fi
  debian_base
  local context="$work/$file"
  mkdir -p "$context"
  cp deploy/stand-in-images/* "$context/"
  # The machine's Node (and npm) stand in for the images' own.
  cp "$(readlink -f "$(command -v node)")" "$context/node"
  cp -a "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$context/npm"
  echo "stand-in: building $image ($file)" >&2
  "${podman[@]}" build -q "${limits[@]}" --network host --pull=never -f "$context/$file" -t "$image" "$context" >/dev/null
}

stand_in docker.io/library/node:24-alpine node.Containerfile
stand_in docker.io/nginxinc/nginx-unprivileged:1.28-alpine nginx-unprivileged.Containerfile
stand_in docker.io/library/postgres:17-alpine postgres.Containerfile
stand_in docker.io/library/redis:7-alpine redis.Containerfile
