#!/bin/sh
# The Redis stand-in's entrypoint, as the real image's: started as root, redis-server gets its data
# folder and then runs as the "redis" user (setpriv here, su-exec/gosu there: both need CAP_SETUID
# and CAP_SETGID, so `cap_drop: [ALL]` without `user: redis` fails the same way).
set -e
# The official image is built with protected mode off (a container is reached over its network,
# never on loopback); Debian's Redis keeps it on unless told.
if [ "$1" = redis-server ]; then
  shift
  set -- redis-server --protected-mode no "$@"
fi
if [ "$1" = redis-server ] && [ "$(id -u)" = 0 ]; then
  find . \! -user redis -exec chown redis '{}' +
  exec setpriv --reuid redis --regid redis --init-groups "$0" "$@"
fi
exec "$@"
