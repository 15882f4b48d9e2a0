"""The HTML view in real headless Chromium: offline, counts, tooltips, search, filters, safety, scale."""

import os
import re
import shutil
import signal
import warnings

import pytest

from export_fixtures import IMG_ABSTRACT, SCRIPT_TITLE, entity_id
from kg.export import Selection, export_subgraph

pytestmark = pytest.mark.browser

# Debian's /usr/bin/chromium is a shell script that adds flags of the machine's own (/etc/chromium.d) before
# starting the browser in /usr/lib/chromium: the tests start that browser themselves, with only their flags.
CHROMIUM = os.environ.get("KG_CHROMIUM") or next(
    (path for path in ("/usr/lib/chromium/chromium", "/usr/bin/chromium") if os.path.exists(path)), "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]


def _unavailable(reason: str):
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"{reason} (CI is set, so the browser tests must run: apt-get install chromium)")
    pytest.skip(f"{reason}: install it with `apt-get install chromium` and `pip install playwright` to run browser tests")


class Chromium:
    """One headless Chromium for the session, launched again if it dies.

    A browser process killed under the tests (by the machine, not by the page) would
    otherwise fail every later test with "Target ... has been closed" and no cause.
    Playwright's own log of the browser process (DEBUG=pw:browser) goes to standard
    error, so a failing test shows what Chromium printed before it went.
    """

    def __init__(self, driver):
        self.driver = driver
        self.launches = 0
        self.current = None

    def get(self):
        if self.current is None or not self.current.is_connected():
            if self.current is not None:
                warnings.warn("Chromium exited between pages; launching it again")
            self.launches += 1
            self.current = self.driver.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        return self.current

    def close(self):
        if self.current is not None and self.current.is_connected():
            self.current.close()


@pytest.fixture(scope="session")
def chromium():
    if not (os.path.exists(CHROMIUM) or shutil.which(CHROMIUM)):
        _unavailable(f"no Chromium at {CHROMIUM}")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the playwright Python package is not installed")
    driver = _with_browser_log(sync_playwright().start)
    browser = Chromium(driver)
    try:
        yield browser
    finally:
        browser.close()
        driver.stop()


def _with_browser_log(start_driver):
    """Start Playwright's driver with its browser-process log on, leaving the tests' environment as it was."""
    before = os.environ.get("DEBUG")
    os.environ["DEBUG"] = ",".join(filter(None, (before, "pw:browser")))
    try:
        return start_driver()
    finally:
        if before is None:
            os.environ.pop("DEBUG", None)
        else:
            os.environ["DEBUG"] = before


class View:
    """One opened export, with everything the page tried to do recorded."""

    def __init__(self, browser, path, bypass_csp=False):
        self.errors, self.requests, self.dialogs = [], [], []
        self.context = browser.new_context(viewport={"width": 1280, "height": 800}, bypass_csp=bypass_csp)
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))
        try:
            self.page.goto(path.resolve().as_uri())
        except Exception:
            if browser.is_connected():
                self.context.close()
            raise

    def _route(self, route):
        url = route.request.url
        if url.startswith("file:"):
            route.continue_()
        else:
            self.requests.append(url)
            route.abort()

    def wait_stable(self, timeout_ms=30000):
        self.page.wait_for_function("() => window.kgView && window.kgView.isStable()", timeout=timeout_ms)

    def js(self, expression, arg=None):
        return self.page.evaluate(expression, arg)

    def close(self):
        self.context.close()


@pytest.fixture
def open_view(chromium):
    views = []

    def _open(path, bypass_csp=False):
        try:
            view = View(chromium.get(), path, bypass_csp=bypass_csp)
        except Exception as error:
            if chromium.current.is_connected() and "crash" not in str(error).lower():
                raise
            # The browser process, or the page's renderer, went away: open the page once more.
            what = "Chromium exited" if not chromium.current.is_connected() else "The page's renderer crashed"
            warnings.warn(f"{what} while opening {path.name}; opening it again")
            if not chromium.current.is_connected():
                chromium.current = None
            view = View(chromium.get(), path, bypass_csp=bypass_csp)
        views.append(view)
        return view

    yield _open
    for view in views:
        try:
            view.close()
        except Exception:
            if view.context.browser.is_connected():
                raise


def _export(graph, tmp_path, name="view.html", **selection):
    return export_subgraph(graph, Selection(**selection), "html", tmp_path / name)


def _hover_node(view, node_id):
    point = view.js("id => kgView.domPosition(id)", node_id)
    view.page.mouse.move(point["x"] + 40, point["y"] + 40)
    view.page.mouse.move(point["x"], point["y"], steps=4)
    tooltip = view.page.locator("div.vis-tooltip")
    tooltip.wait_for(state="visible", timeout=5000)
    return tooltip


