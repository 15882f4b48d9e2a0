"""Where graphs are kept: a local JSON file by default, Neo4j when asked."""

from kg.store.local import graph_from_dict, graph_to_dict, read_graph, write_graph

__all__ = ["graph_from_dict", "graph_to_dict", "read_graph", "write_graph"]
