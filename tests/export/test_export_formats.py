import base64
import csv
import hashlib
import json
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import networkx as nx
import pytest

from export_fixtures import IMG_ABSTRACT, SCRIPT_TITLE, TRICKY_METHOD, UNICODE_METHOD, entity_id
from kg.errors import ExportError
from kg.export import (Selection, cypher_script, cypher_string, export_subgraph, format_for, read_gexf,
                       read_graphml, read_json, render_html, write_csv, write_cypher, write_gexf,
                       write_graphml, write_json)
from kg.export.html import view_payload


def assert_same_graph(want: nx.MultiDiGraph, got: nx.MultiDiGraph) -> None:
    assert set(want.nodes) == set(got.nodes)
    for node_id, data in want.nodes(data=True):
        assert dict(got.nodes[node_id]) == dict(data), node_id
        for name, value in data.items():
            assert type(got.nodes[node_id][name]) is type(value), (node_id, name)
    want_edges = {(u, v, k): d for u, v, k, d in want.edges(keys=True, data=True)}
    got_edges = {(u, v, k): d for u, v, k, d in got.edges(keys=True, data=True)}
    assert set(want_edges) == set(got_edges)
    for key, data in want_edges.items():
        assert got_edges[key] == data, key
        for name, value in data.items():
            assert type(got_edges[key][name]) is type(value), (key, name)


def _with_awkward_values(graph):
    graph = graph.copy()
    graph.nodes["method:zetanet"]["note"] = None
    graph.nodes["method:gammanet"]["note"] = "plain"
    graph.nodes["dataset:bar-set"]["flag"] = True
    graph.nodes["dataset:foo-bench"]["flag"] = False
    graph.nodes["metric:accuracy"]["aliases"] = []
    graph.nodes["task:link-prediction"]["weird"] = "form\x0cfeed and \x01 control"
    return graph


@pytest.mark.parametrize("writer,reader,suffix", [
    (write_graphml, read_graphml, "graphml"),
    (write_gexf, read_gexf, "gexf"),
    (write_json, read_json, "json"),
])
def test_round_trip_keeps_values_and_types(graph, tmp_path, writer, reader, suffix):
    graph = _with_awkward_values(graph)
    path = writer(graph, tmp_path / f"g.{suffix}")
    assert_same_graph(graph, reader(path))


@pytest.mark.parametrize("writer, suffix", [(write_graphml, "graphml"), (write_gexf, "gexf")])
def test_text_xml_cannot_hold_is_written_as_spaces_and_the_file_parses(graph, tmp_path, writer, suffix):
    graph = graph.copy()
    for node_id in graph.nodes:  # (on every node: an attribute every node has is written as plain text)
        graph.nodes[node_id]["name"] = "Glim\x01Net \x0bv2"
    path = writer(graph, tmp_path / f"g.{suffix}")
    text = ET.tostring(ET.parse(path).getroot(), encoding="unicode")
    assert "Glim Net  v2" in text and "\x01" not in text


@pytest.mark.parametrize("writer, suffix", [(write_graphml, "graphml"), (write_gexf, "gexf")])
def test_a_lone_surrogate_half_is_written_as_a_space_and_the_file_parses(graph, tmp_path, writer, suffix):
    graph = graph.copy()
    for node_id in graph.nodes:  # (as a "\\ud800" escape in a graph.json edited by hand reads)
        graph.nodes[node_id]["name"] = "Glim\ud800Net"
    path = writer(graph, tmp_path / f"g.{suffix}")
    text = ET.tostring(ET.parse(path).getroot(), encoding="unicode")
    assert "Glim Net" in text


def test_graphml_is_plain_xml_with_typed_keys(graph, tmp_path):
    path = write_graphml(graph, tmp_path / "g.graphml")
    root = ET.parse(path).getroot()
    ns = {"g": "http://graphml.graphdrawing.org/xmlns"}
    keys = {(k.get("for"), k.get("attr.name")): k.get("attr.type") for k in root.findall("g:key", ns)}
    assert keys[("node", "label")] == keys[("node", "kg.label")] == keys[("edge", "label")] == "string"
    assert keys[("node", "aliases.json")] == "string"
    assert keys[("node", "papers")] in ("int", "long")
    assert keys[("edge", "confidence")] == "double"
    assert len(root.findall("g:graph/g:node", ns)) == graph.number_of_nodes()
    assert len(root.findall("g:graph/g:edge", ns)) == graph.number_of_edges()
    # plain networkx (no helper) still loads it; lists are JSON text there
    plain = nx.read_graphml(path)
    assert json.loads(plain.nodes["method:zetanet"]["aliases.json"]) == ["ZN", "ZetaNet"]