def test_view_opens_offline_and_draws_every_node_and_edge(graph, tmp_path, open_view):
    result = _export(graph, tmp_path)
    view = open_view(result.paths[0])
    view.wait_stable()
    counts = view.js("[kgView.nodeCount(), kgView.edgeCount(), kgView.drawnNodeCount(), kgView.drawnEdgeCount()]")
    assert (result.nodes, result.relationships) == (15, 21)
    assert counts == [15, 21, 15, 21]
    assert view.js("kgView.physicsEnabled()") is False
    assert view.js("document.querySelectorAll('#kg-legend input[type=checkbox]').length") == 7
    assert view.errors == [] and view.requests == [] and view.dialogs == []


def test_hovering_a_node_shows_name_aliases_and_papers(graph, tmp_path, open_view):
    view = open_view(_export(graph, tmp_path).paths[0])
    view.wait_stable()
    tooltip = _hover_node(view, "method:zetanet")
    text = tooltip.inner_text()
    assert "ZetaNet" in text and "Method" in text and "3 papers" in text
    assert "ZN" in text and "ZetaNet: sparse graphs for everyone" in text
    assert SCRIPT_TITLE in text  # a hostile title is shown as the text it is
    assert view.errors == []


def test_hovering_a_paper_shows_its_authors_cut_short_and_its_doi(graph, tmp_path, open_view):
    view = open_view(_export(graph, tmp_path).paths[0])
    view.wait_stable()
    text = _hover_node(view, "doi:10.1000/xyz").inner_text()
    assert "Author A Glimsby, Author B Glimsby" in text and "Author F Glimsby and 3 more" in text
    assert "Author G Glimsby" not in text and re.search(r"doi\s+10\.1000/xyz", text)
    assert view.errors == []


def test_hovering_a_relationship_shows_evidence_and_rule(graph, tmp_path, open_view):
    view = open_view(_export(graph, tmp_path, datasets=("bar-set",), hops=1).paths[0])
    view.wait_stable()
    point = view.js("id => kgView.edgeMidpoint(id)", "arxiv:2401.00002|EVALUATES_ON|dataset:bar-set")
    view.page.mouse.move(point["x"] + 30, point["y"] + 30)
    view.page.mouse.move(point["x"], point["y"], steps=4)
    tooltip = view.page.locator("div.vis-tooltip")
    tooltip.wait_for(state="visible", timeout=5000)
    text = tooltip.inner_text()
    assert "EVALUATES_ON" in text and "We use Bar-Set here." in text and "gaz:test" in text
    assert "Graphs with GammaNet revisited \u2192 Bar-Set" in text


def test_search_box_selects_and_zooms_to_a_node(graph, tmp_path, open_view):
    view = open_view(_export(graph, tmp_path).paths[0])
    view.wait_stable()
    before = view.js("kgView.network.getScale()")
    view.page.fill("#kg-search-input", "zn")  # an alias, lower case
    view.page.press("#kg-search-input", "Enter")
    assert view.js("kgView.selected()") == ["method:zetanet"]
    view.page.wait_for_function("() => !kgView.isAnimating()", timeout=5000)
    assert abs(view.js("kgView.network.getScale()") - 1.4) < 1e-6
    centre, node = view.js("[kgView.viewCenter(), kgView.domPosition('method:zetanet')]")
    assert abs(centre["x"] - node["x"]) < 2 and abs(centre["y"] - node["y"]) < 2
    assert before != view.js("kgView.network.getScale()")
    assert "ZetaNet" in view.page.inner_text("#kg-details")
    view.page.fill("#kg-search-input", "no such thing")
    view.page.press("#kg-search-input", "Enter")
    assert "no node matches" in view.page.inner_text("#kg-status")


def test_label_filters_and_physics_toggle(graph, tmp_path, open_view):
    view = open_view(_export(graph, tmp_path).paths[0])
    view.wait_stable()
    view.page.uncheck('#kg-legend input[data-label="Paper"]')
    assert view.js("kgView.drawnNodeCount()") == 15 - 4
    assert view.js("kgView.drawnEdgeCount()") == 21 - 17  # only the Result's four edges avoid papers
    assert view.page.inner_text("#kg-status").startswith("11 nodes \u00b7 4 relationships shown of 15 and 21")
    view.page.check('#kg-legend input[data-label="Paper"]')
    assert view.js("[kgView.drawnNodeCount(), kgView.drawnEdgeCount()]") == [15, 21]
    assert view.page.inner_text("#kg-status").startswith("15 nodes \u00b7 21 relationships")
    view.page.check("#kg-physics")
    assert view.js("kgView.physicsEnabled()") is True
    view.page.uncheck("#kg-physics")
    assert view.js("kgView.physicsEnabled()") is False


