"""Scopes: a newer text that changes only a part, another scope or a property of the older one's subject."""

from __future__ import annotations

from cognee_memory.updates.scopes import attribute_of, contrasting_scopes, narrower_scope, part_not_asked


def test_two_scopes_of_one_kind_of_thing_contrast_and_a_shared_scope_does_not() -> None:
    assert contrasting_scopes("Staging deploys are now approved automatically.",
                              "Production deploys need approval from the tech lead.") == "stag vs production deploy"
    # The newer text names the older one's scope too: a change of both, not another scope.
    assert contrasting_scopes("Staging deploys are now approved like production ones.",
                              "Production deploys need approval from the tech lead.") is None
    # Different heads: not this reading.
    assert contrasting_scopes("Backend releases now go to Azure App Service.",
                              "The banking backend deploys to the on-premise VM cluster.") is None


def test_a_newer_text_opening_with_a_modifier_of_the_older_ones_subject_names_a_narrower_scope() -> None:
    assert narrower_scope("Business dashboards live in Metabase now.", "Dashboards are in Grafana.") \
        == "busines dashboard"
    # The older text has the modifier too: the same scope.
    assert narrower_scope("Business dashboards live in Metabase now.",
                          "Business dashboards are in Grafana, ops dashboards too.") is None
    # A verb and a noun further on are no modifier and its noun.
    assert narrower_scope("Finished moving the claim workflows to Temporal.",
                          "Claim handling workflows are modelled as BPMN in Camunda 7.") is None
    # A label before a colon is no modifier.
    assert narrower_scope("Correction: staging lives at stg.acme.io, the other domain was retired.",
                          "Staging URL is staging.acme.dev.") is None
    # Another head: not a part of the older one's subject.
    assert narrower_scope("Our formatter is dprint now.", "The formatter is Prettier.") is None


def test_a_newer_text_opening_with_the_older_ones_thing_and_a_noun_of_its_own_is_about_a_part_of_it() -> None:
    assert attribute_of("CI minutes budget was raised now.", "Our CI is GitHub Actions.") == "ci minut"
    assert attribute_of("Cache hit rate is now 95%.", "The cache is Redis.") == "cach hit"
    # A verb after the thing, or a mark between, or a new choice after "is": about the thing itself.
    assert attribute_of("Formatter runs on pre-commit now.", "The formatter is Prettier.") is None
    assert attribute_of("CDN switched to Fastly.", "The CDN is CloudFront.") is None
    assert attribute_of("Queue: NATS JetStream now.", "The queue is SQS.") is None
    assert attribute_of("Our formatter is dprint now.", "The formatter is Prettier.") is None


def test_a_change_for_a_part_neither_the_older_text_nor_the_question_names_is_that_parts() -> None:
    old = "base images are debian-slim, alpine is banned because musl breaks our python wheels"
    new = "alpine is allowed again for the go services, the musl problem only ever hit python"
    assert part_not_asked(new, old, "which base image do the python services use?") == "go"
    assert part_not_asked(new, old, "can the go services use alpine base images?") is None
    assert part_not_asked("alpine is allowed for all services now", old, "which base image do we use?") is None
