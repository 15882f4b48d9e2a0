"""JSON Schema of the records, generated from kg/models.py so the two cannot drift."""

from __future__ import annotations

import json

from kg.models import RECORD_MODELS


def render_schemas() -> dict[str, str]:
    """File name -> schema text, stable byte for byte. Each schema is of the record as written, computed fields
    included (a Problem's message)."""
    return {
        f"{name}.schema.json": json.dumps(model.model_json_schema(mode="serialization"), indent=2, sort_keys=True,
                                          ensure_ascii=False) + "\n"
        for name, model in RECORD_MODELS.items()
    }