def _labels_as_gephi_reads_graphml(path) -> tuple[dict[str, str], dict[str, str]]:
    """Node and edge labels as Gephi's GraphML importer takes them: from a key whose id or attr.name is, in any
    case, 'label' or yEd's 'd3' (nodes), 'label', 'edgelabel' or yEd's 'd7' (edges); the last such value wins."""
    ns = {"g": "http://graphml.graphdrawing.org/xmlns"}
    root = ET.parse(path).getroot()
    label_keys = {"node": {"label", "d3"}, "edge": {"label", "edgelabel", "d7"}}
    labelling = {k.get("id") for k in root.findall("g:key", ns)
                 if {k.get("id", "").lower(), k.get("attr.name", "").lower()} & label_keys.get(k.get("for"), set())}
    labels: dict[str, dict[str, str]] = {"node": {}, "edge": {}}
    for scope in labels:
        for element in root.iter(f"{{{ns['g']}}}{scope}"):
            for data in element.findall("g:data", ns):
                if data.get("key") in labelling:
                    labels[scope][element.get("id")] = data.text
    return labels["node"], labels["edge"]


def test_graphml_labels_nodes_by_name_and_edges_by_type_for_gephi(graph, tmp_path):
    path = write_graphml(graph, tmp_path / "g.graphml")
    nodes, edges = _labels_as_gephi_reads_graphml(path)
    assert nodes == {node_id: data["name"] for node_id, data in graph.nodes(data=True)}
    assert nodes["method:zetanet"] == "ZetaNet" and nodes["sha1:00000000000000aa"] == SCRIPT_TITLE
    assert edges == {key: data["type"] for _, _, key, data in graph.edges(keys=True, data=True)}
    # the kind travels as kg.label, as in GEXF; a plain reader sees both
    plain = nx.read_graphml(path, force_multigraph=True)
    assert (plain.nodes["method:zetanet"]["label"], plain.nodes["method:zetanet"]["kg.label"]) == ("ZetaNet", "Method")
    assert read_graphml(path).nodes["method:zetanet"]["label"] == "Method"


def test_a_graphml_file_written_with_the_kind_as_its_label_still_reads_back_with_its_kinds(tmp_path):
    """Files written before the display label came held the kind in `label`: reading them dropped every kind."""
    path = tmp_path / "old.graphml"
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<graphml xmlns="http://graphml.graphdrawing.org/xmlns">\n'
        '<key id="d0" for="node" attr.name="label" attr.type="string"/>\n'
        '<key id="d1" for="node" attr.name="name" attr.type="string"/>\n'
        '<key id="d2" for="edge" attr.name="type" attr.type="string"/>\n'
        '<graph edgedefault="directed"><node id="method:glimnet"><data key="d0">Method</data>'
        '<data key="d1">GlimNet</data></node><node id="p1"><data key="d0">Paper</data><data key="d1">Glim</data>'
        '</node><edge source="p1" target="method:glimnet" id="e1"><data key="d2">PROPOSES</data></edge>'
        '</graph></graphml>\n', encoding="utf-8")
    graph = read_graphml(path)
    assert dict(graph.nodes(data="label")) == {"method:glimnet": "Method", "p1": "Paper"}
    assert [data["type"] for _, _, data in graph.edges(data=True)] == ["PROPOSES"]


@pytest.mark.parametrize("writer", [write_graphml, write_gexf, write_json])
def test_same_graph_gives_same_bytes_on_any_day(graph, tmp_path, writer, monkeypatch):
    import time

    first = writer(graph, tmp_path / "first").read_bytes()
    monkeypatch.setattr(time, "strftime", lambda fmt, *args: "1999-12-31")
    assert writer(graph, tmp_path / "second").read_bytes() == first


