import pytest

from kg.wording import counted


@pytest.mark.parametrize(("count", "noun", "plural", "said"), [
    (1, "node", None, "1 node"), (0, "node", None, "0 nodes"), (2, "entity", None, "2 entities"),
    (1, "entity", None, "1 entity"), (3, "key", None, "3 keys"), (2, "analysis", "analyses", "2 analyses"),
])
def test_a_count_takes_its_noun_in_the_singular_only_when_one(count, noun, plural, said):
    assert counted(count, noun, plural) == said
