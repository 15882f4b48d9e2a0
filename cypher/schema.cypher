// schema: constraints and indexes of the paper-kg graph; `kg neo4j init` runs every statement.
// Idempotent (IF NOT EXISTS). One uniqueness constraint on `id` per label of kg.graph.NODE_LABELS;
// the constraint's index also serves every lookup by id.

CREATE CONSTRAINT paper_id IF NOT EXISTS FOR (n:Paper) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT method_id IF NOT EXISTS FOR (n:Method) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT dataset_id IF NOT EXISTS FOR (n:Dataset) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT metric_id IF NOT EXISTS FOR (n:Metric) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT task_id IF NOT EXISTS FOR (n:Task) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT result_id IF NOT EXISTS FOR (n:Result) REQUIRE n.id IS UNIQUE;
CREATE CONSTRAINT repository_id IF NOT EXISTS FOR (n:Repository) REQUIRE n.id IS UNIQUE;

// Full-text search over names, aliases, titles and abstracts:
//   CALL db.index.fulltext.queryNodes('kg_text', 'transformer') YIELD node, score
CREATE FULLTEXT INDEX kg_text IF NOT EXISTS
FOR (n:Paper|Method|Dataset|Metric|Task|Repository) ON EACH [n.name, n.aliases, n.title, n.abstract]
OPTIONS {indexConfig: {`fulltext.eventually_consistent`: true}};

// Lookups the saved queries make besides ids: exact names, years, ranking by paper count.
CREATE INDEX method_name IF NOT EXISTS FOR (n:Method) ON (n.name);
CREATE INDEX dataset_name IF NOT EXISTS FOR (n:Dataset) ON (n.name);
CREATE INDEX metric_name IF NOT EXISTS FOR (n:Metric) ON (n.name);
CREATE INDEX task_name IF NOT EXISTS FOR (n:Task) ON (n.name);
CREATE INDEX paper_year IF NOT EXISTS FOR (n:Paper) ON (n.year);
CREATE INDEX paper_title IF NOT EXISTS FOR (n:Paper) ON (n.title);
CREATE INDEX method_papers IF NOT EXISTS FOR (n:Method) ON (n.papers);
CREATE INDEX dataset_papers IF NOT EXISTS FOR (n:Dataset) ON (n.papers);
