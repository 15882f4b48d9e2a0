// top-entities: The entities seen in most papers, per label (Method, Dataset, Metric, Task, Repository).
// @param label <label> = null: only this label (case-insensitive); all entity labels when empty
// @param limit = 10: entities per label
MATCH (e)
WHERE any(l IN labels(e) WHERE l IN ['Method', 'Dataset', 'Metric', 'Task', 'Repository'])
  AND ($label IS NULL OR any(l IN labels(e) WHERE toLower(l) = toLower($label)))
WITH head([l IN labels(e) WHERE l IN ['Method', 'Dataset', 'Metric', 'Task', 'Repository']]) AS label, e,
     coalesce(e.papers, 0) AS papers
ORDER BY label, papers DESC, e.name, e.id
WITH label, collect({name: e.name, id: e.id, papers: papers, aliases: e.aliases})[..$limit] AS top
UNWIND range(1, size(top)) AS rank
RETURN label, rank, top[rank - 1].name AS name, top[rank - 1].papers AS papers, top[rank - 1].aliases AS aliases,
       top[rank - 1].id AS id
ORDER BY label, rank;
