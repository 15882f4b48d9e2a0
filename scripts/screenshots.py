"""Regenerate the README screenshots: docs/img/overview.png and docs/img/focused.png.

Builds the seed graph from examples/ (or reads --graph), exports the overview and a
view focused on the most connected dataset, and photographs both in headless Chromium.

    python3 scripts/screenshots.py                 # build examples/ into a temp dir
    python3 scripts/screenshots.py --graph out/graph.json
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kg.export import Selection, export_subgraph, overview_html  # noqa: E402
from kg.graph import most_connected  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]


def load_graph(args: argparse.Namespace, workdir: Path):
    if args.graph:
        from kg.store.local import read_graph

        return read_graph(args.graph)
    from kg.pipeline import build

    _, graph = build([args.examples], workdir / "build", html=False)
    return graph


def photograph(html: Path, png: Path, chromium: str, search: str | None = None) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 860}, device_scale_factor=1)
        page.goto(html.resolve().as_uri())
        page.wait_for_function("() => window.kgView && window.kgView.isStable()", timeout=120000)
        if search:
            page.evaluate("name => { const id = kgView.focus(name); kgView.network.fit({animation: false}); "
                          "kgView.network.selectNodes([id]); }", search)
            page.wait_for_timeout(600)
        png.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(png))
        browser.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--graph", type=Path, help="graph.json to use instead of building examples/")
    parser.add_argument("--examples", type=Path, default=ROOT / "examples")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "img")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        graph = load_graph(args, workdir)
        overview = overview_html(graph, workdir / "overview.html", title="paper-kg: seed graph overview")
        photograph(overview, args.out / "overview.png", args.chromium)

        top = most_connected(graph, "Dataset", 1) or most_connected(graph, "Method", 1)
        if not top:
            print("no Dataset or Method in the graph: skipped focused.png", file=sys.stderr)
            return 1
        _, name, papers = top[0]
        focused = export_subgraph(graph, Selection(datasets=(name,), hops=2) if graph.nodes[top[0][0]]["label"] == "Dataset"
                                  else Selection(methods=(name,), hops=2), "html", workdir / "focused.html",
                                  title=f"paper-kg: {name}, two hops out")
        photograph(focused.paths[0], args.out / "focused.png", args.chromium)
        print(f"wrote {args.out / 'overview.png'} ({graph.number_of_nodes()} nodes, overview limit 500) and "
              f"{args.out / 'focused.png'} ({name}: {focused.nodes} nodes, {focused.relationships} relationships)",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
