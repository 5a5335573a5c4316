#!/usr/bin/env bash
# A throwaway PostgreSQL 15 server in a temp folder: for CI and for running the API tests on real PostgreSQL.
#
#   scripts/throwaway-postgres.sh run npm run test:api   # start, run the command with DATABASE_URL set, stop
#   eval "$(scripts/throwaway-postgres.sh start)"         # start; exports DATABASE_URL and THROWAWAY_PG_DIR
#   scripts/throwaway-postgres.sh stop "$THROWAWAY_PG_DIR" # stop it and delete its folder
#
# Settings: PG_BIN (default /usr/lib/postgresql/15/bin), PG_PORT (default: a free port on 127.0.0.1).
# The server listens on 127.0.0.1 and on a unix socket in its folder, trusts local connections (it holds
# only test data and dies with the run), and skips fsync for speed. PostgreSQL refuses to run as root, so
# as root it runs as the `postgres` system user, which is created when missing.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
SUPERUSER="postgres"

log() { echo "[throwaway-postgres] $*" >&2; }

# Runs a command as the user that owns the server.
as_server_user() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u "$SUPERUSER" -- "$@"
  else
    "$@"
  fi
}

ensure_server_user() {
  [ "$(id -u)" -eq 0 ] || return 0
  if ! id "$SUPERUSER" >/dev/null 2>&1; then
    log "creating the system user $SUPERUSER"
    useradd --system --no-create-home --shell /usr/sbin/nologin "$SUPERUSER"
  fi
}

free_port() {
  node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

start_server() {
  if [ ! -x "$PG_BIN/postgres" ]; then
    log "no PostgreSQL server at $PG_BIN (install it with: sudo apt-get install -y postgresql-15, or set PG_BIN)"
    exit 1
  fi
  ensure_server_user
  local dir port
  dir="$(mktemp -d "${TMPDIR:-/tmp}/throwaway-postgres.XXXXXX")"
  port="${PG_PORT:-$(free_port)}"
  mkdir -p "$dir/socket"
  if [ "$(id -u)" -eq 0 ]; then chown -R "$SUPERUSER" "$dir"; fi

  as_server_user "$PG_BIN/initdb" --pgdata="$dir/data" --username="$SUPERUSER" --auth=trust \
    --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    rm -rf "$dir"
    log "initdb failed"
    exit 1
  }
  as_server_user "$PG_BIN/pg_ctl" --pgdata="$dir/data" --log="$dir/postgres.log" --wait --timeout=60 \
    --options="-p $port -k $dir/socket -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || {
    cat "$dir/postgres.log" >&2 || true
    rm -rf "$dir"
    log "the server did not start"
    exit 1
  }
  log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (folder $dir)"
  echo "export DATABASE_URL='postgres://$SUPERUSER@127.0.0.1:$port/postgres'"
  echo "export THROWAWAY_PG_DIR='$dir'"
}

stop_server() {
  local dir="${1:-}"
  if [ -z "$dir" ] || [ ! -d "$dir" ]; then
    log "usage: $0 stop <folder printed by start>"
    exit 1
  fi
  if [ -f "$dir/data/postmaster.pid" ]; then
    as_server_user "$PG_BIN/pg_ctl" --pgdata="$dir/data" --mode=fast --wait stop >/dev/null ||
      log "pg_ctl stop failed; removing the folder anyway"
  fi
  # Silent on success: in CI the test summary should stay the last thing printed.
  rm -rf "$dir"
}

case "${1:-}" in
  start)
    start_server
    ;;
  stop)
    stop_server "${2:-}"
    ;;
  run)
    shift
    if [ "$#" -eq 0 ]; then
      log "usage: $0 run <command> [args...]"
      exit 1
    fi
    exports="$(start_server)"
    eval "$exports"
    trap 'stop_server "$THROWAWAY_PG_DIR"' EXIT
    trap 'exit 130' INT TERM
    "$@"
    ;;
  *)
    sed -n '2,10p' "$0" >&2
    exit 1
    ;;
esac
