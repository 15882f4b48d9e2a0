"""`kg build`, `kg extract`, `kg eval` and `kg schema` through the CLI, checked with the library."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kg.cli import app
from kg.graph import validate_graph
from kg.store.local import read_graph

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
runner = CliRunner()


def test_build_examples_reports_197_papers_and_writes_three_files(tmp_path):
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(tmp_path), "--json", "--quiet"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["papers"] == 197 and summary["papers_skipped"] == 0
    for name in ("graph.json", "extractions.jsonl", "graph.html"):
        assert (tmp_path / name).stat().st_size > 0
    graph = read_graph(tmp_path / "graph.json")
    assert validate_graph(graph) == []
    assert summary["nodes"]["Paper"] == 197
    assert summary["nodes"]["Method"] > 50 and summary["nodes"]["Dataset"] > 20
    assert summary["top_methods"] and summary["top_datasets"]
    entity_nodes = sum(count for label, count in summary["nodes"].items() if label not in ("Paper", "Result"))
    assert summary["entities"] == entity_nodes \
        == summary["resolution"]["entities"] + summary["resolution"]["families_added"]  # one count, whichever is read


def test_build_twice_gives_identical_files(tmp_path):
    for out in ("a", "b"):
        result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(tmp_path / out), "--quiet"])
        assert result.exit_code == 0, result.output
    for name in ("graph.json", "extractions.jsonl", "graph.html"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name


def test_graph_json_round_trips(seed_build, tmp_path):
    from kg.store.local import graph_to_dict, write_graph

    _, graph, out = seed_build
    again = read_graph(out / "graph.json")
    assert graph_to_dict(again) == graph_to_dict(graph)
    write_graph(again, tmp_path / "again.json")
    assert (tmp_path / "again.json").read_bytes() == (out / "graph.json").read_bytes()


def test_every_extracted_relationship_has_evidence(seed_build):
    _, graph, _ = seed_build
    from kg.graph import EVIDENCE_FIELDS, EXTRACTED_REL_TYPES

    for _, _, data in graph.edges(data=True):
        if data["type"] in EXTRACTED_REL_TYPES:
            assert all(data.get(f) is not None for f in EVIDENCE_FIELDS), data


def test_bad_records_are_skipped_and_reported_good_ones_kept(tmp_path):
    good = tmp_path / "papers.jsonl"
    good.write_text(
        json.dumps({"id": "2401.00001", "title": "A", "abstract": "We propose FooNet, which beats ResNet-50 on CIFAR-10."}) + "\n"
        + "{not json\n"
        + json.dumps({"id": "2401.00002", "title": "B", "abstract": ""}) + "\n"
        + json.dumps({"id": "2401.00003", "title": "C", "abstract": "We study BarNet on MNIST."}) + "\n",
        encoding="utf-8")
    result = runner.invoke(app, ["build", str(good), "--out", str(tmp_path / "out"), "--json", "--quiet"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["papers"] == 2 and summary["papers_skipped"] == 2
    assert f"{good}:2" in result.stderr and f"{good}:3" in result.stderr
    broken = next(problem for problem in summary["problems"] if problem["line"] == 2)
    assert broken["reason"].startswith("malformed JSON line (") and broken["outcome"] == "line skipped"
    assert broken["message"] == f"{broken['reason']}; {broken['outcome']}"


def test_build_reads_a_ris_export_and_names_its_broken_record(tmp_path):
    refs = tmp_path / "export.ris"
    refs.write_bytes(b"\xef\xbb\xbfTY  - JOUR\r\nTI  - GlimNet\r\nAU  - Bo, Ann\r\nPY  - 2024\r\n"
                     b"DO  - 10.48550/arXiv.2401.01234\r\nAB  - We propose GlimNet, which outperforms ResNet-50\r\n"
                     b"on ZorbSet.\r\nER  - \r\nTY  - JOUR\r\nTI  - No Abstract\r\nER  - \r\n"
                     b"TY  - CONF\r\nTI  - QuarkNet\r\nN2  - We study QuarkNet on ZorbSet.\r\nER  - \r\n")
    out = tmp_path / "out"
    result = runner.invoke(app, ["build", str(refs), "--out", str(out), "--json", "--quiet"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert (summary["papers"], summary["papers_skipped"]) == (2, 1)
    assert f"{refs}:9: record has no abstract field (AB or N2); skipped" in result.stderr
    graph = read_graph(out / "graph.json")
    paper = graph.nodes["arxiv:2401.01234"]
    assert (paper["title"], paper["authors"], paper["year"], paper["source"]) == ("GlimNet", ["Ann Bo"], 2024,
                                                                                  f"{refs}:1")
    assert "method:glimnet" in graph and summary["nodes"]["Paper"] == 2


def test_a_line_read_with_its_bad_bytes_replaced_is_repaired_not_skipped(tmp_path):
    refs = tmp_path / "refs.bib"
    refs.write_bytes(b"@article{a,\n  abstract = {We study GlimNet.}\n}\n@article{b,\n  abstract = {Zorb caf\xe9.}\n}\n")
    result = runner.invoke(app, ["build", str(refs), "--out", str(tmp_path / "out"), "--json", "--quiet"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert (summary["papers"], summary["papers_skipped"], summary["lines_repaired"]) == (2, 0, 1)
    assert f"repaired {refs}:5: invalid UTF-8" in result.stderr and "skipped" not in result.stderr
    extracted = runner.invoke(app, ["extract", str(refs), "-o", str(tmp_path / "x.jsonl")])
    assert extracted.exit_code == 0 and "2 papers extracted, 0 skipped, 1 line repaired" in extracted.stderr
    quiet = runner.invoke(app, ["extract", str(refs), "-o", str(tmp_path / "x.jsonl"), "-q"])
    assert quiet.exit_code == 0 and [line.split(":")[0] for line in quiet.stderr.splitlines()] == [f"repaired {refs}"]
    one = tmp_path / "one.jsonl"
    one.write_text('{"abstract": "We propose GlimNet."}\n', encoding="utf-8")
    single = runner.invoke(app, ["extract", str(one), "-o", str(tmp_path / "y.jsonl")])
    assert single.exit_code == 0 and single.stderr.splitlines()[-1] == "1 paper extracted, 0 skipped"


def test_build_with_strict_stops_at_first_bad_record(tmp_path):
    bad = tmp_path / "papers.jsonl"
    bad.write_text('{"abstract": "We propose FooNet."}\n{oops\n', encoding="utf-8")
    result = runner.invoke(app, ["build", str(bad), "--out", str(tmp_path / "out"), "--strict", "--quiet"])
    assert result.exit_code == 1
    assert "Error:" in result.stderr and ":2" in result.stderr
    assert not (tmp_path / "out").exists()  # (as its help says: a build writes all of its graph or nothing)


def test_extract_with_strict_writes_the_papers_before_the_first_bad_record_then_stops(tmp_path):
    bad = tmp_path / "papers.jsonl"
    bad.write_text('{"abstract": "We propose GlimNet."}\n{"abstract": "We propose ZorbNet."}\n{oops\n'
                   '{"abstract": "We propose QuarkNet."}\n', encoding="utf-8")
    out = tmp_path / "x.jsonl"
    result = runner.invoke(app, ["extract", str(bad), "-o", str(out), "--strict"])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: [KG101] {bad}:3: malformed JSON line")
    assert [json.loads(line)["paper"]["source"] for line in out.read_text(encoding="utf-8").splitlines()] == [
        f"{bad}:1", f"{bad}:2"]


def test_build_fails_when_nothing_is_readable(tmp_path):
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    result = runner.invoke(app, ["build", str(empty), "--out", str(tmp_path / "out"), "--quiet"])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG102]")


def test_a_build_of_one_missing_input_counts_its_one_problem_in_the_singular(tmp_path):
    result = runner.invoke(app, ["build", str(tmp_path / "typo.jsonl"), "--out", str(tmp_path / "out"), "--quiet"])
    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: [KG102] no paper could be read from {tmp_path / 'typo.jsonl'} (1 problem; "
                                    f"first: {tmp_path / 'typo.jsonl'}: no such file or folder; check the path)")


def test_the_summary_counts_papers_from_the_records_read_whole_and_apart_from_the_skipped(tmp_path):
    """"14 papers (22 records read, 8 duplicates merged, 8 skipped)" read as if the 22 held the 8 skipped."""
    papers = tmp_path / "papers.jsonl"
    papers.write_text('{"abstract": "We propose GlimNet."}\n{"abstract": "We propose GlimNet."}\n{oops\n',
                      encoding="utf-8")
    result = runner.invoke(app, ["build", str(papers), "--out", str(tmp_path / "out"), "--no-html"])
    assert result.exit_code == 0, result.output
    summary = next(line for line in result.stderr.splitlines() if "read whole" in line)
    assert summary.startswith("1 paper (from 2 records read whole, 1 of them merged as copies; 1 skipped) in ")


@pytest.mark.parametrize("given", [str, Path])
def test_the_library_build_reads_one_input_given_alone_as_one_path(tmp_path, given):
    from kg.pipeline import build

    papers = tmp_path / "glim.jsonl"
    papers.write_text(json.dumps({"abstract": "We propose GlimNet and evaluate it on ZorbSet."}) + "\n", encoding="utf-8")
    summary, _ = build(given(papers), tmp_path / "out", html=False)
    assert summary.papers == 1 and summary.problems == []


def test_extract_eval_format_keeps_record_keys(tmp_path):
    records = tmp_path / "records.jsonl"
    records.write_text(json.dumps({"key": "k-1", "title": None, "abstract": "We propose FooNet and evaluate on CIFAR-10."}) + "\n",
                       encoding="utf-8")
    out = tmp_path / "pred.jsonl"
    result = runner.invoke(app, ["extract", str(records), "--format", "eval", "-o", str(out)])
    assert result.exit_code == 0, result.output
    row = json.loads(out.read_text(encoding="utf-8"))
    assert row["key"] == "k-1"
    assert {"methods", "datasets", "metrics", "tasks", "gains"} <= set(row)
    assert any("FooNet" in m["names"] and m["role"] == "proposed" for m in row["methods"])


def test_eval_prints_score_figures(tmp_path):
    records = tmp_path / "records.jsonl"
    gold = tmp_path / "gold.jsonl"
    records.write_text(json.dumps({"key": "k", "abstract": "We propose FooNet. It outperforms ResNet-50 on CIFAR-10."}) + "\n")
    gold.write_text(json.dumps({"key": "k", "methods": [{"names": ["FooNet"], "role": "proposed"},
                                                         {"names": ["ResNet-50"], "role": "compared"}],
                                "datasets": [{"names": ["CIFAR-10"], "role": "evaluated"}],
                                "metrics": [], "tasks": [], "gains": []}) + "\n")
    result = runner.invoke(app, ["eval", str(gold), str(records), "--json", "--by-rule"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)["figures"]
    assert figures["methods"]["gold"] == 2 and figures["methods"]["tp"] == 2
    assert figures["datasets"]["f1"] == 1.0
    assert figures["role_accuracy"]["methods"] == 1.0


def test_eval_by_rule_gives_families_and_with_rule_ids_each_full_rule_id(tmp_path):
    records = tmp_path / "records.jsonl"
    gold = tmp_path / "gold.jsonl"
    records.write_text(json.dumps({"key": "k", "abstract": "We propose FooNet. It outperforms ResNet-50 on CIFAR-10."}) + "\n")
    gold.write_text(json.dumps({"key": "k", "methods": [{"names": ["FooNet"], "role": "proposed"}], "datasets": [],
                                "metrics": [], "tasks": [], "gains": []}) + "\n")
    families = json.loads(runner.invoke(app, ["eval", str(gold), str(records), "--json", "--by-rule"]).stdout)["by_rule"]
    full = json.loads(runner.invoke(app, ["eval", str(gold), str(records), "--json", "--by-rule", "--rule-ids"]).stdout)[
        "by_rule"]
    assert all("+" not in rule for rule in families) and any("+" in rule for rule in full)
    assert sum(row["matches"] for row in families.values()) == sum(row["matches"] for row in full.values()) == 3
    assert {rule.split("+")[0] for rule in full} == set(families)
    text = runner.invoke(app, ["eval", str(gold), str(records), "--rule-ids"]).stdout  # (implies --by-rule)
    assert all(rule in text for rule in full)


def test_eval_errors_show_a_miss_in_its_whole_sentence(tmp_path):
    gold, records = _one_miss(tmp_path, "Recently, wordy glim-of-zorb prompts grew. We study them.",
                              "Glim-of-Zorb")
    result = runner.invoke(app, ["eval", str(gold), str(records), "--errors", "--kind", "methods"])
    assert result.exit_code == 0, result.output
    assert "Recently, wordy glim-of-zorb prompts grew." in result.stdout


def _one_miss(tmp_path, abstract: str = "We study how zorbs sort.", method: str = "QuarkSort"):
    """A record and its gold, whose one used method the rules do not find."""
    records = tmp_path / "records.jsonl"
    gold = tmp_path / "gold.jsonl"
    records.write_text(json.dumps({"key": "k", "abstract": abstract}) + "\n")
    gold.write_text(json.dumps({"key": "k", "methods": [{"names": [method], "role": "used"}],
                                "datasets": [], "metrics": [], "tasks": [], "gains": []}) + "\n")
    return gold, records


@pytest.mark.parametrize("bad_line, reason", [
    ("{broken", "malformed JSON line (Expecting property name enclosed in double quotes, column 2)"),
    ('["k2"]', "a gold line is a JSON object, not an array"),
    ('{"methods": []}', "no 'key' string"),
    ('{"key": "k2", "methods": "QuarkSort"}', "'methods' is not a list of objects"),
    ('{"key": "k2", "datasets": [{"names": "GlimSet"}]}', "an entry of 'datasets' without a list of names"),
    ('{"key": "k2", "gains": [{"value": "3%"}]}', "a gain without a numeric 'value'"),
    ('{"key": "k2", "gains": [{"value": NaN}]}', "a gain without a numeric 'value'"),
    ('{"key": "k2", "gains": [{"value": 1e400}]}', "a gain without a numeric 'value'"),
    ('{"key": "k2", "gains": [{"value": 1' + "0" * 400 + '}]}', "a gain without a numeric 'value'"),
    ('{"key": "k", "methods": []}', "key 'k' already annotated on line 1"),
    ('{"key": "k2", "title": "GlimNet", "abstract": "We propose GlimNet."}',
     "a gold line has none of methods, datasets, metrics, tasks, gains (fields: abstract, key, title)"),
    ("[" * 100_000 + "]" * 100_000, "JSON nested too deeply"),
    ('{"key": "k2", "n": ' + "9" * 5000 + "}", "malformed JSON line (a number of 5,000 digits, too long to read)"),
])
def test_eval_names_a_broken_gold_line_skips_it_and_scores_the_rest(tmp_path, bad_line, reason):
    gold, records = _one_miss(tmp_path)
    gold.write_text(gold.read_text() + bad_line + "\n")
    result = runner.invoke(app, ["eval", str(gold), str(records), "--json"])
    assert result.exit_code == 0, result.output
    assert f"skipped {gold}:2: {reason}; line skipped" in result.stderr
    assert "1 gold line read, 1 skipped" in result.stderr
    assert json.loads(result.stdout)["figures"]["methods"]["gold"] == 1


def test_eval_reads_a_gold_line_of_a_key_alone_as_an_abstract_annotated_with_nothing_as_score_py_does(tmp_path):
    gold, records = _one_miss(tmp_path, abstract="We propose GlimNet for zorb sorting.")
    gold.write_text(json.dumps({"key": "k"}) + "\n")  # (a writer that leaves out the empty lists)
    result = runner.invoke(app, ["eval", str(gold), str(records), "--json"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)["figures"]
    assert (figures["abstracts"], figures["methods"]["gold"], figures["methods"]["pred"]) == (1, 0, 1)
    assert result.stderr == ""


def test_eval_of_the_records_file_as_its_own_gold_is_an_error_not_a_score_of_nothing(tmp_path):
    _, records = _one_miss(tmp_path)
    result = runner.invoke(app, ["eval", str(records), str(records)])
    assert result.exit_code == 1
    assert (f"Error: [KG102] no gold line of {records} could be read (1 skipped; first: {records}:1: a gold line has "
            "none of methods, datasets, metrics, tasks, gains (fields: abstract, key); line skipped)") in result.stderr


def test_eval_of_predictions_given_as_records_says_which_scorer_takes_them(tmp_path):
    gold, _ = _one_miss(tmp_path)
    predictions = tmp_path / "pred.jsonl"
    predictions.write_text(json.dumps({"key": "k", "methods": [{"names": ["QuarkSort"], "role": "used"}]}) + "\n")
    result = runner.invoke(app, ["eval", str(gold), str(predictions)])
    assert result.exit_code == 1
    assert (f"Error: [KG102] no record of {predictions} could be read (1 skipped; first: {predictions}:1: record has no "
            "abstract field (fields: key, methods); skipped); its lines are gold-format rows, not abstracts: kg eval "
            "extracts RECORDS (key, title, abstract) itself, and ../shared/eval/score.py GOLD PRED scores predictions "
            "made elsewhere") in result.stderr


def test_eval_of_a_folder_names_the_other_file_that_has_a_key_first(tmp_path):
    gold, records = _one_miss(tmp_path, abstract="We use QuarkSort to sort zorbs.")
    folder = tmp_path / "records"
    folder.mkdir()
    records.rename(folder / "a.jsonl")
    (folder / "b.jsonl").write_text(json.dumps({"key": "k", "abstract": "We study how zorbs sort."}) + "\n")
    result = runner.invoke(app, ["eval", str(gold), str(folder), "--json"])
    assert result.exit_code == 0, result.output
    assert (f"skipped {folder / 'b.jsonl'}:1: key 'k' already a record of {folder / 'a.jsonl'}:1; record skipped"
            in result.stderr)
    assert json.loads(result.stdout)["figures"]["methods"]["tp"] == 1


def test_eval_says_why_a_record_too_long_to_extract_is_all_misses(tmp_path):
    from kg.extract.pipeline import MOST_CHARACTERS_EXTRACTED

    long_abstract = ("We use QuarkSort to sort zorbs. " * (MOST_CHARACTERS_EXTRACTED // 32 + 1)).strip()
    gold, records = _one_miss(tmp_path, abstract=long_abstract)
    result = runner.invoke(app, ["eval", str(gold), str(records), "--json"])
    assert result.exit_code == 0, result.output
    assert (f"not extracted {records}:1: abstract too long to extract ({len(long_abstract):,} characters: the rules "
            "read texts of at most 40,000); the paper is kept without extracted facts") in result.stderr
    assert "1 abstract extracted, 0 skipped, 1 kept without facts; 1 gold line read, 0 skipped" in result.stderr
    assert json.loads(result.stdout)["figures"]["methods"]["tp"] == 0


def test_eval_scores_the_first_record_of_a_key_and_names_a_second(tmp_path):
    gold, records = _one_miss(tmp_path, abstract="We use QuarkSort to sort zorbs.")
    records.write_text(records.read_text() + json.dumps({"key": "k", "abstract": "We study how zorbs sort."}) + "\n")
    result = runner.invoke(app, ["eval", str(gold), str(records), "--json"])
    assert result.exit_code == 0, result.output
    assert f"skipped {records}:2: key 'k' already a record on line 1; record skipped" in result.stderr
    assert json.loads(result.stdout)["figures"]["methods"]["tp"] == 1


def test_eval_names_a_broken_record_line_and_a_gold_file_with_no_line_read_is_an_error(tmp_path):
    gold, records = _one_miss(tmp_path)
    records.write_text(records.read_text() + "{broken\n")
    result = runner.invoke(app, ["eval", str(gold), str(records)])
    assert result.exit_code == 0, result.output
    assert f"skipped {records}:2: malformed JSON line" in result.stderr
    assert "1 abstract extracted, 1 skipped" in result.stderr
    gold.write_bytes(b'{"key": "k", "methods": ["Gl\xefm"]}\n')
    result = runner.invoke(app, ["eval", str(gold), str(records)])
    assert result.exit_code == 1
    assert (f"Error: [KG102] no gold line of {gold} could be read (1 skipped; first: {gold}:1: invalid UTF-8 (byte "
            f"0xef at column 29); line skipped)") in result.stderr


def test_eval_of_gold_written_as_one_indented_json_array_says_gold_is_json_lines(tmp_path):
    gold, records = _one_miss(tmp_path)
    gold.write_text(json.dumps([json.loads(gold.read_text())], indent=2) + "\n")
    result = runner.invoke(app, ["eval", str(gold), str(records)])
    assert result.exit_code == 1
    assert (f"Error: [KG102] no gold line of {gold} could be read (") in result.stderr
    assert ("line skipped); the file is one JSON array over many lines: gold is JSON Lines, one record a line"
            in result.stderr)


def test_eval_reads_a_gain_part_that_is_not_text_as_null_and_keeps_the_line(tmp_path):
    gold, records = _one_miss(tmp_path)
    row = json.loads(gold.read_text())
    row["gains"] = [{"value": 3, "unit": 5, "method": ["QuarkSort"], "metric": None}]
    gold.write_text("\ufeff" + json.dumps(row) + "\n", encoding="utf-8")  # (a byte order mark too)
    result = runner.invoke(app, ["eval", str(gold), str(records), "--json"])
    assert result.exit_code == 0, result.output
    assert (f'repaired {gold}:1: gains[0].unit is 5, neither text nor null; gains[0].method is ["QuarkSort"], '
            f"neither text nor null; read as null") in result.stderr
    assert "1 abstract extracted, 0 skipped; 1 gold line read, 0 skipped, 1 line repaired" in result.stderr
    gold.write_text(gold.read_text(encoding="utf-8") + json.dumps(row) + "\n", encoding="utf-8")  # the key again
    result = runner.invoke(app, ["eval", str(gold), str(records), "--json"])
    assert f"repaired {gold}:2" not in result.stderr and f"skipped {gold}:2: key 'k' already annotated" in result.stderr
    figures = json.loads(result.stdout)["figures"]
    assert figures["methods"]["gold"] == 1 and figures["gains"]["gold"] == 1


def test_eval_of_gold_written_as_one_json_array_on_one_line_does_not_say_it_runs_over_many(tmp_path):
    gold, records = _one_miss(tmp_path)
    gold.write_text(json.dumps([json.loads(gold.read_text())]) + "\n")  # (json.dump without indent)
    result = runner.invoke(app, ["eval", str(gold), str(records)])
    assert result.exit_code == 1
    assert result.stderr.endswith("line skipped); the file is one JSON array: gold is JSON Lines, one record a line\n")


def test_eval_names_a_gold_field_written_in_another_case_or_number_and_keeps_the_line(tmp_path):
    gold, records = _one_miss(tmp_path, abstract="We use QuarkSort on ZorbSet.")
    row = json.loads(gold.read_text())
    row.update({"dataset": [{"names": ["ZorbSet"], "role": "evaluated"}], "Metrics": [], "note": "checked twice"})
    gold.write_text(json.dumps(row) + "\n")
    result = runner.invoke(app, ["eval", str(gold), str(records), "--json"])
    assert result.exit_code == 0, result.output
    assert (f"repaired {gold}:1: 'dataset' is no gold field ('datasets' is); 'Metrics' is no gold field ('metrics' "
            "is); not read") in result.stderr  # (a field of another name, 'note', is no mistake to name)
    figures = json.loads(result.stdout)["figures"]
    assert figures["methods"]["gold"] == 1 and figures["datasets"]["gold"] == 0


def test_eval_without_records_is_an_error_and_a_gold_key_without_a_record_is_said(tmp_path):
    gold, records = _one_miss(tmp_path)
    result = runner.invoke(app, ["eval", str(gold), str(tmp_path / "none.jsonl")])
    assert result.exit_code == 1
    assert f"Error: [KG102] no record of {tmp_path / 'none.jsonl'} could be read (" in result.stderr
    gold.write_text(gold.read_text() + json.dumps({"key": "k2", "methods": [{"names": ["ZorbNet"], "role": "used"}]})
                    + "\n")
    result = runner.invoke(app, ["eval", str(gold), str(records), "--json"])
    assert result.exit_code == 0, result.output
    assert f"warning: 1 gold key of {gold} matches no record of {records} (first: 'k2'); scored as all misses" \
        in result.stderr
    summary = json.loads(result.stdout)
    assert summary["figures"]["methods"]["gold"] == 2
    assert summary["gold_keys_without_record"] == 1 and summary["problems"] == []


def test_eval_json_lists_the_problems_of_either_file(tmp_path):
    gold, records = _one_miss(tmp_path)
    records.write_text(records.read_text() + "{broken\n")
    gold.write_text(gold.read_text() + '["k2"]\n')
    result = runner.invoke(app, ["eval", str(gold), str(records), "--json"])
    assert result.exit_code == 0, result.output
    problems = json.loads(result.stdout)["problems"]
    assert [(p["file"], p["line"], p["outcome"]) for p in problems] == [
        (str(records), 2, "line skipped"), (str(gold), 2, "line skipped")]
    assert problems[1]["message"] == "a gold line is a JSON object, not an array; line skipped"


def test_eval_with_no_gold_key_among_the_records_keys_is_an_error_that_shows_one_of_each(tmp_path):
    gold, records = _one_miss(tmp_path)
    records.write_text(json.dumps({"key": "glim-1", "abstract": "We study how zorbs sort."}) + "\n")
    result = runner.invoke(app, ["eval", str(gold), str(records), "--json"])
    assert result.exit_code == 1
    assert (f"Error: [KG103] no gold key of {gold} is the key of a record of {records} (gold 'k', records 'glim-1'): "
            "give each record its gold key as 'key'") in result.stderr
    assert json.loads(result.stdout)["error"]["code"] == "KG103"


def test_eval_kind_shows_that_kind_of_error_and_says_when_no_sentence_writes_it(tmp_path):
    gold, records = _one_miss(tmp_path)
    result = runner.invoke(app, ["eval", str(gold), str(records), "--kind", "methods"])
    assert result.exit_code == 0, result.output
    assert "miss  methods  k ['QuarkSort'] []\n      (neither the abstract nor the title writes it)" in result.stdout
    assert runner.invoke(app, ["eval", str(gold), str(records), "--kind", "datasets"]).stdout.count("miss") == 0


def test_eval_errors_show_a_miss_only_the_title_writes_in_its_title(tmp_path):
    gold, records = _one_miss(tmp_path, method="glim sieving")
    records.write_text(json.dumps({"key": "k", "title": "Fast glim sieving of zorbs",
                                   "abstract": "We study how zorbs sort."}) + "\n")
    result = runner.invoke(app, ["eval", str(gold), str(records), "--kind", "methods"])
    assert result.exit_code == 0, result.output
    assert "miss  methods  k ['glim sieving'] []\n      Fast glim sieving of zorbs" in result.stdout


def test_eval_kind_must_be_a_kind_of_error(tmp_path):
    gold, records = _one_miss(tmp_path)
    result = runner.invoke(app, ["eval", str(gold), str(records), "--errors", "--kind", "method"])
    assert result.exit_code == 2 and "'method' is no kind of error" in result.output


def test_eval_json_with_errors_has_the_errors(tmp_path):
    gold, records = _one_miss(tmp_path)
    result = runner.invoke(app, ["eval", str(gold), str(records), "--errors", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["errors"] == [
        {"key": "k", "kind": "methods", "error": "miss", "names": ["QuarkSort"], "sentence": "", "rule": ""}]


def test_eval_errors_show_a_gain_given_to_another_measure(tmp_path):
    records = tmp_path / "records.jsonl"
    gold = tmp_path / "gold.jsonl"
    records.write_text(json.dumps({"key": "k", "abstract": "FooNet improves accuracy by 3.1% on BarSet."}) + "\n")
    gold.write_text(json.dumps({"key": "k", "methods": [], "datasets": [], "metrics": [], "tasks": [], "gains": [
        {"value": 3.1, "unit": "%", "direction": "increase", "metric": "F1", "dataset": None, "method": "FooNet",
         "baseline": "BazNet"}]}) + "\n")
    result = runner.invoke(app, ["eval", str(gold), str(records), "--errors", "--kind", "gains"])
    assert result.exit_code == 0, result.output
    line = next(line for line in result.stdout.splitlines() if line.startswith("wrong"))
    assert "['3.1 %']" in line and "target F1 / None found as accuracy / BarSet" in line
    assert "method FooNet found as None" in line and "baseline BazNet found as None" in line


def test_eval_errors_name_a_gain_without_a_unit_by_its_value_alone(tmp_path):
    records = tmp_path / "records.jsonl"
    gold = tmp_path / "gold.jsonl"
    records.write_text(json.dumps({"key": "k", "abstract": "We study how zorbs sort."}) + "\n")
    gold.write_text(json.dumps({"key": "k", "gains": [{"value": 153, "unit": None, "direction": "absolute"},
                                                      {"value": 3.1, "unit": "%", "direction": "increase"}]}) + "\n")
    result = runner.invoke(app, ["eval", str(gold), str(records), "--kind", "gains"])
    assert result.exit_code == 0, result.output
    assert "miss  gains    k ['153'] []" in result.stdout and "miss  gains    k ['3.1 %'] []" in result.stdout


def test_schema_files_match_the_models():
    from kg.schemas import render_schemas

    for name, text in render_schemas().items():
        path = ROOT / "schemas" / name
        assert path.exists(), f"{name} missing: run `kg schema --write`"
        assert path.read_text(encoding="utf-8") == text, f"{name} is stale: run `kg schema --write`"


def test_python_dash_m_kg_works():
    import subprocess
    import sys

    result = subprocess.run([sys.executable, "-m", "kg", "--help"], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0 and "build" in result.stdout


def test_eval_agrees_with_the_reference_scorer_on_the_seed_gold(tmp_path):
    """`kg extract --format eval` scored by ../shared/eval/score.py gives the figures `kg eval` prints."""
    import subprocess
    import sys

    eval_dir = ROOT.parent / "shared" / "eval"
    if not (eval_dir / "score.py").exists():
        pytest.skip("../shared/eval is not beside this checkout")
    gold, records = eval_dir / "seeds.gold.jsonl", eval_dir / "seeds.records.jsonl"
    predictions = tmp_path / "pred.jsonl"
    extracted = runner.invoke(app, ["extract", str(records), "--format", "eval", "-o", str(predictions)])
    assert extracted.exit_code == 0, extracted.output
    reference = subprocess.run([sys.executable, str(eval_dir / "score.py"), str(gold), str(predictions), "--json"],
                               capture_output=True, text=True, check=True)
    ours = runner.invoke(app, ["eval", str(gold), str(records), "--json"])
    assert ours.exit_code == 0, ours.output
    expected, figures = json.loads(reference.stdout), json.loads(ours.stdout)["figures"]
    for kind in ("methods", "datasets", "metrics", "tasks", "proposed", "gains"):
        assert figures[kind]["tp"] == expected[kind]["tp"] and figures[kind]["pred"] == expected[kind]["pred"], kind


def test_eval_format_groups_names_of_one_measure(tmp_path):
    records = tmp_path / "records.jsonl"
    records.write_text(json.dumps({"key": "k", "abstract": (
        "FooNet improves top-1 accuracy by 1.3% on ImageNet and lowers communication costs by 20%. "
        "Its accuracy reaches 81.2% with a lower communication cost.")}) + "\n")
    out = tmp_path / "eval.jsonl"
    result = runner.invoke(app, ["extract", str(records), "--format", "eval", "-o", str(out)])
    assert result.exit_code == 0, result.output
    groups = [set(group["names"]) for group in json.loads(out.read_text())["metrics"]]
    assert any({"top-1 accuracy", "accuracy"} <= names for names in groups), groups
    assert sum(1 for names in groups if any("communication cost" in n for n in names)) == 1, groups


def test_eval_records_name_a_module_also_without_its_head_noun():
    from kg.evaluate import to_eval_record
    from kg.models import Evidence, Extraction, Mention, Paper

    abstract = "WebThinker integrates a Deep Web Explorer module for search."
    start = abstract.index("Deep")
    mention = Mention(text="Deep Web Explorer module", label="METHOD", role="proposed", evidence=Evidence(
        sentence=abstract, start=start, end=start + len("Deep Web Explorer module"), rule="shape:name", confidence=0.5))
    record = to_eval_record(Extraction(paper=Paper(id="sha1:0000000000000001", abstract=abstract), mentions=(mention,)))
    assert record["methods"] == [{"names": ["Deep Web Explorer module", "Deep Web Explorer"], "role": "proposed"}]


def test_eval_records_group_a_measure_with_its_score():
    from kg.evaluate import to_eval_record
    from kg.models import Evidence, Extraction, Mention, Paper

    abstract = "GlimBERT reaches a micro-F1 of 0.61 and a micro-F1 score of 0.79 on test."
    mentions = tuple(Mention(text=name, label="METRIC", evidence=Evidence(
        sentence=abstract, start=abstract.index(name), end=abstract.index(name) + len(name), rule="gaz:metric",
        confidence=0.8)) for name in ("micro-F1", "micro-F1 score"))
    record = to_eval_record(Extraction(paper=Paper(id="sha1:0000000000000001", abstract=abstract), mentions=mentions))
    assert record["metrics"] == [{"names": ["micro-F1", "micro-F1 score"]}]


def test_eval_records_name_a_measure_written_in_the_plural_by_its_singular_too():
    from kg.evaluate import to_eval_record
    from kg.models import Evidence, Extraction, Mention, Paper

    abstract = "GlimNet cuts training times and Error rates, and lowers FLOPs, RMSEs and accuracies."
    names = ("training times", "Error rates", "FLOPs", "RMSEs", "accuracies", "validation losses", "gender bias",
             "tokens/s", "KV caches", "Cohen kappas")
    mentions = tuple(Mention(text=name, label="METRIC", evidence=Evidence(
        sentence=abstract, start=0, end=len(name), rule="gaz:metric", confidence=0.8)) for name in names)
    record = to_eval_record(Extraction(paper=Paper(id="sha1:0000000000000001", abstract=abstract), mentions=mentions))
    assert record["metrics"] == [{"names": ["training times", "training time"]}, {"names": ["Error rates", "Error rate"]},
                                 {"names": ["FLOPs"]}, {"names": ["RMSEs"]}, {"names": ["accuracies", "accuracy"]},
                                 {"names": ["validation losses", "validation loss"]}, {"names": ["gender bias"]},
                                 {"names": ["tokens/s"]}, {"names": ["KV caches", "KV cache"]},
                                 {"names": ["Cohen kappas", "Cohen kappa"]}]


def test_eval_records_name_a_long_form_also_with_its_bracketed_short_form():
    from kg.evaluate import to_eval_record
    from kg.models import Evidence, Extraction, Mention, Paper

    abstract = "We report Mean Quark Rank (MQR) on the GlimSet dataset (GS18), and Glim Recall (see below)."

    def mention(text, label, long_form=None, role=None):
        start = abstract.index(text)
        return Mention(text=text, label=label, long_form=long_form, role=role, evidence=Evidence(
            sentence=abstract, start=start, end=start + len(text), rule="acronym:long-form", confidence=0.85))

    mentions = (mention("Mean Quark Rank", "METRIC"), mention("MQR", "METRIC", "Mean Quark Rank"),
                mention("GlimSet", "DATASET", role="evaluated"),
                mention("GS18", "DATASET", "GlimSet", role="evaluated"), mention("Glim Recall", "METRIC"))
    record = to_eval_record(Extraction(paper=Paper(id="sha1:0000000000000001", abstract=abstract), mentions=mentions))
    assert record["metrics"] == [{"names": ["Mean Quark Rank", "Mean Quark Rank (MQR)", "MQR"]},
                                 {"names": ["Glim Recall"]}]
    assert record["datasets"] == [{"names": ["GlimSet", "GlimSet dataset", "GlimSet dataset (GS18)", "GS18"],
                                   "role": "evaluated"}]


def test_eval_records_name_a_measure_also_with_the_word_that_says_how_it_is_averaged():
    from kg.evaluate import to_eval_record
    from kg.models import Evidence, Extraction, Mention, Paper

    abstract = "GlimNet reaches a mean Dice score of 0.9, a macro-F1 of 0.7 and a recall of 0.8 on average."
    mentions = tuple(Mention(text=name, label="METRIC", evidence=Evidence(
        sentence=abstract, start=abstract.index(name), end=abstract.index(name) + len(name), rule="gaz:metric",
        confidence=0.8)) for name in ("Dice score", "F1", "recall"))
    record = to_eval_record(Extraction(paper=Paper(id="sha1:0000000000000001", abstract=abstract), mentions=mentions))
    assert record["metrics"] == [{"names": ["Dice score", "Dice", "mean Dice score"]},
                                 {"names": ["F1", "macro-F1"]}, {"names": ["recall"]}]


def test_eval_records_name_an_overall_or_peak_accuracy_also_by_the_measure_alone():
    from kg.evaluate import to_eval_record
    from kg.models import Evidence, Extraction, Mention, Paper

    abstract = ("GlimNet reaches an overall accuracy of 87%, a peak accuracy of 95%, a mean average precision near 0.7 "
                "and a mean recall of 0.8.")
    mentions = tuple(Mention(text=name, label="METRIC", evidence=Evidence(
        sentence=abstract, start=abstract.index(name), end=abstract.index(name) + len(name), rule="gaz:metric",
        confidence=0.8)) for name in ("overall accuracy", "peak accuracy", "mean average precision", "mean recall"))
    record = to_eval_record(Extraction(paper=Paper(id="sha1:0000000000000001", abstract=abstract), mentions=mentions))
    assert record["metrics"] == [{"names": ["overall accuracy", "accuracy"]}, {"names": ["peak accuracy", "accuracy"]},
                                 {"names": ["mean average precision"]}, {"names": ["mean recall"]}]


def test_the_bare_measure_alias_is_left_out_where_the_abstract_reports_the_bare_measure_too():
    from kg.evaluate import to_eval_record
    from kg.models import Evidence, Extraction, Mention, Paper

    abstract = ("GlimNet reaches 88.0% average accuracy on QuarkSet, 91.2% accuracy on GlimSet and a balanced accuracy "
                "of 80.3% on ZorbSet.")
    spans = [("average accuracy", abstract.index("average accuracy")), ("accuracy", abstract.index("% accuracy") + 2),
             ("balanced accuracy", abstract.index("balanced accuracy"))]
    mentions = tuple(Mention(text=name, label="METRIC", evidence=Evidence(
        sentence=abstract, start=at, end=at + len(name), rule="gaz:metric", confidence=0.8)) for name, at in spans)
    record = to_eval_record(Extraction(paper=Paper(id="sha1:0000000000000001", abstract=abstract), mentions=mentions))
    assert record["metrics"] == [{"names": ["average accuracy"]}, {"names": ["accuracy"]},
                                 {"names": ["balanced accuracy"]}]


def test_extract_makes_the_folder_of_its_output_file(tmp_path):
    records = tmp_path / "papers.jsonl"
    records.write_text('{"abstract": "We propose GlimNet for zorb sorting."}\n', encoding="utf-8")
    out = tmp_path / "new" / "deeper" / "extractions.jsonl"
    result = runner.invoke(app, ["extract", str(records), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert len(out.read_text(encoding="utf-8").splitlines()) == 1


def test_an_output_that_cannot_be_written_is_an_error_naming_it_not_a_traceback(tmp_path):
    records = tmp_path / "papers.jsonl"
    records.write_text('{"abstract": "We propose GlimNet for zorb sorting."}\n', encoding="utf-8")
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    result = runner.invoke(app, ["extract", str(records), "-o", str(blocker / "x.jsonl")])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)  # (an uncaught error is no SystemExit)
    assert result.stderr.startswith("Error: [KG001] ") and str(blocker) in result.stderr


@pytest.mark.parametrize("name", ["graph.json", "extractions.jsonl", "graph.html"])
def test_build_names_the_output_a_folder_is_in_the_way_of_before_reading(tmp_path, monkeypatch, name):
    import kg.pipeline

    monkeypatch.setattr(kg.pipeline, "read_all", lambda *args, **kwargs: pytest.fail("read first"))
    (tmp_path / "out" / name).mkdir(parents=True)
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(tmp_path / "out"), "--quiet"])
    assert result.exit_code == 1
    assert result.stderr == (f"Error: [KG001] {tmp_path / 'out' / name}: a folder is in the way of the file to "
                             "write\n")


def test_a_folder_in_the_way_of_the_html_a_build_does_not_write_is_no_matter(tmp_path):
    (tmp_path / "out" / "graph.html").mkdir(parents=True)
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(tmp_path / "out"), "--quiet", "--no-html"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "out" / "graph.json").is_file()


def test_a_build_without_html_removes_the_view_an_earlier_build_left(tmp_path):
    out = tmp_path / "out"
    assert runner.invoke(app, ["build", str(EXAMPLES), "--out", str(out), "--quiet"]).exit_code == 0
    assert (out / "graph.html").is_file()
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(out), "--no-html", "--json"])
    assert result.exit_code == 0, result.output
    assert not (out / "graph.html").exists()
    assert json.loads(result.stdout)["outputs_removed"] == [str(out / "graph.html")]
    assert runner.invoke(app, ["build", str(EXAMPLES), "--out", str(out), "--quiet"]).exit_code == 0
    told = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(out), "--no-html"])
    assert f"removed: {out / 'graph.html'}" in "".join(told.stderr.split("\n"))


@pytest.mark.parametrize("out", ["a-file", "a-file/out"])
def test_build_names_the_file_in_the_way_of_its_output_folder_before_reading(tmp_path, monkeypatch, out):
    import kg.pipeline

    monkeypatch.setattr(kg.pipeline, "read_all", lambda *args, **kwargs: pytest.fail("read first"))
    (tmp_path / "a-file").write_text("", encoding="utf-8")
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(tmp_path / out), "--quiet"])
    assert result.exit_code == 1
    assert result.stderr == f"Error: [KG001] {tmp_path / 'a-file'}: a file is in the way of the output folder\n"


def test_a_build_into_a_folder_inside_its_input_does_not_read_its_own_outputs_again(tmp_path):
    import shutil

    inputs = shutil.copytree(EXAMPLES, tmp_path / "papers")
    for _ in range(2):
        result = runner.invoke(app, ["build", str(inputs), "--out", str(inputs / "out"), "--json", "--quiet"])
        assert result.exit_code == 0, result.output
        summary = json.loads(result.stdout)
        assert summary["papers"] == 197 and summary["papers_skipped"] == 0, result.stderr


def test_a_build_into_the_folder_it_reads_reads_the_papers_there_but_not_its_own_outputs(tmp_path):
    import shutil

    folder = shutil.copytree(EXAMPLES, tmp_path / "papers")
    for _ in range(2):
        result = runner.invoke(app, ["build", str(folder), "--out", str(folder), "--json", "--quiet"])
        assert result.exit_code == 0, result.output
        summary = json.loads(result.stdout)
        assert summary["papers"] == 197 and summary["papers_skipped"] == 0, result.stderr


def test_an_input_the_system_calls_unreadable_is_left_to_the_readers_and_the_rest_is_read(tmp_path, monkeypatch):
    import os

    locked = tmp_path / "locked.jsonl"
    locked.write_text('{"abstract": "We propose GlimNet for zorb sorting."}\n', encoding="utf-8")
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode, **kw: os.fspath(path) != str(locked) and real_access(path, mode, **kw))
    result = runner.invoke(app, ["extract", str(locked), str(EXAMPLES), "-o", str(tmp_path / "x.jsonl")])
    assert result.exit_code == 0, result.output  # (a usage error once stopped every input at the first such path)


@pytest.mark.parametrize("out, denied, message", [
    ("out", "out", "the output folder cannot be written"),
    ("new/out", ".", "the output folder cannot be made in it"),
])
def test_an_output_folder_that_cannot_be_written_is_named_before_reading(tmp_path, monkeypatch, out, denied, message):
    import kg.pipeline

    (tmp_path / "out").mkdir()
    monkeypatch.setattr(kg.pipeline, "read_all", lambda *args, **kwargs: pytest.fail("read first"))
    access, denied = os.access, (tmp_path / denied).resolve()
    monkeypatch.setattr(os, "access", lambda path, mode, **kw: access(path, mode, **kw) and not (
        mode & os.W_OK and Path(path).resolve() == denied))
    # (a folder without write permission would not do: root may write anywhere)
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(tmp_path / out), "--quiet"])
    assert result.exit_code == 1
    assert result.stderr == f"Error: [KG001] {denied}: {message}\n"


def test_a_build_that_reads_no_paper_into_an_earlier_builds_folder_says_that_build_is_still_there(tmp_path):
    out = tmp_path / "out"
    assert runner.invoke(app, ["build", str(EXAMPLES), "--out", str(out), "--quiet", "--no-html"]).exit_code == 0
    before = (out / "graph.json").read_bytes()
    (tmp_path / "empty.jsonl").write_text("", encoding="utf-8")
    result = runner.invoke(app, ["build", str(tmp_path / "empty.jsonl"), "--out", str(out)], env={"COLUMNS": "300"})
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: [KG102] no paper could be read from")
    assert f"; {out} still holds an earlier build, left as it was" in result.stderr
    assert (out / "graph.json").read_bytes() == before


def test_a_build_that_reads_no_paper_leaves_no_output_folder_behind(tmp_path):
    result = runner.invoke(app, ["build", str(tmp_path / "no-such.jsonl"), "--out", str(tmp_path / "out"), "--quiet"])
    assert result.exit_code == 1
    assert not (tmp_path / "out").exists()


def test_a_link_to_nothing_where_the_output_folder_should_be_is_named(tmp_path):
    (tmp_path / "out").symlink_to(tmp_path / "gone")
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(tmp_path / "out"), "--quiet"])
    assert result.exit_code == 1
    assert result.stderr == f"Error: [KG001] {tmp_path / 'out'}: a link to nothing is in the way of the output folder\n"


def test_a_reader_of_standard_output_that_stops_early_is_no_error():
    import subprocess
    import sys

    command = [sys.executable, "-c", "import sys; from kg.cli import main; sys.argv[0] = 'kg'; main()",
               "extract", str(EXAMPLES), "-o", "-"]
    extract = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert extract.stdout.read(1) == b"{"
    extract.stdout.close()  # (as "| head -c 1" does)
    _, stderr = extract.communicate(timeout=120)
    assert extract.returncode == 0, stderr.decode()
    assert b"Error" not in stderr and b"Traceback" not in stderr and b"Exception" not in stderr


def _corpus_papers(tmp_path: Path, count: int = 3000) -> Path:
    """The first `count` corpus abstracts, as papers.jsonl: a run long enough to stop under way."""
    from tests.conftest import SHARED

    corpus = SHARED / "data" / "arxiv_cs_cv_cl_corpus" / "corpus.jsonl"
    if not corpus.is_file():
        pytest.skip("needs ../shared/data/arxiv_cs_cv_cl_corpus")
    papers = tmp_path / "papers.jsonl"
    with corpus.open(encoding="utf-8") as source:
        papers.write_text("".join(line for _, line in zip(range(count), source)), encoding="utf-8")
    return papers


def _a_long_build(tmp_path: Path, processes: int) -> tuple[subprocess.Popen, Path]:
    """`kg build` of 10,000 corpus abstracts in a session of its own (as a terminal's process group), under way (two
    processes extract them in about 13 s on an idle machine: on a busy one 3,000 had been done before the 4 s)."""
    papers = _corpus_papers(tmp_path, count=10_000)
    out = tmp_path / "out"
    build = subprocess.Popen([sys.executable, "-m", "kg", "build", str(papers), "--out", str(out), "-j", str(processes),
                              "-q"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(4)  # (started, reading or extracting: the whole build takes several times longer)
    assert build.poll() is None, build.communicate()  # (still under way, or the test stops nothing)
    return build, out


def test_ctrl_c_stops_a_two_process_build_at_once_and_quietly(tmp_path):
    build, out = _a_long_build(tmp_path, processes=2)
    os.killpg(build.pid, signal.SIGINT)  # (a terminal's Ctrl-C reaches the workers too)
    _, stderr = build.communicate(timeout=120)
    assert build.returncode == 130 and "Traceback" not in stderr and "PoolWorker" not in stderr, stderr
    assert not out.exists() or not any(out.iterdir())


def test_a_terminated_build_exits_143_and_leaves_no_temporary_file(tmp_path):
    build, out = _a_long_build(tmp_path, processes=1)
    build.terminate()
    _, stderr = build.communicate(timeout=120)
    assert build.returncode == 143, stderr
    assert not out.exists() or not [path for path in out.iterdir() if path.name.endswith(".tmp")]


def test_an_extraction_that_reads_no_paper_leaves_an_earlier_output_file_as_it_was(tmp_path):
    out = tmp_path / "extractions.jsonl"
    out.write_text('{"earlier": "run"}\n', encoding="utf-8")
    result = runner.invoke(app, ["extract", str(tmp_path / "typo.jsonl"), "-o", str(out)])
    assert result.exit_code == 1 and "no such file" in result.stderr
    assert out.read_text(encoding="utf-8") == '{"earlier": "run"}\n'
    assert [path.name for path in tmp_path.iterdir()] == ["extractions.jsonl"]


def test_a_terminated_extraction_leaves_an_earlier_output_file_as_it_was_and_no_temporary_file(tmp_path):
    papers = _corpus_papers(tmp_path)
    out = tmp_path / "extractions.jsonl"
    out.write_text('{"earlier": "run"}\n', encoding="utf-8")
    extract = subprocess.Popen([sys.executable, "-m", "kg", "extract", str(papers), "-o", str(out)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not list(tmp_path.glob(".extractions.jsonl.*.tmp")) and extract.poll() is None:
        assert time.monotonic() < deadline, "no temporary file beside the output after 60 s"
        time.sleep(0.05)
    assert extract.poll() is None, extract.communicate()  # (under way: the 3,000 papers take many seconds more)
    extract.terminate()
    _, stderr = extract.communicate(timeout=120)
    assert extract.returncode == 143, stderr
    assert out.read_text(encoding="utf-8") == '{"earlier": "run"}\n'
    assert not [path for path in tmp_path.iterdir() if path.name.endswith(".tmp")]


def test_an_extraction_removes_the_temporary_file_an_extraction_killed_outright_left(tmp_path):
    records = tmp_path / "papers.jsonl"
    records.write_text('{"abstract": "We propose GlimNet for zorb sorting."}\n', encoding="utf-8")
    left = tmp_path / ".x.jsonl.k2x9q1.tmp"
    left.write_text("half a file", encoding="utf-8")
    result = runner.invoke(app, ["extract", str(records), "-o", str(tmp_path / "x.jsonl")])
    assert result.exit_code == 0, result.output
    assert not left.exists() and len((tmp_path / "x.jsonl").read_text(encoding="utf-8").splitlines()) == 1


@pytest.mark.parametrize("option", ["--out", "--output", "-o"])
def test_extract_takes_its_output_file_by_the_name_build_and_export_use_too(one_paper, tmp_path, option):
    result = runner.invoke(app, ["extract", str(one_paper), option, str(tmp_path / "x.jsonl")])
    assert result.exit_code == 0, result.output
    assert len((tmp_path / "x.jsonl").read_text(encoding="utf-8").splitlines()) == 1


def test_extracts_help_says_the_lines_stream_to_stdout_and_an_output_file_is_replaced_at_the_end():
    result = runner.invoke(app, ["extract", "--help"], env={"COLUMNS": "200"})
    assert "The lines stream to stdout; an -o file is replaced when the run ends" in result.stdout


@pytest.fixture
def one_paper(tmp_path) -> Path:
    records = tmp_path / "papers.jsonl"
    records.write_text('{"abstract": "We propose GlimNet for zorb sorting."}\n', encoding="utf-8")
    return records


@pytest.fixture
def no_device_replaced(monkeypatch):
    """Stop a rename onto /dev or /proc before it is made: as root, code that replaced its output would
    otherwise put a regular file where /dev/null or /dev/stdout is, for every process of the machine."""
    real_replace = os.replace

    def replace(source, destination, **kwargs):
        if os.path.abspath(destination).startswith(("/dev/", "/proc/")):
            raise AssertionError(f"{source} was to replace {destination}")
        return real_replace(source, destination, **kwargs)

    monkeypatch.setattr(os, "replace", replace)


def test_an_extraction_to_dev_null_writes_the_device_and_leaves_it_one(one_paper, no_device_replaced):
    result = runner.invoke(app, ["extract", str(one_paper), "-o", os.devnull])
    assert result.exit_code == 0, result.output
    assert os.path.exists(os.devnull) and stat.S_ISCHR(os.stat(os.devnull).st_mode)


def test_an_extraction_to_dev_stdout_writes_after_what_standard_output_holds(one_paper, no_device_replaced, capfd):
    os.write(1, b"earlier\n")  # (as `kg extract -o /dev/stdout >> log` finds the log)
    result = runner.invoke(app, ["extract", str(one_paper), "-o", "/dev/stdout"])
    assert result.exit_code == 0, result.output
    earlier, line = capfd.readouterr().out.splitlines()
    assert earlier == "earlier" and json.loads(line)["paper"]["abstract"] == "We propose GlimNet for zorb sorting."


def test_an_extraction_to_a_named_pipe_writes_into_the_pipe(one_paper, tmp_path):
    fifo = tmp_path / "extractions.fifo"
    os.mkfifo(fifo)
    read = []
    reader = threading.Thread(target=lambda: read.append(fifo.read_text(encoding="utf-8")), daemon=True)
    reader.start()
    result = runner.invoke(app, ["extract", str(one_paper), "-o", str(fifo)])
    assert result.exit_code == 0, result.output
    assert stat.S_ISFIFO(fifo.stat().st_mode)  # (before the wait: a reader of a pipe replaced would wait for ever)
    reader.join(timeout=60)
    assert len(read[0].splitlines()) == 1


def test_an_extraction_to_a_process_substitution_writes_into_its_pipe(one_paper, no_device_replaced):
    reading, writing = os.pipe()  # (what bash's `-o >(gzip > x.gz)` passes as /dev/fd/63)
    try:
        result = runner.invoke(app, ["extract", str(one_paper), "-o", f"/dev/fd/{writing}"])
    finally:
        os.close(writing)
    with os.fdopen(reading, encoding="utf-8") as pipe:
        assert result.exit_code == 0, result.output
        assert len(pipe.read().splitlines()) == 1


def test_an_extraction_to_a_link_replaces_the_file_it_links_to_and_keeps_the_link(one_paper, tmp_path):
    target = tmp_path / "runs" / "extractions.jsonl"
    target.parent.mkdir()
    target.write_text('{"earlier": "run"}\n', encoding="utf-8")
    link = tmp_path / "latest.jsonl"
    link.symlink_to(target)
    result = runner.invoke(app, ["extract", str(one_paper), "-o", str(link)])
    assert result.exit_code == 0, result.output
    assert link.is_symlink() and link.resolve() == target
    assert "GlimNet" in target.read_text(encoding="utf-8")


def test_an_extraction_keeps_the_permissions_of_the_file_it_replaces(one_paper, tmp_path):
    out = tmp_path / "extractions.jsonl"
    out.write_text('{"earlier": "run"}\n', encoding="utf-8")
    out.chmod(0o600)
    result = runner.invoke(app, ["extract", str(one_paper), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert stat.S_IMODE(out.stat().st_mode) == 0o600 and "GlimNet" in out.read_text(encoding="utf-8")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write in any folder")
def test_an_extraction_writes_a_writable_file_in_a_folder_it_cannot_write_in(one_paper, tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    out = shared / "extractions.jsonl"
    out.write_text('{"earlier": "run"}\n', encoding="utf-8")
    shared.chmod(0o555)
    try:
        result = runner.invoke(app, ["extract", str(one_paper), "-o", str(out)])
    finally:
        shared.chmod(0o755)
    assert result.exit_code == 0, result.output
    assert "GlimNet" in out.read_text(encoding="utf-8") and [path.name for path in shared.iterdir()] == [out.name]


def test_a_build_removes_the_temporary_files_an_interrupted_build_left(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    left = [out / ".graph.json.k2x9q1.tmp", out / ".extractions.jsonl.a1b2c3.tmp"]
    for path in left:
        path.write_text("half a file", encoding="utf-8")
    (out / ".notes.tmp").write_text("not ours", encoding="utf-8")
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(out), "--quiet", "--no-html"])
    assert result.exit_code == 0, result.output
    assert not any(path.exists() for path in left) and (out / ".notes.tmp").exists()


def test_a_build_removes_the_temporary_file_an_interrupted_build_left_beside_the_file_an_output_link_names(tmp_path):
    out, published = tmp_path / "out", tmp_path / "published"
    out.mkdir()
    published.mkdir()
    (out / "graph.json").symlink_to(published / "graph.json")
    left = published / ".graph.json.k2x9q1.tmp"  # (where a build writes the file the link names)
    left.write_text("half a file", encoding="utf-8")
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(out), "--quiet", "--no-html"])
    assert result.exit_code == 0, result.output
    assert not left.exists() and json.loads((published / "graph.json").read_text(encoding="utf-8"))["nodes"]


def test_a_build_keeps_the_permissions_of_the_outputs_it_replaces(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "graph.json").write_text("the earlier build's", encoding="utf-8")
    (out / "graph.json").chmod(0o640)
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(out), "--quiet", "--no-html"])
    assert result.exit_code == 0, result.output
    assert stat.S_IMODE((out / "graph.json").stat().st_mode) == 0o640
    assert json.loads((out / "graph.json").read_text(encoding="utf-8"))["nodes"]


def test_a_build_writes_the_file_an_output_link_names_and_keeps_the_link(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    kept = tmp_path / "published" / "graph.json"
    kept.parent.mkdir()
    kept.write_text("the earlier build's", encoding="utf-8")
    (out / "graph.json").symlink_to(kept)
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(out), "--quiet", "--no-html"])
    assert result.exit_code == 0, result.output
    assert (out / "graph.json").is_symlink() and (out / "graph.json").resolve() == kept
    assert json.loads(kept.read_text(encoding="utf-8"))["nodes"]


def test_a_build_output_linked_into_a_folder_that_is_gone_is_an_error_naming_the_file_not_a_temporary_one(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "graph.json").symlink_to(tmp_path / "published" / "graph.json")
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(out), "--quiet", "--no-html"])
    assert result.exit_code == 1
    assert result.stderr == f"Error: [KG001] {tmp_path / 'published' / 'graph.json'}: No such file or directory\n"


def test_a_build_output_linked_to_a_pipe_of_standard_output_writes_the_pipe(one_paper, tmp_path, no_device_replaced):
    out = tmp_path / "out"
    out.mkdir()
    read_end, write_end = os.pipe()  # (`ln -s /dev/stdout out/extractions.jsonl; kg build ... | less`)
    with os.fdopen(read_end, "rb") as pipe:
        with os.fdopen(write_end, "wb"):
            (out / "extractions.jsonl").symlink_to(f"/proc/self/fd/{write_end}")
            result = runner.invoke(app, ["build", str(one_paper), "--out", str(out), "--quiet", "--no-html"])
        written = pipe.read()
    assert result.exit_code == 0, result.output
    assert json.loads(written.decode("utf-8"))["paper"]["abstract"] == "We propose GlimNet for zorb sorting."
    assert (out / "extractions.jsonl").is_symlink()


def test_a_build_output_linked_to_standard_output_appended_to_a_file_keeps_what_the_file_held(one_paper, tmp_path,
                                                                                             no_device_replaced):
    out = tmp_path / "out"
    out.mkdir()
    log = tmp_path / "build.log"
    log.write_text("earlier\n", encoding="utf-8")
    with open(log, "a", encoding="utf-8") as appended:  # (`ln -s /dev/stdout out/extractions.jsonl; kg build >> log`)
        (out / "extractions.jsonl").symlink_to(f"/proc/self/fd/{appended.fileno()}")
        result = runner.invoke(app, ["build", str(one_paper), "--out", str(out), "--quiet", "--no-html"])
    assert result.exit_code == 0, result.output
    earlier, line = log.read_text(encoding="utf-8").splitlines()
    assert earlier == "earlier" and json.loads(line)["paper"]["abstract"] == "We propose GlimNet for zorb sorting."


def test_a_build_output_that_is_a_link_in_a_loop_is_one_error_naming_it(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "graph.json").symlink_to(out / "graph.json")
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(out), "--quiet", "--no-html"])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit), result.exception
    assert result.stderr.startswith(f"Error: [KG001] {out / 'graph.json'}: ") and result.stderr.count("\n") == 1
    assert (out / "graph.json").is_symlink() and not (out / "extractions.jsonl").exists()


def test_a_build_output_linked_to_dev_null_writes_the_device_and_leaves_it_one(tmp_path, no_device_replaced):
    out = tmp_path / "out"
    out.mkdir()
    (out / "extractions.jsonl").symlink_to(os.devnull)
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(out), "--quiet", "--no-html"])
    assert result.exit_code == 0, result.output
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode) and (out / "extractions.jsonl").is_symlink()
    assert json.loads((out / "graph.json").read_text(encoding="utf-8"))["nodes"]


def test_a_build_that_cannot_write_one_output_replaces_none(tmp_path):
    from kg.store.local import write_texts_together

    (tmp_path / "graph.json").write_text("the earlier build's", encoding="utf-8")
    (tmp_path / "a-file").write_text("", encoding="utf-8")
    with pytest.raises(OSError):
        write_texts_together({tmp_path / "graph.json": "this build's", tmp_path / "a-file" / "extractions.jsonl": ""})
    assert (tmp_path / "graph.json").read_text(encoding="utf-8") == "the earlier build's"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["a-file", "graph.json"]


def test_the_summary_read_from_a_pipe_keeps_each_line_whole(tmp_path):
    result = runner.invoke(app, ["build", str(EXAMPLES), "--out", str(tmp_path / "out"), "--no-html"],
                           env={"COLUMNS": "40"})  # (a narrow width, as rich gives a pipe 80)
    assert result.exit_code == 0, result.output
    assert any(line.startswith(tuple("0123456789")) and line.endswith("of their variants added")
               for line in result.stderr.splitlines()), result.stderr


def test_an_error_under_json_is_also_a_json_object_on_standard_output(tmp_path):
    (tmp_path / "a-file").write_text("", encoding="utf-8")
    for args, code in ((["build", str(tmp_path / "no-such.jsonl"), "--out", str(tmp_path / "out")], "KG102"),
                       (["build", str(EXAMPLES), "--out", str(tmp_path / "a-file" / "out")], "KG001"),
                       (["export", "--graph", str(tmp_path / "no-such.json"), "-o", str(tmp_path / "x.json")], "KG301")):
        result = runner.invoke(app, args + ["--json"])
        assert result.exit_code == 1, result.output
        error = json.loads(result.stdout)["error"]
        assert error["code"] == code and result.stderr == f"Error: [{code}] {error['message']}\n"
