"""A self-contained interactive HTML view of a graph (vis-network, inlined, no network access).

The page is one file: vis-network's script and style are taken from the copy the
pyvis package ships and inlined, next to our own template. Graph data travels as a
JSON block with ``<``, ``>`` and ``&`` escaped, and the page script renders every
name, title and sentence with ``textContent``, so data can never become markup.
A Content-Security-Policy allows exactly the two inline scripts (by hash) and no
outside requests.
"""

from __future__ import annotations

import base64
import hashlib
import html
import importlib.util
import json
import os
import re
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Optional

import networkx as nx

from kg.errors import ExportError
from kg.graph import entity_papers

TEMPLATES = Path(__file__).with_name("templates")
PAPER_TITLES_SHOWN = 12
AUTHORS_SHOWN = 6
ABSTRACT_CHARS = 400

# Properties shown in a node's tooltip, per label, in this order.
DETAIL_FIELDS = {
    "Paper": ("authors", "year", "date", "url", "doi", "arxiv_id", "org", "source", "abstract"),
    "Result": ("value", "unit", "direction", "text"),
    "Repository": ("url",),
}


@lru_cache(maxsize=1)
def _vis_assets() -> tuple[str, str]:
    spec = importlib.util.find_spec("pyvis")
    if spec is None or not spec.submodule_search_locations:
        raise ExportError("[KG408] the HTML view needs vis-network from the pyvis package: pip install 'pyvis>=0.3.2,<0.4'")
    lib = Path(list(spec.submodule_search_locations)[0]) / "lib"
    candidates = sorted(lib.glob("vis-*/vis-network.min.js"),
                        key=lambda p: tuple(int(x) for x in re.findall(r"\d+", p.parent.name)))
    if not candidates:
        raise ExportError(f"[KG408] no vis-network.min.js under {lib}: reinstall pyvis (pip install --force-reinstall pyvis)")
    js_path = candidates[-1]
    css_path = js_path.with_name("vis-network.css")
    js = js_path.read_text(encoding="utf-8")
    css = css_path.read_text(encoding="utf-8") if css_path.exists() else ""
    return _inline_safe(js), css.replace("</style", "<\\/style")


def _inline_safe(script: str) -> str:
    """Keep a script from closing its own <script> element early."""
    return re.sub(r"</(script)", r"<\\/\1", script, flags=re.IGNORECASE).replace("<!--", "<\\!--")


@lru_cache(maxsize=1)
def label_styles() -> dict:
    return json.loads((TEMPLATES / "label_styles.json").read_text(encoding="utf-8"))


def json_for_script(payload: object) -> str:
    """JSON that is inert inside <script>: no <, > or & can end the element or open markup."""
    text = json.dumps(payload, ensure_ascii=False, sort_keys=False, allow_nan=False, default=str)
    return (text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def _display(value: object) -> object:
    if isinstance(value, float) and value != value:  # NaN
        return None
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)


def _authors_line(authors: list, count: object) -> str:
    """The first few authors on one line, and how many more the paper has (its `authors_count` may know of more
    than its source listed): "Ada Park, Ben Ortiz and 9 more"."""
    names = [str(author) for author in authors]
    shown = names[:AUTHORS_SHOWN]
    more = max(len(names), count if type(count) is int else 0) - len(shown)
    return ", ".join(shown) + (f" and {more} more" if more > 0 else "")


def _papers_of(graph: nx.MultiDiGraph, node_id: str) -> list[str]:
    """The titles of the papers that name a node, directly or in a result they report (as its count takes them)."""
    seen = []
    for other in entity_papers(graph, node_id):
        data = graph.nodes[other]
        seen.append(str(data.get("title") or data.get("name") or other))
    return sorted(set(seen), key=str.casefold)


