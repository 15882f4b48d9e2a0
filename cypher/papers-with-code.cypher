// papers-with-code: Papers that link their code, with the repository and the methods they propose;
// optionally only papers proposing or using a given method.
// @param method = null: only papers that propose or use this method (name, alias or id, case-insensitive)
// @param limit = 50: most rows returned
MATCH (p:Paper)-[:HAS_CODE]->(repo:Repository)
WHERE $method IS NULL OR EXISTS {
  MATCH (p)-[:PROPOSES|USES]->(m:Method)
  WHERE m.id = $method OR toLower(m.name) = toLower($method)
     OR any(alias IN coalesce(m.aliases, []) WHERE toLower(alias) = toLower($method))
}
RETURN coalesce(p.title, p.name) AS paper, p.id AS paper_id, p.year AS year, coalesce(repo.url, repo.id) AS code,
       COLLECT { MATCH (p)-[:PROPOSES]->(m:Method) RETURN m.name ORDER BY m.name } AS proposes
ORDER BY year DESC, paper_id, code
LIMIT $limit;
