// paper-card: Everything the graph knows about one paper, one row per fact, with its evidence
// (sentence, character offsets, rule, confidence, and the section, title or abstract, the offsets are in), in the
// order the facts appear: a name only the title gives first, then the abstract's facts. A result's value comes with
// its unit and direction (increase or decrease: a change; absolute: a score reached).
// @param paper: paper id (arxiv:..., doi:..., sha1:...), bare arXiv id, exact title (case-insensitive); or an arXiv id with its version, a bare DOI, its record's key (pmid:..., a PubMed id alone, a BibTeX key), or words of one title, case and accents aside (read so by kg query, not by Browser)
MATCH (p:Paper)
WHERE p.id = $paper OR p.id = 'arxiv:' + $paper OR toLower(coalesce(p.title, p.name)) = toLower($paper)
CALL {
  WITH p
  MATCH (p)-[r]->(x)
  WHERE NOT x:Result
  RETURN type(r) AS relation, head(labels(x)) AS kind, x.name AS target, null AS about, null AS value,
         null AS unit, null AS direction, r.sentence AS evidence, r.start AS start, r.end AS end, r.rule AS rule,
         r.confidence AS confidence, coalesce(r.section, 'abstract') AS section
  UNION ALL
  WITH p
  MATCH (p)-[r:REPORTS]->(res:Result)
  RETURN 'REPORTS' AS relation, 'Result' AS kind, res.text AS target,
         COLLECT { MATCH (res)-[q]->(y) RETURN type(q) + ': ' + y.name ORDER BY type(q), y.name } AS about,
         res.value AS value, res.unit AS unit, res.direction AS direction, r.sentence AS evidence, r.start AS start, r.end AS end,
         r.rule AS rule, r.confidence AS confidence, coalesce(r.section, 'abstract') AS section
}
RETURN p.id AS paper_id, coalesce(p.title, p.name) AS title, relation, kind, target, about, value, unit, direction,
       evidence, start, end, rule, confidence, section
ORDER BY section = 'abstract', start, end, relation, target, paper_id, kind, about, value, unit, direction, evidence,
         rule, confidence;