def test_gexf_labels_nodes_by_name_for_gephi(graph, tmp_path):
    path = write_gexf(graph, tmp_path / "g.gexf")
    root = ET.parse(path).getroot()
    ns = {"x": "http://www.gexf.net/1.2draft"}
    labels = {n.get("id"): n.get("label") for n in root.iter("{http://www.gexf.net/1.2draft}node")}
    assert labels["method:zetanet"] == "ZetaNet"
    assert labels["sha1:00000000000000aa"] == SCRIPT_TITLE
    titles = {a.get("title") for a in root.iter("{http://www.gexf.net/1.2draft}attribute")}
    assert {"kg.label", "kg.key", "kg.type", "kg.start", "kg.end", "aliases.json"} <= titles
    assert root.find("x:graph", ns).get("defaultedgetype") == "directed"


def test_json_is_node_link_for_d3(graph, tmp_path):
    payload = json.loads(write_json(graph, tmp_path / "g.json").read_text(encoding="utf-8"))
    assert payload["directed"] is True and payload["multigraph"] is True
    assert len(payload["nodes"]) == graph.number_of_nodes()
    assert len(payload["links"]) == graph.number_of_edges()
    link = next(l for l in payload["links"] if l["type"] == "PROPOSES")
    assert (link["source"], link["target"]) == ("arxiv:2401.00001", "method:zetanet")
    assert {"sentence", "start", "end", "rule", "confidence", "key"} <= set(link)


def test_json_reader_rejects_other_files(tmp_path):
    path = tmp_path / "other.json"
    path.write_text('{"nodes": []}', encoding="utf-8")
    with pytest.raises(ExportError, match="KG405"):
        read_json(path)


def _read_csv(path):
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.reader(handle))


def test_csv_has_neo4j_admin_headers_and_values(graph, tmp_path):
    files = write_csv(graph, tmp_path / "csv")
    nodes = _read_csv(files.nodes)
    header = nodes[0]
    assert header[:3] == ["id:ID", ":LABEL", "name"]
    assert {"aliases:string[]", "papers:int", "year:int", "value:float", "title", "abstract"} <= set(header)
    rows = {row[0]: dict(zip(header, row)) for row in nodes[1:]}
    assert len(rows) == graph.number_of_nodes()
    assert rows["method:zetanet"][":LABEL"] == "Method"
    assert rows["method:zetanet"]["aliases:string[]"].split(";") == ["ZN", "ZetaNet"]
    assert rows["method:zetanet"]["papers:int"] == "3"
    assert rows["method:zetanet"]["year:int"] == ""
    assert rows["doi:10.1000/xyz"]["abstract"] == graph.nodes["doi:10.1000/xyz"]["abstract"]
    tricky = rows[entity_id(graph, TRICKY_METHOD)]
    assert TRICKY_METHOD in tricky["aliases:string[]"].split(";")
    assert tricky["name"] == graph.nodes[entity_id(graph, TRICKY_METHOD)]["name"]

    rels = _read_csv(files.relationships)
    assert rels[0][:4] == [":START_ID", ":END_ID", ":TYPE", "key"]
    assert {"sentence", "start:int", "end:int", "rule", "confidence:float"} <= set(rels[0])
    assert len(rels) - 1 == graph.number_of_edges()
    types = {row[2] for row in rels[1:]}
    assert types == {d["type"] for *_, d in graph.edges(data=True)}
    assert files.array_delimiter == ";"
    assert "--array-delimiter=';'" in files.command.read_text(encoding="utf-8")


def test_csv_switches_delimiter_when_a_value_holds_it(graph, tmp_path):
    graph.nodes["method:zetanet"]["aliases"] = ["ZN", "Zeta;Net"]
    files = write_csv(graph, tmp_path)
    assert files.array_delimiter == "|"
    assert files.notes and "'|'" in files.notes[0]
    rows = {row[0]: row for row in _read_csv(files.nodes)}
    header = _read_csv(files.nodes)[0]
    assert rows["method:zetanet"][header.index("aliases:string[]")].split("|") == ["ZN", "Zeta;Net"]
    assert "--array-delimiter='|'" in files.command.read_text(encoding="utf-8")


