#!/usr/bin/env bash
# pg_cron for the PostgreSQL test run (issue 27: "pg_cron schedule present on PostgreSQL"):
# installs Debian's postgresql-<version>-cron, preloads it and restarts the cluster; its
# cron.database_name stays the default, `postgres` (the setting exists only once pg_cron is
# loaded, so ALTER SYSTEM could not name it before the restart anyway). The test databases (csan_test_*) are never
# cron.database_name, so their migrations leave a notice and schedule nothing (the guarded
# blocks); supabase/tests/membership-reminders.test.ts runs the schedule block in `postgres`
# inside a rolled-back transaction. Without the package (no network, another distribution)
# this only says so and exits 0: the schedule test is then skipped, everything else runs.
# Usage (as root or with sudo): bash .ci/pg-cron.sh <pg version> <cluster> <port>
set -euo pipefail
version=$1
cluster=$2
port=$3

as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi
}
sql() {
  as_root su postgres -c "psql -p $port -Atq -c \"$1\""
}

if [[ ! -f /usr/share/postgresql/$version/extension/pg_cron.control ]]; then
  if ! as_root apt-get install -y --no-install-recommends "postgresql-$version-cron"; then
    as_root apt-get update || true
    if ! as_root apt-get install -y --no-install-recommends "postgresql-$version-cron"; then
      echo "pg_cron: postgresql-$version-cron could not be installed; the schedule test is skipped"
      exit 0
    fi
  fi
fi

preload=$(sql 'show shared_preload_libraries')
if [[ ",${preload// /}," == *,pg_cron,* ]]; then
  echo "pg_cron: already preloaded ($preload)"
  exit 0
fi
sql "alter system set shared_preload_libraries = '${preload:+$preload,}pg_cron'"
as_root pg_ctlcluster "$version" "$cluster" restart
for _ in $(seq 1 60); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p "$port"
echo "pg_cron: preloaded, cron.database_name = $(sql 'show cron.database_name')"