def view_payload(graph: nx.MultiDiGraph, title: str, focus_ids: Iterable[str] = ()) -> dict:
    """Everything the page script needs, as plain JSON-ready data."""
    styles = label_styles()
    nodes = []
    for node_id, data in sorted(graph.nodes(data=True), key=lambda n: str(n[0])):
        label = str(data.get("label", "?"))
        papers_titles = _papers_of(graph, node_id) if label != "Paper" else []
        papers = data.get("papers")
        if not isinstance(papers, int) or isinstance(papers, bool):
            papers = len(papers_titles) if label not in ("Paper", "Result") else None
        details = []
        for field in DETAIL_FIELDS.get(label, ()):
            value = data.get(field)
            if value is None:
                continue
            if field == "abstract" and isinstance(value, str) and len(value) > ABSTRACT_CHARS:
                value = value[: ABSTRACT_CHARS - 1].rstrip() + "…"
            if field == "authors" and isinstance(value, list):
                value = _authors_line(value, data.get("authors_count"))
            details.append([field, _display(value)])
        details.append(["id", str(node_id)])
        aliases = data.get("aliases") or []
        if isinstance(aliases, str):
            aliases = [aliases]
        name = str(data.get("name") or node_id)
        nodes.append({
            "id": str(node_id), "label": label, "name": name,
            "aliases": [str(a) for a in aliases if str(a) != name],
            "papers": papers, "details": details,
            "paperTitles": papers_titles[:PAPER_TITLES_SHOWN],
            # the papers not listed: past the first few, and those outside the view its count takes in
            "morePapers": max(max(papers or 0, len(papers_titles)) - min(len(papers_titles), PAPER_TITLES_SHOWN), 0),
        })
    edges = []
    for start, end, key, data in sorted(graph.edges(keys=True, data=True), key=lambda e: str(e[2])):
        confidence = data.get("confidence")
        edges.append({
            "id": str(key), "from": str(start), "to": str(end), "type": str(data.get("type", "?")),
            "sentence": _display(data.get("sentence")), "rule": _display(data.get("rule")),
            "confidence": confidence if isinstance(confidence, (int, float)) and confidence == confidence else None,
        })
    counts = Counter(node["label"] for node in nodes)
    order = list(styles["labels"]) + sorted(set(counts) - set(styles["labels"]))
    labels = [{"label": label, "count": counts[label]} for label in order if counts[label]]
    present = set(graph.nodes)
    return {"title": title, "focus": [str(f) for f in focus_ids if f in present], "labels": labels,
            "styles": {k: v for k, v in styles.items() if not k.startswith("_")}, "nodes": nodes, "edges": edges}


def _script_hash(script: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii") + "'"


def render_html(graph: nx.MultiDiGraph, title: str = "paper-kg graph", focus_ids: Iterable[str] = ()) -> str:
    vis_js, vis_css = _vis_assets()
    view_js = _inline_safe((TEMPLATES / "view.js").read_text(encoding="utf-8"))
    view_css = (TEMPLATES / "view.css").read_text(encoding="utf-8")
    csp = ("default-src 'none'; "
           f"script-src {_script_hash(vis_js)} {_script_hash(view_js)}; "
           "style-src 'unsafe-inline'; img-src data:; font-src data:; connect-src 'none'; "
           "base-uri 'none'; form-action 'none'")
    values = {
        "title": html.escape(title, quote=True),
        "csp": html.escape(csp, quote=True),
        "vis_css": vis_css,
        "view_css": view_css,
        "vis_js": vis_js,
        "view_js": view_js,
        "data_json": json_for_script(view_payload(graph, title, focus_ids)),
    }
    template = (TEMPLATES / "view.html").read_text(encoding="utf-8")
    # One pass over the template only: inserted data is never scanned for placeholders.
    return re.sub(r"\{\{ (\w+) \}\}", lambda m: values[m.group(1)], template)


def write_html(graph: nx.MultiDiGraph, path: str | os.PathLike, title: str = "paper-kg graph",
               focus_ids: Iterable[str] = ()) -> Path:
    """Write the interactive view; focus nodes are drawn larger, outlined and selected."""
    return _write_page(Path(path), render_html(graph, title=title, focus_ids=focus_ids))


def _write_page(path: Path, text: str) -> Path:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise ExportError(f"[KG404] cannot write HTML to {path}: {exc.strerror or exc}; pick a writable path with -o") from exc
    return path


def overview_html(graph: nx.MultiDiGraph, path: str | os.PathLike, limit: Optional[int] = 500,
                  title: str = "paper-kg overview") -> Path:
    """The whole graph, cut to its `limit` most connected nodes when larger, as one HTML file."""
    return _write_page(Path(path), overview_html_text(graph, limit=limit, title=title))


def overview_html_text(graph: nx.MultiDiGraph, limit: Optional[int] = 500, title: str = "paper-kg overview") -> str:
    """The page overview_html writes, as text, for a caller that writes it with other files. A graph cut to the
    limit says so in the title, so nobody takes the most connected few hundred nodes for the whole graph."""
    from kg.export.selection import Selection, select_subgraph

    shown = select_subgraph(graph, Selection(limit=limit)).subgraph
    if shown.number_of_nodes() < graph.number_of_nodes():
        title = (f"{title}: the {shown.number_of_nodes():,} most connected of {graph.number_of_nodes():,} nodes "
                 "(kg export --method, --dataset, ... draws the part around a name)")
    return render_html(shown, title=title)
