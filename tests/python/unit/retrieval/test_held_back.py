"""Whether a note's change is held back as a plan, a trial or a while (retrieval/held_back.py)."""

from __future__ import annotations

from cognee_memory.retrieval.held_back import for_a_while_or_planned, outside_plans


def test_a_spike_in_demand_is_no_trial() -> None:
    # An outside review's probe (cases29 ph9): the reorder point went up after the winter's rise in demand.
    hit, query = "IV paracetamol reorder level is 200 units", "what's the reorder level for IV paracetamol?"
    assert not for_a_while_or_planned("bumped the IV paracetamol reorder point to 350 after the winter spike", hit, query)
    assert not for_a_while_or_planned("reorder point is 350 since the flu spike", hit, query)
    # A spike said as work done to find out is still a trial.
    assert for_a_while_or_planned("did a spike on a 350 reorder point for IV paracetamol", hit, query)


def test_what_a_plan_word_governs_is_left_out_to_the_end_of_its_clause() -> None:
    assert outside_plans("could drop the minimum order for cafes on our street, maybe in the spring").strip(" ,") == ""
    assert outside_plans("switched card payments to Adyen, fees should drop").strip() == "switched card payments to Adyen, fees"
    assert outside_plans("the portal locks at 12 now") == "the portal locks at 12 now"


def test_a_trial_the_older_note_has_too_is_a_thing_not_a_tryout() -> None:
    hit, query = "Price is $29 one-time, with a 14-day trial.", "how much does the app cost?"
    assert not for_a_while_or_planned("Pricing changed: $39 one-time including one year of updates, trial stays 14 days.",
                                      hit, query)
    # … still a tryout where the older note has no trial
    assert for_a_while_or_planned("trial of a $39 price on the EU store this month", "Price is $29 one-time.", query)



def test_a_tryout_of_a_name_is_one_even_where_the_older_note_has_the_noun() -> None:
    # An outside review's probes: the older note's pilot or trial is a thing, the newer one's a tryout of a product.
    assert for_a_while_or_planned("MessageBird pilot with St. Mary's starts Monday; if delivery rates hold we switch all "
                                  "reminders.", "Appointment reminders for the St. Mary's pilot go out through Twilio SMS.",
                                  "which SMS provider sends the St. Mary's reminders?")
    assert for_a_while_or_planned("Running a trial of Paddle for trial signups in the EU, Chargebee stays for everyone "
                                  "else.", "Trial signups are billed through Chargebee, 14-day trial.",
                                  "what bills our trial signups?")
    assert for_a_while_or_planned("Running a trial of the new pricing page: Pro at $15/month for half of visitors.",
                                  "Pricing: Pro is $12/month with a 14-day trial.", "how much is Pro?")
