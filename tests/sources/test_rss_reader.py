import html

import pytest

from .helpers import DATA, read_all


def test_arxiv_rss_feed():
    papers, report = read_all(DATA / "arxiv_rss.xml")
    assert report.problems == []
    assert report.by_format == {"rss": 2}
    announced, plain = papers
    assert (announced.id, announced.key) == ("arxiv:2405.01234", "oai:arXiv.org:2405.01234v2")
    assert announced.title == "GlimNet: Sorting Zorbs in Real Time"
    assert announced.abstract == "We propose GlimNet, a light network for zorb sorting. On ZorbSet it reaches 91.2% accuracy."
    assert announced.authors == ("Hana Berg", "Ivo Lind", "Jon Abe") and announced.authors_count == 3
    assert (announced.date, announced.year) == ("2024-05-03", 2024)
    assert announced.url == "https://arxiv.org/abs/2405.01234"
    assert announced.source.endswith("arxiv_rss.xml:7")
    assert plain.id.startswith("sha1:") and plain.key == "https://example.org/papers/quarkbench"
    assert plain.abstract == "We introduce QuarkBench, a benchmark of quark puzzles."
    assert plain.authors == ("H. Berg",) and plain.date is None


def test_an_arxiv_id_in_the_announcement_alone_names_the_paper(tmp_path):
    path = tmp_path / "cs.CV.xml"
    path.write_text('<?xml version="1.0"?>\n<rss xmlns:atom="http://www.w3.org/2005/Atom" version="2.0"><channel>'
                    "<title>cs.CV</title>\n<item><title>GlimNet</title><description>arXiv:2405.01234v1 Announce "
                    "Type: new Abstract: We propose GlimNet.</description></item>\n</channel></rss>\n", encoding="utf-8")
    papers, report = read_all(path)
    assert report.problems == []
    assert [(paper.id, paper.abstract, paper.source) for paper in papers] == [
        ("arxiv:2405.01234", "We propose GlimNet.", f"{path}:3")]


def test_an_rss_feed_is_read_beside_other_files_of_its_folder(tmp_path):
    (tmp_path / "feed.xml").write_bytes((DATA / "arxiv_rss.xml").read_bytes())
    (tmp_path / "papers.csv").write_text("title,abstract\nZorbNet,We propose ZorbNet.\n", encoding="utf-8")
    papers, report = read_all(tmp_path)
    assert report.problems == []
    assert report.by_format == {"rss": 2, "csv": 1}


@pytest.mark.parametrize("document", [
    '<?xml version="1.0"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
    'xmlns="http://purl.org/rss/1.0/"><item><description>We propose GlimNet.</description></item></rdf:RDF>\n',
    '<results xmlns:atom="http://www.w3.org/2005/Atom"><atom:entry><atom:summary>We propose GlimNet.'
    "</atom:summary></atom:entry></results>\n",
])
def test_xml_of_another_kind_is_named_as_no_recognised_format(tmp_path, document):
    path = tmp_path / "feed.xml"
    path.write_text(document, encoding="utf-8")
    papers, report = read_all(path)
    assert papers == []
    assert [(problem.file, problem.line, problem.message.split(" (")[0], problem.outcome)
            for problem in report.problems] == [(str(path), None, "not a recognised paper format", "file skipped")]


def test_an_item_without_a_description_and_a_broken_item_cost_only_themselves(tmp_path):
    path = tmp_path / "feed.xml"
    path.write_text('<rss version="2.0"><channel>\n'
                    "<item><title>GlimNet</title></item>\n"
                    "<item><description>We propose <b>ZorbNet</description></item>\n"
                    "<item><description>We propose QuarkNet.</description></item>\n"
                    "</channel></rss>\n", encoding="utf-8")
    papers, report = read_all(path)
    assert [paper.abstract for paper in papers] == ["We propose QuarkNet."]
    assert [(problem.line, problem.message.split(" (")[0], problem.outcome) for problem in report.problems] == [
        (2, "item 'GlimNet' has an empty abstract; skipped", "skipped"), (3, "malformed XML in this item", "item skipped")]


