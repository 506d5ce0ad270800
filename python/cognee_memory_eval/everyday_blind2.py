"""Everyday questions, an eighth CONSTRUCTED set (``everyday-blind2``) — not external data, sealed.

Written in wave 10 by a helper ("blind2") who never read the ranking, retrieval, update-detection
or scoring code, the update and ranking docs, the evaluation report or results, the changelog,
anyone's notes on misses or any set's per-question results; it read only ``everyday_blind`` (as the
file's template: its structure and conventions, not its content), the module docstrings of the
other everyday sets (to pick kinds of team none of them uses), ``everyday.build_workspace_job``'s
signature and ``NOW``, the set-shape and registration tests, and how ``everyday-blind`` was
registered. Its author never ran it through retrieval: it is measured once, on a final ranking, as
aggregate numbers only, so that number is one nobody tuned on.

Four kinds of team not used in the other sets: a veterinary clinic chain's software team, a
municipal water utility's SCADA / OT team, a freight forwarder's IT (carrier messaging, customs,
tracking) and a regional bus operator's ticketing and passenger information team. 18 memories each,
remembered over more than a year (2–395 days ago), about half with a topic (as ``#topic text`` in
the chat sends it), mostly one sentence with some of two, typed the way people type in chat (some
lower case, abbreviations, three typos); recent side remarks (2–10 days old) that mention a question's
words in passing without answering it, memories that share a question's word in another sense
("storage room", "memory leakage", "data classification", "form validation", "paper archive",
"mains power"), and many that share only "we", "use" or "do" with a question. 44 questions, each
answered by exactly one memory, typed the way people ask ``@memory`` in chat.

``QUESTIONS`` carries the same groups as ``everyday`` (15 replaced, 13 plain, 6 side-remark, 5
stopwords, 5 word-form) and ``PHRASING`` the same labels as ``everyday_check`` (16 plain, 14
synonym, 5 still-use, 4 abbreviation, 2 switched-from, 2 alias, 1 version — over half of the
questions do not share their key word with the answer). ``REPLACES`` labels sixteen replacements,
worded in varied ways: a migration stated as done naming only the new product, "swapped A for B",
"A -> B", "moved X off A onto B", "we're no longer running X", a version bump naming only the new
number, a raised cap and a raised alarm threshold naming only the new value, a lowered limit, a
retirement with no successor, a handover to another team, a decision reversed ("we went back to X",
so the product of the oldest memory is the answer again, through a chain of two labelled pairs) and
two replacements only five days newer than what they replace. Three share a topic with the memory
they replace. Four "still" questions (three labelled still-use, one alias) are answered by an old
decision (330–385 days) that nothing replaced, with newer unrelated memories in the same workspace
that share its words.

The memories, the questions, the groups, the phrasing labels and ``REPLACES`` were committed before
any run.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-blind2"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "vetclinic": [
        ("cornerstone", "Every clinic charts in Cornerstone, which runs on a little server in the back office of "
                        "each site.", "pims", 380),
        ("ezyvet", "last two clinics moved onto ezyVet over the wekend so all 23 sites chart in the cloud now, the "
                   "back office servers can be wiped", None, 33),
        ("idexxown", "We own the IDEXX integration: lab results land in the patient record through VetConnect PLUS, "
                     "polled every 10 min.", "lab", 290),
        ("idexxhand", "Clinical Systems took the lab integrations off our hands in September, IDEXX issues go to "
                      "their queue now (Priya's team).", None, 75),
        ("vetstoria", "Online appointment booking is Vetstoria, embedded on each clinic's page.", "booking", 370),
        ("ownbooking", "Clinic pages use our own booking page now instead of Vetstoria, saves the per-clinic fee.",
         None, 125),
        ("backvetstoria", "we went back to Vetstoria, our booking page kept double-booking surgery slots. The "
                          "in-house one is switched off", None, 41),
        ("terminal", "Card payments at reception go through Stripe Terminal readers, one per front desk.",
         "payments", 330),
        ("payouts", "Stripe pays out to the new bank account every Tuesday, finance asked for weekly payouts.", None,
         15),
        ("reminders", "Booster reminders go out by SMS 3 weeks before the due date; 2 weeks was too short for owners "
                      "to find a slot at the busy sites.", "reminders", 280),
        ("records", "Clinical records are kept 7 years after an animal's last visit, then moved to cold archive.",
         "retention", 260),
        ("betterstack", "Better Stack hits the booking page and the owner app API every minute and rings the on-call "
                        "phone if either is down.", None, 190),
        ("afterhours", "After 7pm the clinic numbers forward to VetsNow through our Twilio flow.", "phones", 210),
        ("side-twilio", "twilio bill jumped in october, a test number was forwarding calls after hours to someone's "
                        "mobile", None, 6),
        ("discharge", "When a pet is discharged the owner app sends a push saying it's ready to collect.", "app", 175),
        ("side-pickup", "Riverside pickups were chaos last week, two vets off sick and owners waiting in the car park",
         None, 4),
        ("pacs", "X-rays and ultrasound images are stored in Vetrocket PACS, vets open them in the browser.",
         "imaging", 240),
        ("storeroom", "The storage room fridge at Northside holds the vaccine stock, its temp sensor alerts "
                      "#clinic-ops.", None, 140),
    ],
    "water": [
        ("ignition81", "SCADA runs on Ignition 8.1, primary gateway at the treatment works plus a hot standby.",
         "scada", 395),
        ("ignition83", "both ignition gateways are on 8.3 since tuesday's maintenace window, failover tested ok",
         None, 23),
        ("chartrec", "Every reservoir outlet still has a paper chart recorder as a backup in case the historian "
                     "loses data.", "telemetry", 300),
        ("nochart", "Pulled the last of the chart recorders out this month. Not replacing them with anything, the "
                    "historian has been reliable enough for years.", None, 18),
        ("cl05", "Low free-chlorine alarm at the works outlet trips at 0.5 mg/l.", "alarms", 14),
        ("cl08", "low chlorine alarm moved up to 0.8 mg/L from today, the regulator wants more margin", "alarms", 9),
        ("pi", "All plant and network tags are archived in the OSIsoft PI historian, ten years kept online.",
         "historian", 350),
        ("canary", "Moved the historian off PI onto Canary; the PI licence isn't being renewed after december.",
         None, 70),
        ("workorders", "field crews get their jobs on the Cityworks mobile app, dispatch assigns them by pressure "
                       "zone", "field", 230),
        ("plc", "New pump stations get Allen-Bradley CompactLogix PLCs, we standardised so the spares fit everywhere.",
         "plc", 340),
        ("side-pump", "pump station 7 lost mains power again in the storm, the genny kicked in fine", None, 3),
        ("leaks", "Acoustic loggers on the trunk mains report every night; anything that looks like a leak goes to "
                  "the detection crew next morning.", "mains", 200),
        ("hmileak", "The HMI client on the old control room PCs has a memory leakage issue, so they get rebooted "
                    "every Monday.", None, 95),
        ("pressure", "PRVs drop the district zones to 35 m overnight (midnight to 5am) to cut leakage and bursts.",
         "network", 150),
        ("remote", "Vendors only get onto the plant network through Claroty SRA, every session recorded and approved "
                   "by the duty engineer.", None, 190),
        ("sampling", "Samples from the 60 network sampling points are logged in LIMS and the results go up to the "
                     "DWI portal every month.", "quality", 220),
        ("side-regulator", "regulator's portal was down all thursday, they've pushed the deadline to monday", None, 5),
        ("billing", "Meter reads arrive from the AMI head-end every 6 hours, billing pulls them into SAP IS-U once a "
                    "day.", "meters", 280),
    ],
    "freight": [
        ("edi", "Carrier EDI runs through our own BizTalk server, one map per carrier.", "edi", 390),
        ("cargoes", "all the carrier messages (IFTMIN out, IFTSTA/APERAK back) go through the Cargoes Flow hub now, "
                    "no more per-carrier maps to maintain", None, 52),
        ("tracking", "Container tracking on the customer portal is fed by project44.", "tracking", 300),
        ("vizion", "swapped project44 for Vizion for container events, cheaper per box and ocean coverage is just as "
                   "good", "visibility", 95),
        ("credithold", "A customer goes on credit hold once an invoice is 60 days overdue, no new bookings until it's "
                       "paid.", "finance", 240),
        ("credit45", "finance tightened the credit rule: 45 days past due now blocks new bookings for that customer",
         "finance", 30),
        ("ics2a", "ICS2 entry summary declarations will go through Descartes, contract signed this morning.",
         "customs", 12),
        ("ics2b", "change of plan on ICS2: legal wouldn't accept Descartes' data terms, we'll file ENS through the "
                  "CargoWise customs module we already pay for", None, 7),
        ("cw1", "CargoWise One is our freight system for bookings, jobs and invoicing in all nine offices.", "tms",
         385),
        ("hscodes", "The customs desk classifies goods with the TARIC lookup in the customs module, anything unclear "
                    "goes to Ana.", None, 210),
        ("dataclass", "data classification for the sharepoint: anything with customer invoices in it is Confidential",
         "security", 130),
        ("ocr", "Rossum reads the incoming commercial invoices and packing lists, fields land straight in the job.",
         None, 160),
        ("scanners", "We use Zebra TC52 handhelds in the warehouses, they reach the WMS over Tailscale", "warehouse",
         170),
        ("quotes", "Sales pull spot ocean rates from the Freightos API and add margin in the qoute tool.", "sales",
         145),
        ("dgr", "Dangerous goods bookings need sign-off from one of our two certified DG people before anything is "
                "confirmed to the carrier.", "dg", 250),
        ("side-dg", "lithium battery shipment from Shenzhen stuck in Rotterdam, carrier wants new dangerous goods "
                    "paperwork", None, 4),
        ("invoicesend", "Invoices go out as PDF plus a Peppol e-invoice the night after a job is closed.",
         "invoicing", 180),
        ("side-invoice", "big customer is disputing three invoices from september, sales is dealing with it", None,
         2),
    ],
    "transit": [
        ("fare5", "Contactless daily cap is £5.50 on all routes.", "fares", 330),
        ("fare6", "from the 1st the day cap goes up to £6.20, the board signed it off along with the new timetable",
         None, 26),
        ("gtfsrt", "We build the GTFS-RT feed ourselves from the Trapeze AVL vehicle positions.", "realtime", 280),
        ("swiftly", "Swiftly produces our realtime feed now, its arrival predictions are way better than what we "
                    "generated", None, 44),
        ("masabi", "The mobile ticketing app is Masabi Justride, white-labelled as RideWest.", "app", 365),
        ("token", "Justride -> Token Transit for the RideWest app, the switch went live monday", None, 38),
        ("signsold", "The e-ink stop displays get departures pushed from our own Node service over LTE.", "displays",
         260),
        ("signsnew", "we're no longer running our own push service for the e-ink stops, the display vendor pulls from "
                     "the Swiftly feed directly", "displays", 20),
        ("hastus", "Schedules and driver rosters are built in HASTUS by planning, we only consume its exports.",
         "scheduling", 385),
        ("apc", "Passenger counts come from the APC sensors above the doors and are uploaded when the bus parks at "
                "the depot.", "ridership", 200),
        ("cctv", "onboard CCTV footage is kept 31 days unless police ask for it, then it's copied to the evidence "
                 "share", "cctv", 230),
        ("statuspage", "Disruptions are posted by the comms desk on Instatus and show as a banner in the app.", None,
         140),
        ("refunds", "Contactless overcharges are refunded automatically by Littlepay overnight, CS only deals with the "
                    "odd ones.", "payments", 170),
        ("side-refund", "woman at the depot counter wanted a refund on her bus pass because of the strike, told her "
                        "to call CS", None, 3),
        ("validate", "Ticket machines validate barcodes offline and upload the scans once the bus is back on depot "
                     "wifi.", "ticketing", 215),
        ("formvalid", "validation on the lost property form now rejects phone numbers without a country code", None,
         9),
        ("archive", "old timetables get archived on the website under 'previous timetables' for two years", None,
         120),
        ("side-archive", "found boxes of the 80s paper route maps archive in the loft at Westgate depot, the heritage "
                         "group wants them", None, 10),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "vetclinic": [
        ("vetclinic-pims", "which PIMS are the clinics on now?", "ezyvet", "replaced"),
        ("vetclinic-idexx", "who looks after the idexx integration", "idexxhand", "replaced"),
        ("vetclinic-booking", "what do owners book appointments online with?", "backvetstoria", "replaced"),
        ("vetclinic-stripe", "are we still using stripe terminal for card payments?", "terminal", "plain"),
        ("vetclinic-payouts", "when do stripe payouts come in?", "payouts", "plain"),
        ("vetclinic-reminders", "how early do we text owners about vaccinations?", "reminders", "plain"),
        ("vetclinic-records", "How long do we keep patient records?", "records", "plain"),
        ("vetclinic-uptime", "what do we use for uptime checks", "betterstack", "stopwords"),
        ("vetclinic-afterhours", "where do calls go out of hours?", "afterhours", "side-remark"),
        ("vetclinic-collect", "how do owners know their pet is ready for pickup?", "discharge", "side-remark"),
        ("vetclinic-storage", "where's x-ray storage?", "pacs", "word-form"),
    ],
    "water": [
        ("water-ignition", "what version of ignition are we running?", "ignition83", "replaced"),
        ("water-chart", "do we still have chart recorders at the reservoirs?", "nochart", "replaced"),
        ("water-cl2", "what's the low cl2 alarm at?", "cl08", "replaced"),
        ("water-aveva", "do we still use the AVEVA historian?", "canary", "replaced"),
        ("water-workorders", "How do work orders reach the field crews?", "workorders", "plain"),
        ("water-plc", "are we still standardising on compactlogix for new pump stations?", "plc", "plain"),
        ("water-pressure", "what pressure do the zones run at overnight?", "pressure", "plain"),
        ("water-meters", "how often do we get smart meter readings?", "billing", "plain"),
        ("water-remote", "what do we use for remote access?", "remote", "stopwords"),
        ("water-sampling", "how do sample results get to the regulator?", "sampling", "side-remark"),
        ("water-leakage", "how do we find leakage on the mains?", "leaks", "word-form"),
    ],
    "freight": [
        ("freight-biztalk", "is biztalk still doing our carrier edi?", "cargoes", "replaced"),
        ("freight-p44", "what replaced p44?", "vizion", "replaced"),
        ("freight-credit", "When does a customer go on credit hold?", "credit45", "replaced"),
        ("freight-ics2", "what are we filing ICS2 with?", "ics2b", "replaced"),
        ("freight-cw1", "are we still on CW1 for bookings?", "cw1", "plain"),
        ("freight-handhelds", "which scanners do the warehouse guys use", "scanners", "plain"),
        ("freight-ocr", "what do we use for ocr?", "ocr", "stopwords"),
        ("freight-rates", "what do we use for spot rates?", "quotes", "stopwords"),
        ("freight-dg", "who has to approve dangerous goods shipments?", "dgr", "side-remark"),
        ("freight-invoices", "when do customers get their invoice?", "invoicesend", "side-remark"),
        ("freight-classify", "who does tariff classification?", "hscodes", "word-form"),
    ],
    "transit": [
        ("transit-cap", "what's the most a contactless rider pays in a day?", "fare6", "replaced"),
        ("transit-gtfsrt", "what generates the gtfs-rt feed?", "swiftly", "replaced"),
        ("transit-justride", "what replaced justride?", "token", "replaced"),
        ("transit-screens", "how do the bus stop screens get departure times?", "signsnew", "replaced"),
        ("transit-hastus", "do planners still build the timetables in hastus?", "hastus", "plain"),
        ("transit-ridership", "how do we get ridership numbers?", "apc", "plain"),
        ("transit-cameras", "how long do we keep bus camera footage?", "cctv", "plain"),
        ("transit-alerts", "what do we use for service alerts?", "statuspage", "stopwords"),
        ("transit-refunds", "who handles contactless refunds?", "refunds", "side-remark"),
        ("transit-validation", "how does ticket validation work when a bus has no signal?", "validate", "word-form"),
        ("transit-archive", "where's the timetable archive?", "archive", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "vetclinic-pims": "abbreviation", "vetclinic-idexx": "plain", "vetclinic-booking": "plain",
    "vetclinic-stripe": "still-use", "vetclinic-payouts": "plain", "vetclinic-reminders": "synonym",
    "vetclinic-records": "plain", "vetclinic-uptime": "synonym", "vetclinic-afterhours": "synonym",
    "vetclinic-collect": "synonym", "vetclinic-storage": "plain",
    "water-ignition": "version", "water-chart": "still-use", "water-cl2": "abbreviation", "water-aveva": "alias",
    "water-workorders": "synonym", "water-plc": "still-use", "water-pressure": "plain", "water-meters": "synonym",
    "water-remote": "synonym", "water-sampling": "synonym", "water-leakage": "plain",
    "freight-biztalk": "still-use", "freight-p44": "switched-from", "freight-credit": "plain",
    "freight-ics2": "plain", "freight-cw1": "alias", "freight-handhelds": "synonym", "freight-ocr": "abbreviation",
    "freight-rates": "plain", "freight-dg": "synonym", "freight-invoices": "plain", "freight-classify": "plain",
    "transit-cap": "synonym", "transit-gtfsrt": "abbreviation", "transit-justride": "switched-from",
    "transit-screens": "synonym", "transit-hastus": "still-use", "transit-ridership": "plain",
    "transit-cameras": "synonym", "transit-alerts": "synonym", "transit-refunds": "plain",
    "transit-validation": "plain", "transit-archive": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "vetclinic": [("cornerstone", "ezyvet"), ("idexxown", "idexxhand"), ("vetstoria", "ownbooking"),
                  ("ownbooking", "backvetstoria")],
    "water": [("ignition81", "ignition83"), ("chartrec", "nochart"), ("cl05", "cl08"), ("pi", "canary")],
    "freight": [("edi", "cargoes"), ("tracking", "vizion"), ("credithold", "credit45"), ("ics2a", "ics2b")],
    "transit": [("fare5", "fare6"), ("gtfsrt", "swiftly"), ("masabi", "token"), ("signsold", "signsnew")],
}


def load_everyday_blind2() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
