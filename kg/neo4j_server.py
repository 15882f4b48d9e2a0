"""A real Neo4j 5.26 Community server from Maven Central jars, for people without Docker and for the tests.

``start_server`` resolves the jars with Maven (``server/pom.xml``) into a cache folder
once, then runs ``org.neo4j.server.CommunityEntryPoint`` in the background with every
file (data, logs, pid) under one home folder, bound to 127.0.0.1 only. Authentication
is off unless a password is given (NEO4J_PASSWORD): the server listens on loopback
only and holds nothing but the graph. The first start with a password replaces user
neo4j's factory password with it.
"""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, ContextManager, Optional

from kg.errors import Neo4jUnavailable
from kg.process import HeldSetting
from kg.resources import installed_where, project_folder

POM = project_folder("server", "pom.xml") / "pom.xml"
MAIN_CLASS = "org.neo4j.server.CommunityEntryPoint"
STATE_FILE = "paper-kg-server.json"
JVM_FLAGS = (
    "--add-opens=java.base/java.nio=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    "--enable-native-access=ALL-UNNAMED",
    "-Dio.netty.tryReflectionSetAccessible=true",
    # A load is throughput work on a small dev box: the parallel collector spends less
    # CPU than G1 next to the database's own threads.
    "-XX:+UseParallelGC",
    "-XX:-OmitStackTraceInFastThrow",
)
FACTORY_PASSWORD = "neo4j"  # user neo4j's password on a new home, which Neo4j makes the first login change
MIN_PASSWORD_LENGTH = 8  # Neo4j's dbms.security.auth_minimum_password_length
RATE_LIMITED = "Neo.ClientError.Security.AuthenticationRateLimit"  # logins refused a few seconds after wrong ones
INSTALL_HINT = ("install Java 17 and Maven (Debian/Ubuntu: `sudo apt-get install openjdk-17-jre-headless maven`), "
                "or run Neo4j with Docker: `docker compose up -d`")

Say = Callable[[str], None]


@dataclass
class ServerInfo:
    """A server this module started: where it listens and which process it is."""

    home: str
    pid: int
    bolt_port: int
    http_port: int
    version: str
    auth: bool

    @property
    def uri(self) -> str:
        return f"bolt://127.0.0.1:{self.bolt_port}"

    @property
    def browser_url(self) -> str:
        return f"http://127.0.0.1:{self.http_port}/browser/"


@dataclass
class ServerStatus:
    home: str
    running: bool
    info: Optional[ServerInfo]
    message: str
    untrusted: Optional[str] = None  # why the state file was not believed, naming it


class _UntrustedState(Exception):
    """A state file paper-kg did not write as it stands (edited, truncated, another program's):
    its pid must not be signalled."""


