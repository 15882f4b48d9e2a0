// datasets-of-method: On which datasets a method was evaluated: datasets of the papers that propose or
// use it, and datasets its claimed results are on, with paper counts, most papers first; example papers by title.
// @param method: method name, alias or id (case-insensitive)
// @param limit = 50: most rows returned
MATCH (m:Method)
WHERE m.id = $method OR toLower(m.name) = toLower($method)
   OR any(alias IN coalesce(m.aliases, []) WHERE toLower(alias) = toLower($method))
CALL {
  WITH m
  MATCH (p:Paper)-[:PROPOSES|USES]->(m)
  MATCH (p)-[r:EVALUATES_ON|INTRODUCES]->(d:Dataset)
  RETURN p, d, type(r) AS how
  UNION
  WITH m
  MATCH (p:Paper)-[:REPORTS]->(:Result)-[:FOR_METHOD]->(m)
  MATCH (p)-[:REPORTS]->(:Result)-[:ON_DATASET]->(d:Dataset)
  RETURN p, d, 'RESULT' AS how
}
WITH m, d, p, how ORDER BY coalesce(p.title, p.name)
WITH m, d, count(DISTINCT p) AS papers, collect(DISTINCT how) AS hows, collect(DISTINCT coalesce(p.title, p.name)) AS titles
RETURN m.name AS method, d.name AS dataset, d.id AS dataset_id, papers,
       [x IN ['EVALUATES_ON', 'INTRODUCES', 'RESULT'] WHERE x IN hows] AS evidence, titles[..5] AS example_papers
ORDER BY papers DESC, dataset, dataset_id, method, m.id
LIMIT $limit;
