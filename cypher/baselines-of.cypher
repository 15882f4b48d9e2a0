// baselines-of: What a method was compared with, and the numbers claimed beside each baseline (unit, metric,
// dataset, paper): a gain is a change over the baseline (direction increase or decrease), a score is the method's
// own result stated in the comparison (direction absolute), not a difference from the baseline's.
// Baselines named without a number have neither.
// @param method: method name, alias or id (case-insensitive)
// @param limit = 50: most rows returned
MATCH (m:Method)
WHERE m.id = $method OR toLower(m.name) = toLower($method)
   OR any(alias IN coalesce(m.aliases, []) WHERE toLower(alias) = toLower($method))
CALL {
  WITH m
  MATCH (p:Paper)-[:REPORTS]->(res:Result)-[:AGAINST]->(b:Method)
  WHERE EXISTS { (res)-[:FOR_METHOD]->(m) }
     OR (NOT EXISTS { (res)-[:FOR_METHOD]->(:Method) } AND EXISTS { (p)-[:PROPOSES]->(m) })
  OPTIONAL MATCH (res)-[:ON_DATASET]->(d:Dataset)
  OPTIONAL MATCH (res)-[:IN_METRIC]->(x:Metric)
  RETURN b, p, CASE WHEN res.direction = 'absolute' THEN null ELSE res.value END AS gain,
         CASE WHEN res.direction = 'absolute' THEN res.value END AS score, res.unit AS unit,
         res.direction AS direction, x.name AS metric, d.name AS dataset, res.text AS claim
  UNION
  WITH m
  MATCH (p:Paper)-[:PROPOSES]->(m)
  MATCH (p)-[:COMPARES_WITH]->(b:Method)
  WHERE NOT EXISTS {
    MATCH (p)-[:REPORTS]->(other:Result)-[:AGAINST]->(b)
    WHERE EXISTS { (other)-[:FOR_METHOD]->(m) } OR NOT EXISTS { (other)-[:FOR_METHOD]->(:Method) }
  }
  RETURN b, p, null AS gain, null AS score, null AS unit, null AS direction, null AS metric, null AS dataset,
         null AS claim
}
RETURN m.name AS method, b.name AS baseline, gain, score, unit, direction, metric, dataset,
       coalesce(p.title, p.name) AS paper, p.id AS paper_id, claim
ORDER BY baseline, gain DESC, score DESC, paper_id, method, metric, dataset, unit, direction, claim
LIMIT $limit;