def default_home() -> Path:
    """The user's data folder for the server: $XDG_DATA_HOME/paper-kg/neo4j (~/.local/share/...)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "paper-kg" / "neo4j"


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "paper-kg"


def neo4j_version(pom: Path = POM) -> str:
    """The pinned Neo4j version, read from the pom so the cache folder follows it."""
    match = re.search(r"<neo4j\.version>([^<]+)</neo4j\.version>", _read_pom(pom))
    if not match:
        raise Neo4jUnavailable(f"[KG251] {pom} does not pin <neo4j.version>: restore server/pom.xml")
    return match.group(1).strip()


def _read_pom(pom: Path) -> str:
    try:
        return pom.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise Neo4jUnavailable(f"[KG250] {pom} is missing: the jar-based server needs its Maven file, looked for in "
                               f"{installed_where()}; otherwise use `docker compose up -d`") from exc


def _require(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        raise Neo4jUnavailable(f"[KG252] `{tool}` not found: {INSTALL_HINT}")
    return path


def ensure_jars(say: Optional[Say] = None, pom: Path = POM) -> Path:
    """The folder of Neo4j jars, resolved with Maven the first time (100-200 MB into ~/.m2)."""
    version = neo4j_version(pom)
    lib = cache_dir() / f"neo4j-{version}" / "lib"
    if (lib / ".complete").exists():
        return lib
    mvn = _require("mvn")
    _require("java")
    lib.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix="lib.", dir=lib.parent))
    if say:
        say(f"Fetching Neo4j {version} jars with Maven (first run only; may take several minutes)...")
    command = [mvn, "-q", "-B", "-f", str(pom), "dependency:copy-dependencies", f"-DoutputDirectory={staging}"]
    completed = subprocess.run(command, capture_output=True, text=True)
    if completed.returncode != 0:
        shutil.rmtree(staging, ignore_errors=True)
        tail = "\n".join((completed.stdout + completed.stderr).strip().splitlines()[-15:])
        raise Neo4jUnavailable(f"[KG253] Maven could not fetch the Neo4j jars (exit {completed.returncode}); "
                               f"check access to Maven Central, or use `docker compose up -d`:\n{tail}")
    (staging / ".complete").write_text(version + "\n", encoding="utf-8")
    if lib.exists():
        shutil.rmtree(lib)
    staging.rename(lib)
    return lib


def _state_path(home: Path) -> Path:
    return home / STATE_FILE


_STATE_FIELDS = {"home": str, "pid": int, "bolt_port": int, "http_port": int, "version": str, "auth": bool}


def _read_state(home: Path) -> Optional[ServerInfo]:
    """The server the state file names; None without the file; _UntrustedState when it cannot be believed."""
    path = _state_path(home)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (ValueError, RecursionError):  # not UTF-8, not JSON, a number of thousands of digits, nested too deep
        raise _UntrustedState(f"{path} cannot be trusted (not UTF-8 JSON)") from None
    problem = _state_problem(data)
    if problem:
        raise _UntrustedState(f"{path} cannot be trusted ({problem})")
    return ServerInfo(**{name: data[name] for name in _STATE_FIELDS})


def _state_problem(data: object) -> Optional[str]:
    if not isinstance(data, dict):
        return "not a JSON object"
    for name, kind in _STATE_FIELDS.items():
        if name not in data:
            return f"no {name}"
        if type(data[name]) is not kind:  # (a bool is no pid)
            return f"{name} {data[name]!r:.40} is not a{'n' * (kind is int)} {kind.__name__}"
    if not 0 < data["pid"] < 2**31:
        return f"pid {data['pid']} is no process id"
    for name in ("bolt_port", "http_port"):
        if not 0 < data[name] < 65536:
            return f"{name} {data[name]} is no port"
    return None


def _write_state(home: Path, info: ServerInfo) -> None:
    path = _state_path(home)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(asdict(info), indent=2) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def _is_neo4j_process(pid: int) -> bool:
    """Alive and really our Neo4j (a recycled pid is not), zombies counted as gone."""
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        pass
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        if stat.rsplit(")", 1)[1].split()[0] == "Z":
            return False
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
        return MAIN_CLASS in cmdline
    except (FileNotFoundError, ProcessLookupError, IndexError):
        pass
    except PermissionError:
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return not Path("/proc").is_dir()


def _port_open(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(0.5)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def free_port() -> int:
    """A TCP port nothing listens on right now (for test servers)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def server_status(home: Optional[Path] = None) -> ServerStatus:
    """Whether the server of a home folder runs, from its state file and the process table."""
    home = Path(home or default_home())
    try:
        info = _read_state(home)
    except _UntrustedState as exc:
        return ServerStatus(str(home), False, None, f"no server known from {home}: {exc}; "
                            "remove it once no Neo4j runs from there", untrusted=str(exc))
    if info is None:
        return ServerStatus(str(home), False, None, f"no server started from {home}")
    if not _is_neo4j_process(info.pid):
        return ServerStatus(str(home), False, info, f"not running (pid {info.pid} has exited)")
    if not _port_open(info.bolt_port):
        return ServerStatus(str(home), True, info, f"starting (pid {info.pid}), Bolt port {info.bolt_port} not open yet")
    return ServerStatus(str(home), True, info, f"running (pid {info.pid}) at {info.uri}")


def _settings(home: Path, bolt_port: int, http_port: int, auth: bool, pagecache: str) -> list[str]:
    settings = {
        "server.default_listen_address": "127.0.0.1",
        "server.default_advertised_address": "127.0.0.1",
        "server.bolt.listen_address": f"127.0.0.1:{bolt_port}",
        "server.bolt.advertised_address": f"127.0.0.1:{bolt_port}",
        "server.http.listen_address": f"127.0.0.1:{http_port}",
        "server.http.advertised_address": f"127.0.0.1:{http_port}",
        "server.https.enabled": "false",
        "dbms.security.auth_enabled": "true" if auth else "false",
        "server.memory.pagecache.size": pagecache,
        "dbms.usage_report.enabled": "false",
        "server.logs.debug.enabled": "false",
        "server.directories.plugins": str(home / "plugins"),
        # The full-text index is eventually consistent anyway: refreshing its searcher once a
        # second instead of after every applied batch, and merging Lucene segments ten at a
        # time (Lucene's default) instead of two, cuts the index's share of a bulk load's CPU.
        "db.index.fulltext.eventually_consistent_refresh_interval": "1s",
        "internal.dbms.index.lucene.merge_factor": "10",
        # Neo4j keeps two days of transaction logs by default, and a graph reloaded often adds
        # hundreds of megabytes a load. Old logs go at checkpoints: keep about 1 GB, and
        # checkpoint every 5 minutes instead of 15 so that they go soon.
        "db.tx_log.rotation.retention_policy": "1G size",
        "db.checkpoint.interval.time": "5m",
    }
    args = []
    for key, value in settings.items():
        args += ["-c", f"{key}={value}"]
    return args


