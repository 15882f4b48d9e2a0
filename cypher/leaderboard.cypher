// leaderboard: For a dataset (and optionally a metric), the results papers claim on it:
// method, value, unit, metric, baseline and paper, ordered by metric and dataset (in any case: an edition's results
// stand apart from another's), then the scores stated as such
// (direction absolute), best first: lowest first in a metric where lower is better (FID, WER, perplexity...),
// highest first in any other; then the gains over a baseline, largest first, those for the better (a fall where lower
// is better, a rise elsewhere) before those for the worse.
// Names match case-insensitively through name, aliases or id, and take in the editions of a dataset and the kinds
// of a measure (VARIANT_OF: "MultiWOZ" gives MultiWOZ 2.2's results too, "Dice" composite Dice's); each row names its
// own. A result without its own method is credited to the method its paper proposes.
// @param dataset: dataset name, alias or id
// @param metric = null: only results in this metric (name, alias or id)
// @param limit = 50: most rows returned
MATCH (named:Dataset)
WHERE named.id = $dataset OR toLower(named.name) = toLower($dataset)
   OR any(alias IN coalesce(named.aliases, []) WHERE toLower(alias) = toLower($dataset))
MATCH (d:Dataset) WHERE d = named OR (d)-[:VARIANT_OF]->(named)
WITH DISTINCT d
MATCH (paper:Paper)-[:REPORTS]->(res:Result)-[:ON_DATASET]->(d)
OPTIONAL MATCH (res)-[:IN_METRIC]->(m:Metric)
WITH d, paper, res, m
WHERE $metric IS NULL
   OR (m IS NOT NULL AND any(f IN [m] + COLLECT { MATCH (m)-[:VARIANT_OF]->(family:Metric) RETURN family }
       WHERE f.id = $metric OR toLower(f.name) = toLower($metric)
          OR any(alias IN coalesce(f.aliases, []) WHERE toLower(alias) = toLower($metric))))
OPTIONAL MATCH (res)-[:FOR_METHOD]->(method:Method)
OPTIONAL MATCH (res)-[:AGAINST]->(baseline:Method)
WITH d, paper, res, m, baseline,
     coalesce(method.name, head(COLLECT { MATCH (paper)-[:PROPOSES]->(own:Method) RETURN own.name ORDER BY own.name })) AS method_name
RETURN d.name AS dataset, m.name AS metric, method_name AS method, res.value AS value, res.unit AS unit,
       res.direction AS direction, baseline.name AS baseline, coalesce(paper.title, paper.name) AS paper, paper.id AS paper_id,
       res.text AS claim, m.lower_is_better = true AS lower_is_better
ORDER BY toLower(metric), metric, toLower(dataset), dataset,
         CASE WHEN direction = 'absolute' THEN 0 WHEN (direction = 'decrease') = coalesce(lower_is_better, false) THEN 1
              ELSE 2 END,
         CASE WHEN direction = 'absolute' AND lower_is_better THEN value END, value DESC, method, paper_id,
         baseline, res.id, dataset, lower_is_better
LIMIT $limit;