def test_every_file_format_keeps_a_papers_authors_doi_and_arxiv_id(graph, tmp_path):
    zeta, tricky = graph.nodes["arxiv:2401.00001"], graph.nodes["doi:10.1000/xyz"]
    assert (zeta["authors"], zeta["arxiv_id"]) == (["Ada Zorbwell", "Ben Quill"], "2401.00001")
    assert (tricky["doi"], len(tricky["authors"])) == ("10.1000/xyz", 9)
    for writer, reader in ((write_graphml, read_graphml), (write_gexf, read_gexf), (write_json, read_json)):
        back = reader(writer(graph, tmp_path / f"g.{writer.__name__}")).nodes
        assert {name: back["arxiv:2401.00001"].get(name) for name in ("authors", "arxiv_id")} == \
            {"authors": zeta["authors"], "arxiv_id": zeta["arxiv_id"]}
        assert back["doi:10.1000/xyz"]["doi"] == "10.1000/xyz"
    # GraphML and GEXF hold lists as aliases travel: JSON text under "<name>.json"
    plain = nx.read_graphml(write_graphml(graph, tmp_path / "plain.graphml"))
    assert json.loads(plain.nodes["arxiv:2401.00001"]["authors.json"]) == ["Ada Zorbwell", "Ben Quill"]
    assert plain.nodes["arxiv:2401.00001"]["arxiv_id"] == "2401.00001"
    # CSV: a string array, as aliases are
    files = write_csv(graph, tmp_path / "csv")
    nodes = _read_csv(files.nodes)
    rows = {row[0]: dict(zip(nodes[0], row)) for row in nodes[1:]}
    assert rows["arxiv:2401.00001"]["authors:string[]"].split(";") == ["Ada Zorbwell", "Ben Quill"]
    assert (rows["arxiv:2401.00001"]["arxiv_id"], rows["doi:10.1000/xyz"]["doi"]) == ("2401.00001", "10.1000/xyz")
    assert rows["arxiv:2401.00002"]["authors:string[]"] == rows["arxiv:2401.00002"]["doi"] == ""
    # Cypher: a list literal
    line = next(l for l in cypher_script(graph).text.splitlines()
                if l.startswith("MERGE (n:`Paper` {id: 'arxiv:2401.00001'})"))
    assert "`authors`: ['Ada Zorbwell', 'Ben Quill']" in line and "`arxiv_id`: '2401.00001'" in line


# --- Cypher -------------------------------------------------------------------------------------

_CYPHER_ESCAPES = {"\\": "\\", "'": "'", '"': '"', "n": "\n", "r": "\r", "t": "\t", "b": "\b", "f": "\f"}


def scan_cypher_line(line: str) -> list[str]:
    """Check one statement's quoting and return its decoded string literals (an independent reader)."""
    literals, i, in_backtick = [], 0, False
    while i < len(line):
        ch = line[i]
        if in_backtick:
            if ch == "`":
                if line[i + 1:i + 2] == "`":
                    i += 2
                    continue
                in_backtick = False
            i += 1
            continue
        if ch == "`":
            in_backtick = True
            i += 1
            continue
        if ch == "'":
            out, i = [], i + 1
            while True:
                assert i < len(line), f"unterminated string in {line!r}"
                c = line[i]
                if c == "\\":
                    nxt = line[i + 1]
                    if nxt == "u":
                        out.append(chr(int(line[i + 2:i + 6], 16)))
                        i += 6
                        continue
                    assert nxt in _CYPHER_ESCAPES, f"bad escape \\{nxt}"
                    out.append(_CYPHER_ESCAPES[nxt])
                    i += 2
                    continue
                if c == "'":
                    i += 1
                    break
                assert c not in "\n\r", "raw line break inside a string"
                out.append(c)
                i += 1
            literals.append("".join(out))
            continue
        i += 1
    assert not in_backtick, f"unterminated identifier in {line!r}"
    return literals


def test_cypher_string_escapes_round_trip():
    for text in [TRICKY_METHOD, SCRIPT_TITLE, IMG_ABSTRACT, UNICODE_METHOD, "a\r\nb\tc\x00d\x1fe'\\'", "\\u0041", ""]:
        literal = cypher_string(text)
        assert scan_cypher_line(literal) == [text]


