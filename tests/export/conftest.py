import pytest

from export_fixtures import large_graph, synthetic_graph


@pytest.fixture
def graph():
    return synthetic_graph()


@pytest.fixture(scope="session")
def big_graph():
    return large_graph()
