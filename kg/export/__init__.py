"""Subgraph selection and the export formats: html, graphml, gexf, json, csv, cypher."""

from kg.export.cypher import cypher_script, cypher_string, write_cypher
from kg.export.formats import EXTENSIONS, FORMATS, ExportResult, export_subgraph, format_for
from kg.export.html import overview_html, overview_html_text, render_html, write_html
from kg.export.interchange import read_gexf, read_graphml, read_json, write_gexf, write_graphml, write_json
from kg.export.selection import VIEW_LIMIT, Selection, SelectionResult, select_subgraph
from kg.export.tables import write_csv

__all__ = [
    "EXTENSIONS", "FORMATS", "VIEW_LIMIT", "ExportResult", "Selection", "SelectionResult",
    "cypher_script", "cypher_string", "export_subgraph", "format_for", "overview_html", "overview_html_text",
    "read_gexf", "read_graphml", "read_json", "render_html", "select_subgraph",
    "write_csv", "write_cypher", "write_gexf", "write_graphml", "write_html", "write_json",
]
