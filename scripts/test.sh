#!/usr/bin/env bash
# The test command: `bash scripts/test.sh [pytest args]`.
#
# Creates or reuses .venv (seeing the system's packages, so nothing is downloaded twice),
# installs paper-kg with its dev extras, makes sure Chromium is there for the HTML tests,
# and, unless KG_TEST_NEO4J_URI already names a server the tests may empty, starts a throwaway
# Neo4j (jar-based, `kg neo4j start`) on free ports with a fresh home, exports KG_TEST_NEO4J_URI
# for the tests and stops it on exit. A NEO4J_URI of your own is never used: the tests empty the
# database they load into. Exits with pytest's status. With CI=true a server that cannot start
# fails the run; elsewhere the Neo4j tests skip and say how to run them.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV="${KG_VENV:-.venv}"
if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv --system-site-packages "$VENV"
fi
PY="$VENV/bin/python"
"$PY" -m pip install --quiet --disable-pip-version-check -e '.[dev]'

is_ci() { case "${CI:-}" in true|TRUE|True|1|yes) return 0 ;; *) return 1 ;; esac; }

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
        echo "Installing Chromium for the HTML export tests..." >&2
        apt-get update -qq && apt-get install -y -qq chromium >/dev/null
    else
        echo "warning: Chromium not found; the HTML export tests need it (apt-get install chromium)" >&2
    fi
fi

NEO4J_STARTED_HOME=""
stop_neo4j() {
    if [ -n "$NEO4J_STARTED_HOME" ]; then
        "$PY" -m kg neo4j stop --home "$NEO4J_STARTED_HOME" || true
        rm -rf "$NEO4J_STARTED_HOME"
    fi
}
trap stop_neo4j EXIT

if [ -z "${KG_TEST_NEO4J_URI:-}" ]; then
    NEO4J_STARTED_HOME="$(mktemp -d "${TMPDIR:-/tmp}/paper-kg-neo4j.XXXXXX")"
    BOLT_PORT="$("$PY" -c 'from kg.neo4j_server import free_port; print(free_port())')"
    HTTP_PORT="$("$PY" -c 'from kg.neo4j_server import free_port; print(free_port())')"
    # (without the shell's own NEO4J_* settings: a NEO4J_PASSWORD would turn the throwaway server's auth on)
    if URI="$(env -u NEO4J_URI -u NEO4J_USER -u NEO4J_PASSWORD -u NEO4J_DATABASE \
            "$PY" -m kg neo4j start --home "$NEO4J_STARTED_HOME" --bolt-port "$BOLT_PORT" \
            --http-port "$HTTP_PORT" --heap 1g --timeout 900)"; then
        export KG_TEST_NEO4J_URI="$URI"
        echo "Neo4j for the tests: $KG_TEST_NEO4J_URI" >&2
    elif is_ci; then
        echo "error: Neo4j could not be started for the test run (see the message above)" >&2
        exit 1
    else
        echo "warning: Neo4j could not be started; the Neo4j tests will skip" >&2
    fi
fi

set +e
"$PY" -m pytest "$@"
status=$?
set -e
exit "$status"
