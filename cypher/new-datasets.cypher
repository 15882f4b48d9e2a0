// new-datasets: Datasets and benchmarks that papers introduce, with the introducing papers and how many
// papers evaluate on them, newest first: by the year and then the date (where ISO: YYYY-MM-DD, or YYYY-MM for a
// month) of the paper that first introduced each, then by name.
// @param since <year> = null: only datasets introduced by papers from this year on
// @param limit = 50: most rows returned
MATCH (p:Paper)-[:INTRODUCES]->(d:Dataset)
WHERE $since IS NULL OR p.year >= toInteger($since)
WITH d, p, CASE WHEN p.date =~ '[0-9]{4}-[0-9]{2}(-[0-9]{2})?' THEN p.date END AS iso_date
ORDER BY p.year, iso_date, p.id
WITH d, collect(DISTINCT p) AS papers
WITH d, papers, head(papers) AS first
WITH d, papers, first, CASE WHEN first.date =~ '[0-9]{4}-[0-9]{2}(-[0-9]{2})?' THEN first.date END AS first_iso_date
RETURN d.name AS dataset, d.id AS dataset_id, d.aliases AS aliases,
       [x IN papers | coalesce(x.title, x.name)] AS introduced_by, [x IN papers | x.id] AS paper_ids,
       first.year AS year, first.date AS date,
       COUNT { (:Paper)-[:EVALUATES_ON]->(d) } AS evaluated_by
ORDER BY year IS NULL, year DESC, first_iso_date IS NULL, first_iso_date DESC, toLower(dataset), dataset, dataset_id
LIMIT $limit;