def test_cypher_script_statements_are_balanced_lines(graph, tmp_path):
    path = tmp_path / "g.cypher"
    script = write_cypher(graph, path)
    assert script.nodes == graph.number_of_nodes() and script.relationships == graph.number_of_edges()
    lines = [l for l in path.read_text(encoding="utf-8").splitlines() if l and not l.startswith("//")]
    merges = [l for l in lines if l.startswith(("MERGE", "MATCH"))]
    assert len(merges) == graph.number_of_nodes() + graph.number_of_edges()
    decoded = set()
    for line in lines:
        assert line.endswith(";")
        decoded.update(scan_cypher_line(line))
    assert {TRICKY_METHOD, SCRIPT_TITLE, IMG_ABSTRACT, UNICODE_METHOD,
            graph.nodes["doi:10.1000/xyz"]["abstract"]} <= decoded
    assert "$" not in "".join(l for l in lines if "'" not in l)  # no parameters
    assert all(re.match(r"(CREATE CONSTRAINT|MERGE \(n:`\w+` \{id: |MATCH \(a:`\w+` \{id: )", l) for l in lines)


def test_cypher_skips_labels_outside_the_schema(graph):
    graph.add_node("evil", label="Paper`) DETACH DELETE n //", name="x")
    graph.add_edge("evil", "method:zetanet", key="k", type="USES")
    graph.add_edge("arxiv:2401.00001", "method:zetanet", key="k2", type="DROP")
    script = cypher_script(graph)
    assert "DETACH" not in script.text and "DROP" not in script.text
    assert script.nodes == graph.number_of_nodes() - 1
    assert len(script.notes) == 2


# --- HTML (static checks; the browser tests drive the page) ----------------------------------------

class _Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags = []
        self.scripts = []
        self._in_script = None

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag == "script":
            self._in_script = dict(attrs)
            self.scripts.append([dict(attrs), ""])

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = None

    def handle_data(self, data):
        if self._in_script is not None:
            self.scripts[-1][1] += data


def test_html_is_self_contained_and_data_is_inert(graph):
    page = render_html(graph, title=SCRIPT_TITLE)
    parser = _Tags()
    parser.feed(page)
    for tag, attrs in parser.tags:
        assert "src" not in attrs or tag == "img", (tag, attrs)
        for value in attrs.values():
            assert not (value or "").startswith(("http:", "https:", "//")), (tag, attrs)
    assert [t for t, a in parser.tags if t == "link"] == ["link"]  # the data: favicon only
    assert [t for t, _ in parser.tags].count("script") == 3  # data block + vis-network + view
    data_attrs, data_text = parser.scripts[0]
    assert data_attrs == {"type": "application/json", "id": "kg-data"}
    assert "<" not in data_text and ">" not in data_text and "&" not in data_text
    assert json.loads(data_text) == json.loads(json.dumps(view_payload(graph, SCRIPT_TITLE)))
    assert "<img" not in page and page.count("<title>") == 1 and "&lt;/script&gt;" in page

    csp = next(a["content"] for t, a in parser.tags if t == "meta" and a.get("http-equiv") == "Content-Security-Policy")
    for _, body in parser.scripts[1:]:
        digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode()
        assert f"'sha256-{digest}'" in csp
    assert "default-src 'none'" in csp and "unsafe-eval" not in csp


def test_the_overview_cut_to_its_limit_says_how_much_of_the_graph_it_shows(graph):
    """The build's graph.html said "500 nodes" of a graph of 51,069, as if that were all of it."""
    from kg.export import overview_html_text

    def title_of(page: str) -> str:
        return re.search(r"<title>(.*?)</title>", page).group(1)

    total = graph.number_of_nodes()
    assert title_of(overview_html_text(graph)) == "paper-kg overview"
    assert title_of(overview_html_text(graph, limit=5)) == (
        f"paper-kg overview: the 5 most connected of {total:,} nodes (kg export --method, --dataset, ... draws the "
        "part around a name)")