@pytest.mark.parametrize("bypass_csp", [False, True], ids=["with-csp", "escaping-alone"])
def test_injected_markup_never_runs(graph, tmp_path, open_view, bypass_csp):
    result = export_subgraph(graph, Selection(), "html", tmp_path / "x.html", title=SCRIPT_TITLE)
    view = open_view(result.paths[0], bypass_csp=bypass_csp)
    view.wait_stable()
    paper = "sha1:00000000000000aa"
    _hover_node(view, paper)
    view.page.fill("#kg-search-input", paper)
    view.page.press("#kg-search-input", "Enter")
    details = view.page.inner_text("#kg-details")
    assert SCRIPT_TITLE in details and IMG_ABSTRACT in details
    view.page.wait_for_timeout(300)
    assert view.js("typeof window.__kgPwned") == "undefined"
    assert view.js("document.querySelectorAll('img').length") == 0
    assert view.js("document.title") == SCRIPT_TITLE
    assert view.dialogs == [] and view.requests == [] and view.errors == []


def test_an_empty_selection_says_so_in_the_page(graph, tmp_path, open_view):
    result = _export(graph, tmp_path, min_papers=1000, types=("Dataset",))
    view = open_view(result.paths[0])
    assert result.nodes == 0
    assert view.page.inner_text("#kg-status") == "Nothing to show: the selection matched no node."
    assert view.errors == []


def test_focused_export_outlines_and_selects_the_focus(graph, tmp_path, open_view):
    result = _export(graph, tmp_path, methods=("GammaNet",))
    view = open_view(result.paths[0])
    view.wait_stable()
    assert view.js("kgView.selected()") == ["method:gammanet"]
    assert view.js("kgView.nodeCount()") == result.nodes == 4


def test_a_focus_stays_named_when_a_large_view_is_fitted_and_zoomed_out(big_graph, tmp_path, open_view):
    focus = next(node for node, data in big_graph.nodes(data=True) if data.get("label") == "Method")
    result = export_subgraph(big_graph, Selection(methods=(big_graph.nodes[focus]["name"],), hops=3, limit=1500),
                             "html", tmp_path / "focus.html")
    view = open_view(result.paths[0])
    view.wait_stable(timeout_ms=120_000)
    assert view.js("kgView.focusLabelPixels()") >= 7.9
    center = view.js("kgView.viewCenter()")
    view.page.mouse.move(center["x"], center["y"])
    for _ in range(6):
        view.page.mouse.wheel(0, 600)  # (zoom out, as a user does)
        view.page.wait_for_timeout(100)
    assert view.js("kgView.network.getScale()") < 0.2 and view.js("kgView.focusLabelPixels()") >= 7.9
    view.js(f"kgView.focus({big_graph.nodes[focus]['name']!r})")  # (a search zooms in on it)
    view.page.wait_for_function("() => !kgView.isAnimating()", timeout=10_000)
    view.page.wait_for_timeout(300)
    assert view.js("kgView.focusLabelPixels()") < 40  # (its label shrinks back as the view zooms in)
    assert view.errors == []


def test_two_thousand_nodes_stabilise_then_stop(big_graph, tmp_path, open_view):
    result = export_subgraph(big_graph, Selection(limit=None), "html", tmp_path / "big.html")
    assert result.nodes >= 1990
    view = open_view(result.paths[0])
    view.wait_stable(timeout_ms=90000)  # a guard against a layout that never settles, not a speed goal
    assert view.js("kgView.physicsEnabled()") is False
    assert view.js("[kgView.drawnNodeCount(), kgView.drawnEdgeCount()]") == [result.nodes, result.relationships]
    first = view.js("() => kgView.network.getPositions()")
    view.page.wait_for_timeout(1000)
    assert view.js("() => kgView.network.getPositions()") == first  # nothing moves once stabilised
    some_node = entity_id(big_graph, "Method 0")
    assert view.js("id => kgView.focus(id)", "Method 0") == some_node
    assert view.errors == [] and view.requests == []


def test_a_browser_killed_under_the_tests_is_launched_again(graph, tmp_path, chromium, open_view):
    processes = chromium.get().new_browser_cdp_session().send("SystemInfo.getProcessInfo")["processInfo"]
    launches = chromium.launches
    os.kill(next(p["id"] for p in processes if p["type"] == "browser"), signal.SIGKILL)
    with pytest.warns(UserWarning, match="Chromium exited"):
        view = open_view(_export(graph, tmp_path).paths[0])
    view.wait_stable()
    assert chromium.launches == launches + 1
    assert view.js("() => kgView.isStable()")
