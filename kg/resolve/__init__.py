"""Resolution: one entity per real-world thing, with every spelling kept as an alias.

``resolve(extractions, overrides)`` is the stage function; ``load_overrides`` reads
the user's merge/split file and ``suspicious`` lists what a person should review.
"""

from kg.resolve.aliases import AliasTable, default_alias_table, load_alias_table
from kg.resolve.core import LABEL_PREFIX, Resolution, resolve
from kg.resolve.names import clean_surface, fold_accents, form_key, has_words, is_acronym, slug
from kg.resolve.overrides import (DEFAULT_OVERRIDES_FILE, OverrideEntry, Overrides, default_overrides_path,
                                  load_overrides, user_overrides)
from kg.resolve.suspicious import (EntityRow, Suspicion, find_suspicions, list_entities, suspicious,
                                   suspicious_in_graph)
from kg.resolve.variants import family_of

normalise_name = form_key

__all__ = [
    "AliasTable", "DEFAULT_OVERRIDES_FILE", "EntityRow", "LABEL_PREFIX", "OverrideEntry", "Overrides",
    "Resolution", "Suspicion", "clean_surface", "default_alias_table", "default_overrides_path",
    "family_of", "find_suspicions", "fold_accents", "form_key", "has_words", "is_acronym", "list_entities",
    "load_alias_table", "load_overrides",
    "normalise_name", "resolve", "slug", "suspicious", "suspicious_in_graph", "user_overrides",
]