def test_html_payload_lists_papers_and_evidence(graph):
    payload = view_payload(graph, "t", focus_ids=("method:zetanet", "missing"))
    assert payload["focus"] == ["method:zetanet"]
    zeta = next(n for n in payload["nodes"] if n["id"] == "method:zetanet")
    assert zeta["papers"] == 3 and zeta["aliases"] == ["ZN"]
    assert SCRIPT_TITLE in zeta["paperTitles"]
    edge = next(e for e in payload["edges"] if e["type"] == "REPORTS")
    assert edge["sentence"].startswith("It beats GammaNet") and edge["rule"] == "GAIN_OVER_BASELINE"
    assert [l["label"] for l in payload["labels"]] == ["Paper", "Method", "Dataset", "Metric", "Task", "Result", "Repository"]


def test_html_paper_card_shows_authors_cut_short_doi_and_arxiv_id(graph):
    graph.nodes["arxiv:2401.00002"]["authors"] = ["Cy Vantor"]
    graph.nodes["arxiv:2401.00002"]["authors_count"] = 4  # (a source that lists the first author only)
    details = {node["id"]: dict(node["details"]) for node in view_payload(graph, "t")["nodes"]}
    assert details["arxiv:2401.00001"]["authors"] == "Ada Zorbwell, Ben Quill"
    assert details["arxiv:2401.00001"]["arxiv_id"] == "2401.00001"
    assert details["doi:10.1000/xyz"]["doi"] == "10.1000/xyz"
    assert details["doi:10.1000/xyz"]["authors"] == ", ".join(f"Author {letter} Glimsby" for letter in "ABCDEF") \
        + " and 3 more"
    assert details["arxiv:2401.00002"]["authors"] == "Cy Vantor and 3 more"
    assert "authors" not in details["sha1:00000000000000aa"] and "doi" not in details["arxiv:2401.00001"]


# --- choosing the format and the whole export --------------------------------------------------------

@pytest.mark.parametrize("name,fmt", [("a.html", "html"), ("a.HTM", "html"), ("a.graphml", "graphml"),
                                      ("a.gexf", "gexf"), ("a.json", "json"), ("a.csv", "csv"),
                                      ("a.cypher", "cypher"), ("a.cql", "cypher")])
def test_format_from_extension(name, fmt):
    assert format_for(None, name) == fmt


def test_explicit_format_wins_and_unknown_fails(tmp_path):
    assert format_for("GraphML", "x.html") == "graphml"
    with pytest.raises(ExportError, match=r"\[KG403\] unknown format 'png'"):
        format_for("png", "x.png")
    with pytest.raises(ExportError, match=r"\[KG403\] cannot tell the format"):
        format_for(None, tmp_path / "noext")
    assert format_for(None, tmp_path) == "csv"  # an existing directory
    assert format_for(None, f"{tmp_path}/new/") == format_for(None, "tables.csv/") == "csv"  # a folder by its slash
    with pytest.raises(ExportError, match=r"\[KG403\] views/ names a folder"):
        format_for("json", "views/")


def test_export_csv_to_a_file_stem(graph, tmp_path):
    result = export_subgraph(graph, Selection(methods=("GammaNet",)), None, tmp_path / "gamma.csv")
    assert [p.name for p in result.paths] == ["gamma.nodes.csv", "gamma.relationships.csv", "gamma.import-command.txt"]
    assert len(_read_csv(result.paths[0])) - 1 == result.nodes == 4
    assert len(_read_csv(result.paths[1])) - 1 == result.relationships


@pytest.mark.parametrize("fmt", ["html", "graphml", "gexf", "json", "cypher"])
def test_export_every_format_counts(graph, tmp_path, fmt):
    result = export_subgraph(graph, Selection(datasets=("foo-bench",), hops=1), fmt, tmp_path / "out.any")
    assert result.format == fmt and result.paths[0].stat().st_size > 0
    assert result.focus_ids == ("dataset:foo-bench",)
    assert (result.nodes, result.relationships) == (5, 5)


def test_unwritable_output_is_an_export_error(graph, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    for name in ("g.html", "g.graphml", "g.json", "g.cypher", "g.csv"):
        with pytest.raises(ExportError, match="KG404"):
            export_subgraph(graph, Selection(), None, blocker / name)


def test_export_library_loads_no_cli_driver_or_pyvis():
    import subprocess
    import sys

    code = ("import sys, kg.export; "
            "print(sorted(m for m in ('typer', 'neo4j', 'pyvis', 'IPython') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
