"""paper-kg: research-paper abstracts into a typed knowledge graph.

Stages, in data-flow order: ``kg.sources`` (read Paper records) -> ``kg.extract``
(Mentions, Claims with evidence) -> ``kg.resolve`` (one Entity per real thing) ->
``kg.graph`` (typed networkx multigraph) -> ``kg.store`` (local file, Neo4j) and
``kg.export`` (subgraphs as HTML, GraphML, GEXF, JSON, CSV, Cypher).
"""

__version__ = "0.1.0"
