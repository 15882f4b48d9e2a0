// new-datasets: Datasets and benchmarks that papers introduce, with the introducing papers and how many
// papers evaluate on them, newest first.
// @param since <year> = null: only datasets introduced by papers from this year on
// @param limit = 50: most rows returned
MATCH (p:Paper)-[:INTRODUCES]->(d:Dataset)
WHERE $since IS NULL OR p.year >= toInteger($since)
WITH d, collect(DISTINCT p) AS papers
RETURN d.name AS dataset, d.id AS dataset_id, d.aliases AS aliases,
       [x IN papers | coalesce(x.title, x.name)] AS introduced_by, [x IN papers | x.id] AS paper_ids,
       reduce(first = null, x IN papers | CASE WHEN first IS NULL OR x.year < first THEN x.year ELSE first END) AS year,
       COUNT { (:Paper)-[:EVALUATES_ON]->(d) } AS evaluated_by
ORDER BY year DESC, dataset
LIMIT $limit;
