"""Everyday questions, a seventh CONSTRUCTED set (``everyday-dev``) — not external data, a development set.

Written in wave 9 to be STUDIED: the lead reads its misses and fixes what generalises, so it is not
held out. Its author did not read the ranking, retrieval or update-detection code, anyone's notes
on misses, or the other sets' memories and questions (only the module docstrings of ``everyday``,
``everyday_check`` and ``everyday_fresh``, to pick other kinds of team, and ``everyday_sealed`` as
the file's template). Four kinds of team not used in the other sets: an airline's crew scheduling
team, an e-commerce search team, a telecom billing team and a farming drone (crop spraying)
company. 18 memories each, remembered over more than a year (2–390 days ago), about half with a
topic (as ``#topic text`` in the chat sends it), mostly one sentence with some of two, a few recent
side remarks in each; and 44 questions, each answered by exactly one memory.

The emphasis is on questions whose key word the answer does NOT share: a synonym ("signs off" vs
"approved", "suspend" vs "barring", "paid placements" vs "sponsored"), an abbreviation or its
expansion ("FDP", "PM", "p99" vs "99th percentile", "MNP", "NDVI" vs "vegetation index"), a
paraphrase of what a thing does ("calls in sick" for the reserve pool) or another word form
("positioning", "proration", "re-indexed"). Most such questions have, in the same workspace, a
distractor memory that shares one of the question's surface words in another sense or about
another thing (the office printer's firmware, a credit card migration, zero-downtime reindexing).
In the stopwords questions the distractor shares only "we use" and the like.

``QUESTIONS`` carries the same groups as ``everyday`` and ``PHRASING`` the same labels as
``everyday_check``. The fourteen labelled replacements are worded in varied ways: a cutover stated
as done, "moved X off A onto B", "X is gone for good", "the T30s are retired", "took over from", a
tightened limit naming only the new number, a version roll naming only the new version, a tool
"not needed anymore", "now" with the new product. Four share a topic with the memory they replace.

The questions, the groups, the phrasing labels and ``REPLACES`` were committed before any run.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "crew": [
        ("jeppesen", "Crew pairings are optimised with Jeppesen Crew Pairing once a month for the next roster period.",
         "pairing", 380),
        ("sabre", "Pairing optimisation moved off Jeppesen onto the Sabre crew solver; the first roster built with it "
                  "went out last week.", None, 40),
        ("ftl13", "Max duty for a two-pilot crew on an early start is 13 hours under our FTL scheme.", "limits", 300),
        ("ftl12", "Ops cut the early-start duty cap to 12h after the fatigue report.", None, 20),
        ("side-early", "The pilots' union is moaning on Slack about early starts again, nothing for us to do yet.",
         None, 5),
        ("crewlink", "We use CrewLink as the roster app; crew have to acknowledge every change within 12 hours.", "app",
         250),
        ("swap-old", "Trip swaps between crew members are approved by hand at the crew desk.", "swaps", 310),
        ("swap-auto", "Swaps go through automatically now if both people stay legal and hold the same qualification; "
                      "the desk only sees the rejected ones.", None, 25),
        ("reserve", "Standby crew at each base are called out from the reserve pool, first in first out.", None, 200),
        ("oracle", "The roster database runs on Oracle 12c in the Frankfurt data centre.", "database", 340),
        ("aurora", "Roster DB is Aurora PostgreSQL now, the Oracle licence ran out in March.", None, 60),
        ("layover", "Layover taxis between the airport and the crew accommodation are ordered automatically 90 minutes "
                    "before block-in.", None, 180),
        ("side-taxi", "Booked a taxi for the Lisbon offsite on Thursday, anyone who wants to share just ping me.", None,
         7),
        ("training", "Recurrent simulator checks are tracked in the training module. A pilot whose check has lapsed "
                     "can't be rostered.", "training", 230),
        ("side-sim", "The sim centre in Toulouse asked for our training calendar export again, forwarded it to Marta.",
         None, 4),
        ("pm", "Karin is product manager for the crew-facing apps, feature requests go on her board.", None, 150),
        ("legality", "Every roster is run through Rulebook, our in-house legality engine, before it gets published.",
         "legality", 210),
        ("texts", "Roster changes inside 48 hours also go out as an SMS, not only as an app push.", "notifications",
         120),
    ],
    "search": [
        ("solr", "Product search runs on Solr 8 with one core per country.", "engine", 390),
        ("opensearch", "Cutover to OpenSearch is finished, the Solr boxes get wiped on Friday.", None, 50),
        ("synonyms-sheet", "Merchandisers keep the synonym list in a Google Sheet that we import every night.",
         "synonyms", 300),
        ("synonyms-ui", "Merchandisers edit synonyms in the admin UI now; the spreadsheet import is deleted.",
         "synonyms", 30),
        ("ltr", "Results are reordered by a LightGBM learning-to-rank model, retrained every Sunday on the last 30 "
                "days of clicks.", "ranking", 200),
        ("fallback", "When a query finds nothing we retry it spelling-corrected, and if that finds nothing too we show "
                     "the category's bestsellers.", None, 180),
        ("side-zero", "Zero-downtime reindex worked fine on staging yesterday.", None, 3),
        ("slo-300", "The search API has to answer within 300 ms at p99, otherwise the on-call gets paged.", "slo",
         260),
        ("slo-200", "Tightened the search SLO: 200 ms at the 99th percentile from this sprint on.", None, 22),
        ("typeahead", "Typeahead suggestions come from a separate Redis-backed service keyed by prefix.",
         "autocomplete", 240),
        ("reindex", "A full reindex of the catalogue runs every night at 01:00; price and stock changes stream in "
                    "through Kafka in between.", "indexing", 220),
        ("ab", "Ranking changes ship only after two weeks of an A/B test on 10% of traffic.", None, 170),
        ("owner-priya", "Relevance tuning is owned by Priya's team.", "ownership", 280),
        ("owner-jonas", "Jonas took over relevance tuning from Priya when she moved to payments.", None, 35),
        ("side-priya", "Priya asked whether payments could get our search terms for their fraud model, I said after "
                       "peak season.", None, 6),
        ("snowplow", "We use Snowplow to track what people type and click on the results page; events land in "
                     "BigQuery.", "analytics", 150),
        ("embeddings", "We use a sentence-transformers model for the semantic half of hybrid search, 384 dimensions.",
         "semantic", 120),
        ("sponsored", "Sponsored products get a fixed boost but never more than two of them in the top ten.", "merch",
         140),
    ],
    "billing": [
        ("ericsson", "Usage is rated by the Ericsson charging system, CDR files arrive every 15 minutes.", "rating",
         380),
        ("kotlin", "Moved rating off Ericsson onto our own Kotlin rating engine, it reads events straight from Kafka.",
         None, 45),
        ("cycles", "Bill runs happen on the 1st, 8th, 15th and 22nd, customers are spread over the four cycles.",
         "billrun", 300),
        ("paper", "Customers who want a paper bill pay a 2 euro fee; the print shop gets a file after every cycle.",
         "invoices", 260),
        ("nopaper", "Paper bills are gone for good since 1 October, everyone gets the PDF by email.", None, 18),
        ("dunning-30", "Dunning starts with an SMS reminder 14 days after the due date; the line is barred after 30 "
                       "days.", "dunning", 240),
        ("dunning-21", "Barring happens at 21 days overdue now instead of 30, legal approved it.", None, 12),
        ("mnp", "Porting requests go through the national MNP clearinghouse and take one working day.", None, 220),
        ("roaming", "Partner networks send roaming usage as TAP files up to 36 hours late, so it can land on the next "
                    "bill.", "roaming", 200),
        ("side-abroad", "Lena says the charges from abroad on her personal phone were ridiculous, she's switching "
                        "carrier.", None, 4),
        ("goodwill", "Goodwill credits above 50 euros need a team lead's approval in the CRM.", "credits", 190),
        ("side-credit", "Credit card tokenisation migration is on hold until after the change freeze.", None, 6),
        ("vat", "VAT is calculated per line item at the rate of the customer's billing address, not the country of "
                "use.", "tax", 170),
        ("prorate", "Plan changes in the middle of a cycle are prorated by day: upgrades apply at once, downgrades from "
                    "the next cycle.", None, 150),
        ("adyen", "Direct debit collections and card payments both go through Adyen.", "payments", 210),
        ("grafana", "We use the same Grafana as the network team, our dashboards are in the Billing folder.", None,
         130),
        ("simswap", "SIM swap requests are held for 24 hours and the customer gets a text before the swap goes "
                    "through.", "fraud", 160),
        ("oncall", "Billing on-call rotates every Monday at 10:00, the handover happens in #billing-ops.", None, 100),
    ],
    "drones": [
        ("t30", "Spray flights use DJI Agras T30 drones with a 30 litre tank.", "fleet", 360),
        ("t50", "The T30s are retired, the spray fleet is all Agras T50 now with a 40 litre tank.", "fleet", 28),
        ("qgis", "Agronomists draw field boundaries in QGIS and export them as shapefiles.", "mapping", 330),
        ("editor", "Boundaries are drawn in our own web editor now, QGIS isn't needed anymore and the shapefile "
                   "export was removed.", None, 40),
        ("fw-0401", "Drone firmware is pinned to v04.01 until the RTK dropout bug is fixed.", "firmware", 250),
        ("fw-0403", "Rolled every drone to 04.03 this morning, the RTK fix is in.", None, 9),
        ("side-printer", "The office printer got a firmware update and scanning works again.", None, 2),
        ("rtk", "Drones get RTK corrections from our own base station on each farm, good to about 2 cm.", "gnss",
         280),
        ("workorder", "No spray job gets scheduled until the farmer's signed work order and the product label are "
                      "uploaded.", "compliance", 230),
        ("batteries", "Batteries are retired after 1,500 charge cycles or as soon as they swell.", "batteries", 200),
        ("spraylog", "After each flight the app uploads the spray log to the farm's record and to the national "
                     "pesticide register.", "records", 180),
        ("side-log", "The farmer in Ebersdorf wants printed spray logs for his auditor, sent him the PDF.", None, 5),
        ("ndvi", "Crop health maps (NDVI) come from a Mavic 3M multispectral flight and are processed in Pix4Dfields.",
         "imaging", 210),
        ("certs", "Every pilot needs the EU A2 certificate plus the national spraying licence; ops checks both before "
                  "their first job.", "pilots", 190),
        ("freshdesk", "Support tickets from farmers are handled in Freshdesk.", None, 150),
        ("slack", "We use a shared Slack channel with each big cooperative for day-to-day questions.", None, 120),
        ("insurance", "Each drone is insured for third-party liability up to 1 million euros.", "insurance", 170),
        ("side-pix4d", "Our Pix4D licence renews in January, finance knows.", None, 8),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "crew": [
        ("crew-pairing", "What replaced Jeppesen for pairings?", "sabre", "replaced"),
        ("crew-fdp", "What's the FDP limit for early starts?", "ftl12", "replaced"),
        ("crew-trades", "Who signs off trip trades between crew members?", "swap-auto", "replaced"),
        ("crew-oracle", "Is the roster database still on Oracle?", "aurora", "replaced"),
        ("crew-sick", "How do we find cover when a pilot calls in sick?", "reserve", "plain"),
        ("crew-pm", "Who's the PM for the crew apps?", "pm", "plain"),
        ("crew-confirm", "How long do crew have to confirm a roster change?", "crewlink", "plain"),
        ("crew-sim", "What happens when a pilot's sim check expires?", "training", "side-remark"),
        ("crew-taxi", "When do we book taxis for crew on layovers?", "layover", "side-remark"),
        ("crew-legality", "What do we use for legality checks?", "legality", "stopwords"),
        ("crew-notified", "How are crew notified of last-minute roster changes?", "texts", "word-form"),
    ],
    "search": [
        ("search-solr", "Are we still running Solr?", "opensearch", "replaced"),
        ("search-synonyms", "How do merchandisers maintain the synonym list?", "synonyms-ui", "replaced"),
        ("search-p99", "What's the p99 latency target for search?", "slo-200", "replaced"),
        ("search-owner", "Who owns relevance tuning?", "owner-jonas", "replaced"),
        ("search-ltr", "How often is the LTR model retrained?", "ltr", "plain"),
        ("search-suggest", "Where do the search-as-you-type suggestions come from?", "typeahead", "plain"),
        ("search-paid", "How many paid placements can appear in the top ten?", "sponsored", "plain"),
        ("search-zero", "What do shoppers see when a search has zero results?", "fallback", "side-remark"),
        ("search-clicks", "What do we use for clickstream events?", "snowplow", "stopwords"),
        ("search-sbert", "What do we use for SBERT embeddings?", "embeddings", "stopwords"),
        ("search-reindexed", "How often is the catalogue re-indexed?", "reindex", "word-form"),
    ],
    "billing": [
        ("billing-charging", "What does the charging for calls and data now?", "kotlin", "replaced"),
        ("billing-printed", "Can customers still get a printed invoice?", "nopaper", "replaced"),
        ("billing-suspend", "After how many days unpaid do we suspend a line?", "dunning-21", "replaced"),
        ("billing-invoices", "When are invoices generated each month?", "cycles", "plain"),
        ("billing-portability", "How long does mobile number portability take?", "mnp", "plain"),
        ("billing-salestax", "Which address decides the sales tax rate?", "vat", "plain"),
        ("billing-simcard", "How long do we hold a SIM replacement request?", "simswap", "plain"),
        ("billing-abroad", "Why do charges from abroad show up a month late?", "roaming", "side-remark"),
        ("billing-goodwill", "Who has to approve a big goodwill credit?", "goodwill", "side-remark"),
        ("billing-debits", "What do we use for direct debits?", "adyen", "stopwords"),
        ("billing-proration", "What's the proration rule for a plan change?", "prorate", "word-form"),
    ],
    "drones": [
        ("drones-payload", "How much liquid can a spray drone carry?", "t50", "replaced"),
        ("drones-qgis", "Do agronomists still draw fields in QGIS?", "editor", "replaced"),
        ("drones-firmware", "Which firmware version is the fleet on?", "fw-0403", "replaced"),
        ("drones-paperwork", "What paperwork do we need before spraying a field?", "workorder", "plain"),
        ("drones-vegetation", "What processes the vegetation index maps?", "ndvi", "plain"),
        ("drones-quals", "Which qualifications does a new drone pilot need?", "certs", "plain"),
        ("drones-cover", "How much liability cover do the drones have?", "insurance", "plain"),
        ("drones-logs", "Who gets the spray logs after a flight?", "spraylog", "side-remark"),
        ("drones-support", "What do we use for farmer support tickets?", "freshdesk", "stopwords"),
        ("drones-positioning", "How accurate is the drones' positioning?", "rtk", "word-form"),
        ("drones-battery", "When do we bin a battery?", "batteries", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "crew-pairing": "switched-from", "crew-fdp": "abbreviation", "crew-trades": "synonym",
    "crew-oracle": "still-use", "crew-sick": "synonym", "crew-pm": "abbreviation", "crew-confirm": "synonym",
    "crew-sim": "synonym", "crew-taxi": "plain", "crew-legality": "plain", "crew-notified": "plain",
    "search-solr": "still-use", "search-synonyms": "plain", "search-p99": "abbreviation", "search-owner": "plain",
    "search-ltr": "abbreviation", "search-suggest": "synonym", "search-paid": "synonym", "search-zero": "synonym",
    "search-clicks": "synonym", "search-sbert": "alias", "search-reindexed": "plain",
    "billing-charging": "synonym", "billing-printed": "still-use", "billing-suspend": "synonym",
    "billing-invoices": "synonym", "billing-portability": "abbreviation", "billing-salestax": "synonym",
    "billing-simcard": "synonym", "billing-abroad": "synonym", "billing-goodwill": "plain",
    "billing-debits": "plain", "billing-proration": "plain",
    "drones-payload": "synonym", "drones-qgis": "still-use", "drones-firmware": "version",
    "drones-paperwork": "synonym", "drones-vegetation": "abbreviation", "drones-quals": "synonym",
    "drones-cover": "synonym", "drones-logs": "plain", "drones-support": "plain", "drones-positioning": "plain",
    "drones-battery": "synonym",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "crew": [("jeppesen", "sabre"), ("ftl13", "ftl12"), ("swap-old", "swap-auto"), ("oracle", "aurora")],
    "search": [("solr", "opensearch"), ("synonyms-sheet", "synonyms-ui"), ("slo-300", "slo-200"),
               ("owner-priya", "owner-jonas")],
    "billing": [("ericsson", "kotlin"), ("paper", "nopaper"), ("dunning-30", "dunning-21")],
    "drones": [("t30", "t50"), ("qgis", "editor"), ("fw-0401", "fw-0403")],
}


def load_everyday_dev() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
