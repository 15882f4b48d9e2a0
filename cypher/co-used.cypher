// co-used: Which methods are used together (proposed or used in the same paper): the most frequent pairs,
// or, given a method, the methods used alongside it; example papers by title.
// @param method = null: only pairs with this method (name, alias or id, case-insensitive)
// @param min_papers = 1: pairs seen in fewer papers are left out
// @param limit = 25: most rows returned
MATCH (p:Paper)-[:PROPOSES|USES]->(a:Method), (p)-[:PROPOSES|USES]->(b:Method)
WHERE a <> b
  AND CASE WHEN $method IS NULL THEN a.id < b.id
           ELSE a.id = $method OR toLower(a.name) = toLower($method)
                OR any(alias IN coalesce(a.aliases, []) WHERE toLower(alias) = toLower($method)) END
WITH a, b, p ORDER BY coalesce(p.title, p.name)
WITH a, b, count(DISTINCT p) AS papers, collect(DISTINCT coalesce(p.title, p.name)) AS titles
WHERE papers >= $min_papers
RETURN a.name AS method, b.name AS co_used_with, papers, titles[..3] AS example_papers
ORDER BY papers DESC, method, co_used_with, a.id, b.id
LIMIT $limit;
