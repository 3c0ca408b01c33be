#!/bin/sh
# Container entrypoint: choose the runtime remotes manifest, then hand over to the command (node as PID 1,
# which handles SIGTERM itself and closes the store cleanly).
#   1. REMOTES_MANIFEST, when set and the file exists;
#   2. /config/remotes.json, when mounted (docker-compose binds ./remotes.json there);
#   3. /app/remotes.json, the manifest baked into the image at build time.
set -eu
if [ -n "${REMOTES_MANIFEST:-}" ] && [ -f "$REMOTES_MANIFEST" ]; then
  :
elif [ -f /config/remotes.json ]; then
  [ -n "${REMOTES_MANIFEST:-}" ] && echo "lexa: $REMOTES_MANIFEST not found; using /config/remotes.json" >&2
  REMOTES_MANIFEST=/config/remotes.json
else
  [ -n "${REMOTES_MANIFEST:-}" ] && echo "lexa: $REMOTES_MANIFEST not found; using /app/remotes.json" >&2
  REMOTES_MANIFEST=/app/remotes.json
fi
export REMOTES_MANIFEST
echo "lexa: remotes manifest $REMOTES_MANIFEST" >&2
exec "$@"
