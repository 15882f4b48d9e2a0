// methods-on-dataset: Which methods papers propose, use or compare with when they evaluate on a dataset,
// with how many papers and in which roles, most papers first; example papers by title.
// @param dataset: dataset name, alias or id (case-insensitive)
// @param limit = 50: most rows returned
MATCH (d:Dataset)
WHERE d.id = $dataset OR toLower(d.name) = toLower($dataset)
   OR any(alias IN coalesce(d.aliases, []) WHERE toLower(alias) = toLower($dataset))
MATCH (p:Paper)-[:EVALUATES_ON|INTRODUCES]->(d)
MATCH (p)-[r:PROPOSES|USES|COMPARES_WITH]->(m:Method)
WITH d, m, p, r ORDER BY coalesce(p.title, p.name)
WITH d, m, count(DISTINCT p) AS papers, collect(DISTINCT type(r)) AS kinds, collect(DISTINCT coalesce(p.title, p.name)) AS titles
RETURN d.name AS dataset, m.name AS method, m.id AS method_id, papers,
       [x IN ['PROPOSES', 'USES', 'COMPARES_WITH'] WHERE x IN kinds] AS roles, titles[..5] AS example_papers
ORDER BY papers DESC, method, method_id, dataset, d.id
LIMIT $limit;