def default_heap() -> str:
    """A quarter of the machine's memory, at least 1 GB and at most 4 GB: with 1 GB the
    collector takes about a third of the server's time loading a corpus-sized graph, while a
    small machine keeps room for everything else."""
    try:
        memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):
        return "1g"
    megabytes = min(max(memory // 4 // 2**20, 1024), 4096)
    return f"{megabytes}m"


def start_server(home: Optional[Path] = None, bolt_port: int = 7687, http_port: int = 7474,
                 password: Optional[str] = None, heap: Optional[str] = None, pagecache: str = "512m",
                 timeout: float = 180.0, say: Optional[Say] = None) -> ServerInfo:
    """Start Neo4j in the background and return once it answers Bolt queries.

    Args:
        home: folder for data, logs and the pid file (default: `default_home()`).
        bolt_port, http_port: ports on 127.0.0.1.
        password: turn authentication on with this password for user `neo4j`; off when None.
        heap, pagecache: JVM heap and page cache sizes (heap: default_heap() when None).
        timeout: seconds to wait for readiness.
        say: receives progress lines for a human.

    Returns:
        The running server; the same one if this home's server already runs.

    Raises:
        Neo4jUnavailable: a port out of range or taken, a password Neo4j would refuse, Java or Maven missing,
            or the server failed to start.
    """
    for option, port in (("--bolt-port", bolt_port), ("--http-port", http_port)):
        if not 0 < port < 65536:  # checked before the jars are fetched, not when a socket is opened
            raise Neo4jUnavailable(f"[KG259] {option} {port} is no TCP port: choose one from 1 to 65535")
    if bolt_port == http_port:  # one port cannot serve both connectors
        raise Neo4jUnavailable(f"[KG259] --bolt-port and --http-port are both {bolt_port}: the server listens on "
                               "two ports, so choose two")
    if password is not None:
        _check_password(password)
    home = Path(home or default_home()).resolve()
    home.mkdir(parents=True, exist_ok=True)
    status = server_status(home)
    if status.untrusted and say:
        say(f"Note: {status.untrusted}; the new server's state replaces it")
    if status.running and status.info is not None:
        if say:
            say(f"Neo4j already running from {home} (pid {status.info.pid})")
        _wait_ready(status.info, home, time.monotonic() + timeout, None, password)
        return status.info
    java = _require("java")
    lib = ensure_jars(say)
    for port in (bolt_port, http_port):
        if _port_open(port):
            raise Neo4jUnavailable(f"[KG254] port {port} on 127.0.0.1 is already in use: stop what listens there "
                                   "or choose another port with --bolt-port / --http-port")
    (home / "logs").mkdir(exist_ok=True)
    (home / "plugins").mkdir(exist_ok=True)
    log_path = home / "logs" / "neo4j.log"
    log_offset = log_path.stat().st_size if log_path.exists() else 0
    first_start = not (home / "data" / "databases").exists()
    heap = heap or default_heap()
    command = [java, f"-Xms{heap}", f"-Xmx{heap}", *JVM_FLAGS, "-cp", f"{lib}/*", MAIN_CLASS,
               f"--home-dir={home}", *_settings(home, bolt_port, http_port, password is not None, pagecache)]
    console = open(home / "logs" / "console.log", "ab")
    try:
        process = subprocess.Popen(command, cwd=home, stdin=subprocess.DEVNULL, stdout=console,
                                   stderr=subprocess.STDOUT, start_new_session=True)
    finally:
        console.close()
    info = ServerInfo(str(home), process.pid, bolt_port, http_port, neo4j_version(), password is not None)
    _write_state(home, info)
    if say:
        say(f"Starting Neo4j {info.version} (pid {info.pid}), data in {home}")
    try:
        _wait_ready(info, home, time.monotonic() + timeout, log_offset,
                    password, initial=first_start and password is not None, alive=lambda: process.poll() is None)
    except BaseException:
        _terminate(process.pid, 30)
        raise
    return info


def _check_password(password: str) -> None:
    """Refuse, before anything starts, a password Neo4j would refuse as the first one of user `neo4j`:
    a server that cannot set it is of no use."""
    if password == FACTORY_PASSWORD:
        raise Neo4jUnavailable(f"[KG260] NEO4J_PASSWORD is Neo4j's factory password {FACTORY_PASSWORD!r}, which Neo4j "
                               f"makes every user change: choose another of at least {MIN_PASSWORD_LENGTH} characters")
    if len(password) < MIN_PASSWORD_LENGTH:
        raise Neo4jUnavailable(f"[KG260] NEO4J_PASSWORD has {len(password)} characters, but Neo4j needs a password of "
                               f"at least {MIN_PASSWORD_LENGTH}: choose a longer one")


def _log_says_started(log_path: Path, offset: Optional[int]) -> bool:
    if offset is None:
        return True
    try:
        with open(log_path, "rb") as handle:
            handle.seek(offset)
            return b"Started." in handle.read()
    except FileNotFoundError:
        return False


def _log_tail(home: Path, lines: int = 20) -> str:
    texts = []
    for name in ("neo4j.log", "console.log"):
        path = home / "logs" / name
        if path.exists():
            texts += path.read_text(errors="replace").splitlines()[-lines:]
    return "\n".join(texts[-lines:])


def _wait_ready(info: ServerInfo, home: Path, deadline: float, log_offset: Optional[int],
                password: Optional[str], initial: bool = False, alive: Optional[Callable[[], bool]] = None) -> None:
    """Ready = Bolt port open, `Started.` in the log, and a query answered.

    `alive` is the started child's own status: /proc can show an empty command line while
    the JVM launcher execs, which must not read as an exit.
    """
    log_path = home / "logs" / "neo4j.log"
    alive = alive or (lambda: _is_neo4j_process(info.pid))
    while time.monotonic() < deadline:
        if not alive():
            raise Neo4jUnavailable(f"[KG255] Neo4j exited during start-up; its log ({home}/logs) ends with:\n"
                                   f"{_log_tail(home)}")
        if _port_open(info.bolt_port) and _log_says_started(log_path, log_offset):
            break
        time.sleep(0.5)
    else:
        raise Neo4jUnavailable(f"[KG256] Neo4j did not become ready within the timeout; see {home}/logs:\n"
                               f"{_log_tail(home)}")
    if initial and password is not None:
        _set_initial_password(info, password, deadline)
    factory_tried = initial
    last: Optional[Exception] = None
    while time.monotonic() < deadline:
        try:
            _verify(info.uri, ("neo4j", password) if password else None)
            return
        except Exception as exc:  # the driver's own errors while the server finishes booting
            if type(exc).__name__ == "AuthError":
                # A home that never had its password set (a first start that failed to, or ran without one)
                # still has the factory one: set it now.
                if password is not None and not factory_tried:
                    factory_tried = True
                    if _set_initial_password(info, password, deadline):
                        continue
                raise Neo4jUnavailable(_refused(info, home, password)) from None
            last = exc
            time.sleep(0.5)
    raise Neo4jUnavailable(f"[KG256] Neo4j at {info.uri} opened its port but does not answer queries: "
                           f"{type(last).__name__}")


def _refused(info: ServerInfo, home: Path, password: Optional[str]) -> str:
    if password is None:
        return (f"[KG211] Neo4j at {info.uri} asks for the password of user 'neo4j' (its server runs with "
                "authentication on): set NEO4J_PASSWORD to it")
    return (f"[KG211] Neo4j at {info.uri} refused the password for user 'neo4j', which is no longer the factory one: "
            f"an earlier start of {home} with a NEO4J_PASSWORD set it, unless it was changed by hand since; use that one")


def _verify(uri: str, auth: Optional[tuple[str, str]]) -> None:
    import neo4j  # the launcher is the one other module allowed to use the driver

    with driver_warnings_told(), neo4j.GraphDatabase.driver(uri, auth=auth, connection_timeout=5,
                                                            notifications_min_severity="OFF") as driver:
        driver.verify_connectivity()
        with driver.session(database="neo4j") as session:
            session.run("RETURN 1").consume()


def _set_initial_password(info: ServerInfo, password: str, deadline: float) -> bool:
    """Replace the factory password `neo4j` (Neo4j asks for a change on first login); False if it no longer logs in.

    Any other failure is a Neo4jUnavailable [KG261]: the home keeps the factory password, which a later start sets.
    """
    import neo4j  # the launcher is the one other module allowed to use the driver

    while True:
        try:
            with driver_warnings_told(), neo4j.GraphDatabase.driver(info.uri, auth=("neo4j", FACTORY_PASSWORD),
                                                                    connection_timeout=5,
                                                                    notifications_min_severity="OFF") as driver:
                with driver.session(database="system") as session:
                    session.run("ALTER CURRENT USER SET PASSWORD FROM $old TO $new", old=FACTORY_PASSWORD,
                                new=password).consume()
            return True
        except neo4j.exceptions.AuthError:
            return False
        except Exception as exc:  # the driver's and the server's refusals alike
            if getattr(exc, "code", None) == RATE_LIMITED and time.monotonic() < deadline:
                time.sleep(1)  # wrong logins just before: Neo4j lets the next one in after a few seconds
                continue
            said = " ".join(str(getattr(exc, "message", None) or exc).split()).replace(password, "***")
            raise Neo4jUnavailable(f"[KG261] Neo4j at {info.uri} did not set NEO4J_PASSWORD as the password of user "
                                   f"'neo4j' ({type(exc).__name__}: {said}); the next start of {info.home} tries "
                                   "again") from None


def _terminate(pid: int, timeout: float) -> bool:
    """SIGTERM, wait for a clean exit; SIGKILL only after the timeout. True if it exited cleanly."""
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return True
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not _is_neo4j_process(pid):
            return True
        time.sleep(0.25)
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        return True
    while _is_neo4j_process(pid):
        time.sleep(0.1)
    return False


def stop_server(home: Optional[Path] = None, timeout: float = 60.0) -> Optional[ServerInfo]:
    """Stop the server of a home folder cleanly; returns it, or None if none was running.

    Raises:
        Neo4jUnavailable: it did not shut down within `timeout` seconds and had to be killed, or
            the state file cannot be trusted, so its pid is not signalled.
    """
    home = Path(home or default_home()).resolve()
    try:
        info = _read_state(home)
    except _UntrustedState as exc:
        raise Neo4jUnavailable(f"[KG258] {exc}, so no process was stopped: stop the Neo4j of {home} by hand "
                               "if one runs, then remove the file") from None
    if info is None or not _is_neo4j_process(info.pid):
        return None
    clean = _terminate(info.pid, timeout)
    if not clean:
        raise Neo4jUnavailable(f"[KG257] Neo4j (pid {info.pid}) did not stop within {timeout:.0f}s and was killed; "
                               f"its next start recovers the database. Logs: {home}/logs")
    return info


# ---------------------------------------------------------------- the driver's warnings

DRIVER_LOGGER = "kg.neo4j"
"""The logger on which paper-kg tells the Neo4j driver's warnings, one line each (driver_warnings_told)."""


def driver_log_line(record: logging.LogRecord) -> str:
    """A driver log record in one line: a retried transaction by the kind of error that made it fail
    ("DeadlockDetected"), anything else by the first line of its message."""
    if "will be retried" in str(record.msg):
        error = record.args[-1] if isinstance(record.args, tuple) and record.args else None
        code = str(getattr(error, "code", "") or "")
        if code.startswith("Neo.TransientError."):
            kind = code.rsplit(".", 1)[-1]
        else:
            kind = type(error).__name__ if error is not None else "unknown"
        return f"Neo4j: a transaction hit a transient error ({kind}) and is being retried"
    first_line = record.getMessage().strip().split("\n", 1)[0]
    return f"Neo4j driver: {first_line[:200]}"


class _DriverWarnings(logging.Handler):
    """The driver's warnings (its loggers are named "neo4j...") told again as driver_log_line on DRIVER_LOGGER. With
    no handler of its own, Python prints the driver's raw records to any program that set up no logging: a
    transaction it retries after a deadlock comes with the server's whole lock dump, though the retry succeeds (a
    failure is raised, and reported as an error). A program that logs gets the driver's records as before."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)

    def emit(self, record: logging.LogRecord) -> None:
        logging.getLogger(DRIVER_LOGGER).log(record.levelno, driver_log_line(record))


_DRIVER_WARNINGS = _DriverWarnings()


def _tell_driver_warnings(told: bool) -> None:
    logger = logging.getLogger("neo4j")
    if told:
        logger.addHandler(_DRIVER_WARNINGS)
    else:
        logger.removeHandler(_DRIVER_WARNINGS)


_DRIVER_WARNINGS_TOLD = HeldSetting(lambda: _DRIVER_WARNINGS in logging.getLogger("neo4j").handlers,
                                    _tell_driver_warnings, lambda told: True, needed=True)


def driver_warnings_told() -> ContextManager[None]:
    """While inside (in any thread), the driver's warnings are one line each on DRIVER_LOGGER instead of its raw
    records: a program that set up no logging sees that line (`kg` shows it as its own, none with --quiet)."""
    return _DRIVER_WARNINGS_TOLD.held()