def test_an_rss_feed_with_a_doctype_is_refused(tmp_path):
    path = tmp_path / "feed.xml"
    path.write_text('<?xml version="1.0"?>\n<!DOCTYPE rss [\n<!ENTITY z "zorb">\n]>\n<rss version="2.0"><channel>'
                    "<item><description>&z;</description></item></channel></rss>\n", encoding="utf-8")
    papers, report = read_all(path)
    assert papers == []
    assert [(problem.line, "DOCTYPE" in problem.message and "refused" in problem.message)
            for problem in report.problems] == [(2, True)]


def test_a_description_written_in_html_is_read_as_its_text(tmp_path):
    feed = tmp_path / "feed.xml"
    feed.write_text('<?xml version="1.0"?><rss version="2.0"><channel><item><title>GlimNet</title>'
                    "<link>https://example.org/glimnet</link><description>&lt;p&gt;&lt;b&gt;Abstract&lt;/b&gt;&lt;/p&gt;"
                    "&lt;p&gt;We propose GlimNet &amp;amp; QuarkNet, with x &amp;lt; 3.&lt;/p&gt;&lt;p&gt;It wins."
                    "&lt;/p&gt;</description></item></channel></rss>", encoding="utf-8")
    (paper,), report = read_all(feed)
    assert paper.abstract == "We propose GlimNet & QuarkNet, with x < 3. It wins."


@pytest.mark.parametrize("description, abstract", [
    ("We prove that for k&lt;n and m&gt;2 the GlimNet bound holds on ZorbSet.",
     "We prove that for k<n and m>2 the GlimNet bound holds on ZorbSet."),  # (maths, no HTML)
    ("&lt;p&gt;GlimNet lifts F&lt;sub&gt;1&lt;/sub&gt; by 2 points.&lt;/p&gt;&lt;p&gt;It wins.&lt;/p&gt;",
     "GlimNet lifts F1 by 2 points. It wins."),  # (an inline tag joins, a block one sets apart)
    ("For 0&lt;i and j&gt;1, and a&lt;b and c&gt;d, the GlimNet bound holds on ZorbSet.",
     "For 0<i and j>1, and a<b and c>d, the GlimNet bound holds on ZorbSet."),  # (letters HTML names tags by)
    ("&lt;section&gt;GlimNet&lt;sup&gt;1&lt;/sup&gt; sorts zorbs at &lt;mark&gt;90%&lt;/mark&gt;.&lt;/section&gt;",
     "GlimNet1 sorts zorbs at 90%."),  # (tags past the common ones go too; a footnote mark joins its word)
    ("&lt;p&gt;We propose GlimNet, which sorts zorbs.&lt;p&gt;It wins on ZorbSet.",
     "We propose GlimNet, which sorts zorbs. It wins on ZorbSet."),  # (paragraphs HTML leaves unclosed)
])
def test_only_htmls_own_tags_are_markup(tmp_path, description, abstract):
    feed = tmp_path / "feed.xml"
    feed.write_text('<?xml version="1.0"?><rss version="2.0"><channel><item><title>GlimNet</title>'
                    f"<link>https://example.org/glimnet</link><description>{description}</description></item>"
                    "</channel></rss>", encoding="utf-8")
    (paper,), report = read_all(feed)
    assert paper.abstract == abstract



def test_a_description_in_html_loses_its_comments_scripts_and_quoted_brackets_and_keeps_its_cdata(tmp_path):
    """A '>' in a quoted attribute ended the tag there ('y">link'), and a comment, a script or a CDATA section
    stayed as written in the abstract."""
    description = ('<p><b>Abstract:</b> We propose <a href="https://example.org/?a>b" title=\'x>y\'>GlimNet</a>'
                   "<!-- feed note --> for zorbs<![CDATA[ with a<b ]]>.</p><script>track(1 > 0);</script>"
                   "<style>p > b {color: red}</style>")
    path = tmp_path / "feed.xml"
    path.write_text('<?xml version="1.0"?>\n<rss version="2.0"><channel><title>Feed</title>\n<item><title>GlimNet'
                    f"</title><description>{html.escape(description)}</description></item>\n</channel></rss>\n",
                    encoding="utf-8")
    (paper,), report = read_all(path)
    assert report.problems == []
    assert paper.abstract == "We propose GlimNet for zorbs with a<b ."
