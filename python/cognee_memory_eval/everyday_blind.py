"""Everyday questions, a sixth CONSTRUCTED set (``everyday-blind``) — not external data, sealed.

Written in wave 9 by someone who has never read the ranking, retrieval, update-detection or scoring
code, anyone's notes on misses or any set's per-question results (only the overall scores printed in
docs/evaluation.md were seen), and not run by its author: it is measured once, on a final ranking,
so that number is one nobody tuned on. Four kinds of team not used in the other sets: a city's open
data portal, a warehouse robotics startup (autonomous mobile robots), a hotel group's reservation /
property management team and a payroll SaaS. 18 memories each, remembered over more than a year
(3–395 days ago), about half with a topic (as ``#topic text`` in the chat sends it), mostly one
sentence with some of two, typed the way people type in chat (some lower case, a typo), and recent
side remarks (3–8 days old) that mention a question's words in passing without answering it; and 44
questions, each answered by exactly one memory.

``QUESTIONS`` carries the same groups as ``everyday`` (16 replaced, 12 plain, 6 side-remark, 5
stopwords, 5 word-form) and ``PHRASING`` the same labels as ``everyday_check``. The sixteen labelled
replacements are worded in varied ways, several of them new to these sets: an arrow from the old
product to the new one, "Y has taken over X's job", "we ditched X", "X was sunset in <month>",
"we're no longer on X", a component handed to another team; and, as in the other sets, migrations
stated as done (naming only the new release, only the new product, or neither), raised limits and
thresholds with no product in them, a new tool named only with "now", and two retirements with no
successor. Three share a topic with the memory they replace. The word-form questions use another
form of the answer's key word (a noun for a verb, an -ing form, British for American spelling, two
words for one), and each of those workspaces holds a memory that uses the question's word in another
sense.

The questions, the groups, the phrasing labels and ``REPLACES`` were committed before any run.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-blind"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "opendata": [
        ("socrata", "The city's open data portal runs on Socrata (hosted), departments upload through their web "
                    "UI.", "portal", 340),
        ("ckan", "Socrata → self-hosted CKAN 2.10. Cutover done over the weekend, DNS already points at the new "
                 "box.", None, 40),
        ("geoserver", "Map layers (parcels, zoning, bike lanes) are served as WMS/WFS from GeoServer.", "maps", 300),
        ("tileserv", "pg_tileserv has taken over GeoServer's job, layers come straight out of PostGIS as vector "
                     "tiles; the old WMS urls redirect for now", None, 58),
        ("upload100", "The publisher form rejects files over 100 MB.", "publishing", 265),
        ("upload500", "Upload cap raised to 500 MB, anything bigger goes through the SFTP drop.", "publishing", 22),
        ("newsletter", "Every Friday a Mailchimp newsletter lists the datasets added that week.", "outreach", 280),
        ("nonewsletter", "Newsletter's done: the last issue went out on Friday and the Mailchimp account is closed. "
                         "We're not replacing it.", None, 64),
        ("licence", "Every dataset needs a licence; the default is CC BY 4.0 unless the department says otherwise.",
         "licensing", 230),
        ("ratelimit", "anonymous API access is capped at 1000 requests/hour, with an app token it's 10k", "api",
         190),
        ("dpo", "Anything containing personal data goes to the data protection officer for review before it goes "
                "online, even aggregated stuff.", None, 215),
        ("dcat", "The state open data portal harvests our catalogue every night from the DCAT-AP endpoint.",
         "harvesting", 170),
        ("side-state", "state portal was down again this morning, their team says its an expired cert", None, 3),
        ("traffic", "Traffic counts from the road sensors refresh every 15 min, every other dataset once a night at "
                    "03:00.", None, 150),
        ("side-traffic", "The Gazette published a piece on the Elm Street traffic counts, comms would like a heads-up "
                         "before we change that dataset.", None, 5),
        ("matomo", "Page views and downloads on the portal are counted by a self-hosted Matomo, which is why there's "
                   "no cookie banner.", None, 200),
        ("publisher", "Only accounts with the publisher role can add or edit datasets; departments request it through "
                      "the service desk.", "access", 245),
        ("sso", "We use the city's single sign-on for publisher accounts, so there are no local passwords on the "
                "portal.", None, 120),
    ],
    "robotics": [
        ("humble", "Robot stack: ROS 2 Humble on Ubuntu 22.04, built into our own Docker images.", "ros", 385),
        ("jazzy", "Jazzy migration is done across the fleet, the last two robots at site B were reflashed this "
                  "morning.", None, 19),
        ("gazebo", "Warehouse sims run in Gazebo Classic with our own rack and aisle models.", "simulation", 305),
        ("isaac", "we ditched Gazebo Classic since it's EOL, sims run in Isaac Sim on the two RTX boxes", "sim", 47),
        ("dock20", "A robot heads back to its charger once the battery drops below 20%.", "battery", 275),
        ("dock30", "Return-to-dock threshold is 30% now, at 20 the bots at site B were dying halfway down the long "
                   "aisles.", "battery", 26),
        ("teleop", "If a robot gets stuck, ops can drive it remotely from the console over WebRTC.", "ops", 240),
        ("noteleop", "Teleop from the console was sunset in September after the near miss. A stuck robot gets a floor "
                     "person with the pendant.", None, 58),
        ("ota", "We use Mender to push robot images over the air, one site at a time and never during a shift.",
         "deploy", 200),
        ("payload", "Max payload is 600 kg per robot including the rack.", None, 290),
        ("wms", "Each customer's WMS talks to the fleet manager through its own REST adapter, orders turn into "
                "missions there.", "integration", 180),
        ("estop", "After any E-stop the robot stays down until a safety lead has looked at it and closed the incident "
                  "ticket.", "safety", 220),
        ("side-estop", "R-14 got e-stopped again because someone leaned on the button, maybe we need a cover for it",
         None, 4),
        ("commissioning", "Commissioning a new site takes about three weeks: mapping, hooking up the WMS, then a week "
                          "in shadow mode.", None, 160),
        ("side-commission", "fyi sales now get their commission at go-live instead of at signing, so expect pushier "
                            "go-live dates", None, 6),
        ("localize", "Robots localize with AMCL against the site map, plus AprilTags on the floor at each dock.",
         "navigation", 210),
        ("i18n", "Ops console localization: German and Polish strings are in Crowdin, Dutch is next.", None, 90),
        ("foxglove", "When a robot misbehaves we pull the rosbag and go through it in Foxglove.", None, 150),
    ],
    "hotel": [
        ("siteminder", "Rates and availability go out to Booking.com and Expedia through SiteMinder.", "distribution",
         345),
        ("dedge", "We're no longer on SiteMinder, D-EDGE has been pushing rates and inventory to the OTAs since the "
                  "1st.", None, 45),
        ("opera5", "Every hotel runs Opera 5 on its own server in the back office, front desk PCs connect over RDP.",
         "pms", 395),
        ("operacloud", "Lisbon was the last property: all 14 hotels are on OPERA Cloud now and their on-prem box is "
                       "unplugged.", None, 30),
        ("payteam", "We maintain the Adyen integration for deposits and card payments at check-in.", "payments", 300),
        ("finsys", "Adyen integration belongs to Finance Systems now, tickets go on their board, not ours (contact: "
                   "Jorge).", None, 24),
        ("cancel48", "Flexible rates can be cancelled free of charge until 48 hours before arrival.", "rates", 260),
        ("cancel24", "revenue moved the free cancellation cutoff on flex rates to 24h before arrival", "rates", 40),
        ("bar", "IDeaS sets the best available rate every morning and pushes it to the PMS at 06:00.", "revenue",
         210),
        ("keycards", "We use the ASSA ABLOY Visionline server at each front desk to encode the key cards.", None,
         230),
        ("housekeeping", "Housekeeping marks rooms clean in Flexkeeping, but a room only becomes sellable once a "
                         "supervisor has inspected it.", "housekeeping", 180),
        ("audit", "Night audit runs at 02:00 local time in every hotel and rolls the business date.", None, 250),
        ("side-audit", "Porto's night audit failed again over an open folio, Rui sorted it.", None, 3),
        ("retention", "Guest profiles with no stay in the last 3 years are anonymised by a monthly job.", "privacy",
         200),
        ("side-gdpr", "A guest sent a GDPR request for everything we hold on them; legal wants our export by Friday.",
         None, 5),
        ("duve", "Pre-arrival and in-stay messages reach guests on WhatsApp through Duve.", None, 150),
        ("overbook", "Revenue allows overbooking up to 3% on weekdays, never on weekends or event nights.", "revenue",
         190),
        ("side-booked", "Booked the small meeting room on the 3rd floor for Thursday's retro.", None, 8),
    ],
    "payroll": [
        ("wkhtml", "Payslip PDFs are rendered with wkhtmltopdf from the same HTML as the on-screen preview.",
         "payslips", 310),
        ("gotenberg", "Gotenberg renders the payslip PDFs now; page breaks in long payslips finally work.", None, 28),
        ("sidekiq", "Pay runs execute as Sidekiq jobs, one job per company.", "jobs", 350),
        ("solidqueue", "Pay-run jobs are on Solid Queue as of this sprint and the Redis box has been decommissioned.",
         "infra", 50),
        ("taxhand", "Whoever is on duty loads the new tax tables by hand every January from the tax office's "
                    "spreadsheet.", "tax", 290),
        ("taxowner", "Compliance Engineering owns the tax tables from this year on, the January load and the mid-year "
                     "changes included.", None, 38),
        ("livechat", "Customers can chat live with support from inside the app, it's Intercom.", "support", 240),
        ("nolivechat", "Killed the in-app live chat, we couldnt staff it. Support is email and tickets only.", None,
         17),
        ("bank", "Salaries go to the bank as a SEPA XML file over EBICS the day before payday.", "payments", 260),
        ("exports", "Journal entries can be exported to DATEV and Xero; QuickBooks is only on the roadmap.",
         "accounting", 200),
        ("sso", "Customer admins can sign in with Microsoft Entra ID or Google, generic SAML is enterprise plan only.",
         "auth", 170),
        ("cutoff", "Changes for a month's payroll have to be in by the 20th, anything later rolls into the next "
                   "month.", None, 230),
        ("side-cutoff", "the bakery chain sent their payroll changes on the 23rd again and wants them in this month, "
                        "CS is talking to them", None, 4),
        ("flipper", "New features ship dark behind Flipper flags and get turned on per customer.", "releases", 190),
        ("honeybadger", "Exceptions from the web app and the workers end up in Honeybadger.", None, 220),
        ("payslips", "Payslips show up in the employee portal two days before payday, and the employee gets an "
                     "email.", None, 180),
        ("side-slipped", "The holiday pay release slipped a week, QA found rounding errors in the part-time calc.",
         None, 6),
        ("dryrun", "We do a dry-run pay run for every customer on the 25th and diff it against last month.", None,
         140),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "opendata": [
        ("opendata-portal", "What software does the open data portal run on?", "ckan", "replaced"),
        ("opendata-geoserver", "What replaced GeoServer?", "tileserv", "replaced"),
        ("opendata-upload", "How big can an uploaded file be?", "upload500", "replaced"),
        ("opendata-newsletter", "Do we still send the weekly dataset newsletter?", "nonewsletter", "replaced"),
        ("opendata-licence", "What licence do datasets get by default?", "licence", "plain"),
        ("opendata-api", "How many API calls per hour can you make without a key?", "ratelimit", "plain"),
        ("opendata-dpo", "When does the DPO need to review a dataset?", "dpo", "plain"),
        ("opendata-harvest", "How does the state portal get our datasets?", "dcat", "side-remark"),
        ("opendata-traffic", "How often is the traffic counts dataset updated?", "traffic", "side-remark"),
        ("opendata-analytics", "What do we use for web analytics?", "matomo", "stopwords"),
        ("opendata-publish", "Who is allowed to publish datasets?", "publisher", "word-form"),
    ],
    "robotics": [
        ("robotics-ros", "Which ROS 2 distro are the robots on?", "jazzy", "replaced"),
        ("robotics-gazebo", "What replaced Gazebo Classic?", "isaac", "replaced"),
        ("robotics-dock", "At what charge level does a robot go back to the dock?", "dock30", "replaced"),
        ("robotics-teleop", "Can ops still drive a stuck robot remotely?", "noteleop", "replaced"),
        ("robotics-ota", "How do we do OTA updates on the robots?", "ota", "plain"),
        ("robotics-payload", "How much weight can one robot carry?", "payload", "plain"),
        ("robotics-orders", "How do orders from a customer's warehouse system get to the robots?", "wms", "plain"),
        ("robotics-estop", "What happens after an E-stop?", "estop", "side-remark"),
        ("robotics-rosbag", "What do we use to look through rosbags?", "foxglove", "stopwords"),
        ("robotics-commission", "How long does it take to commission a new site?", "commissioning", "word-form"),
        ("robotics-localisation", "How does localisation work on the robots?", "localize", "word-form"),
    ],
    "hotel": [
        ("hotel-siteminder", "Is SiteMinder still our channel manager?", "dedge", "replaced"),
        ("hotel-opera", "Which version of Opera are the hotels on?", "operacloud", "replaced"),
        ("hotel-adyen", "Who maintains the Adyen integration?", "finsys", "replaced"),
        ("hotel-cancel", "How late can a guest cancel a flex rate without paying?", "cancel24", "replaced"),
        ("hotel-bar", "Who sets the BAR each day?", "bar", "plain"),
        ("hotel-keys", "What system cuts the room keys?", "keycards", "plain"),
        ("hotel-clean", "When can a cleaned room be sold again?", "housekeeping", "plain"),
        ("hotel-audit", "What time does night audit run?", "audit", "side-remark"),
        ("hotel-profiles", "How long do we keep guest profiles?", "retention", "side-remark"),
        ("hotel-messaging", "What do we use for guest messaging?", "duve", "stopwords"),
        ("hotel-overbook", "How much can we overbook on weekdays?", "overbook", "word-form"),
    ],
    "payroll": [
        ("payroll-pdf", "Do we still render payslips with wkhtmltopdf?", "gotenberg", "replaced"),
        ("payroll-sidekiq", "What replaced Sidekiq?", "solidqueue", "replaced"),
        ("payroll-tax", "Who loads the tax tables?", "taxowner", "replaced"),
        ("payroll-support", "How can customers get hold of support?", "nolivechat", "replaced"),
        ("payroll-bank", "How do salary payments get to the bank?", "bank", "plain"),
        ("payroll-quickbooks", "Can customers export to QuickBooks?", "exports", "plain"),
        ("payroll-azure", "Can customer admins log in with Azure AD?", "sso", "plain"),
        ("payroll-cutoff", "What's the monthly cutoff for payroll changes?", "cutoff", "side-remark"),
        ("payroll-flags", "What do we use for feature flags?", "flipper", "stopwords"),
        ("payroll-errors", "What do we use for error tracking?", "honeybadger", "stopwords"),
        ("payroll-payslips", "When can employees see their pay slips?", "payslips", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "opendata-portal": "plain", "opendata-geoserver": "switched-from", "opendata-upload": "synonym",
    "opendata-newsletter": "still-use", "opendata-licence": "plain", "opendata-api": "synonym",
    "opendata-dpo": "abbreviation", "opendata-harvest": "plain", "opendata-traffic": "synonym",
    "opendata-analytics": "plain", "opendata-publish": "plain",
    "robotics-ros": "version", "robotics-gazebo": "switched-from", "robotics-dock": "synonym",
    "robotics-teleop": "still-use", "robotics-ota": "abbreviation", "robotics-payload": "synonym",
    "robotics-orders": "abbreviation", "robotics-estop": "plain", "robotics-rosbag": "plain",
    "robotics-commission": "plain", "robotics-localisation": "plain",
    "hotel-siteminder": "still-use", "hotel-opera": "version", "hotel-adyen": "plain", "hotel-cancel": "synonym",
    "hotel-bar": "abbreviation", "hotel-keys": "synonym", "hotel-clean": "synonym", "hotel-audit": "plain",
    "hotel-profiles": "plain", "hotel-messaging": "plain", "hotel-overbook": "plain",
    "payroll-pdf": "still-use", "payroll-sidekiq": "switched-from", "payroll-tax": "plain",
    "payroll-support": "plain", "payroll-bank": "plain", "payroll-quickbooks": "plain", "payroll-azure": "alias",
    "payroll-cutoff": "synonym", "payroll-flags": "plain", "payroll-errors": "synonym", "payroll-payslips": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "opendata": [("socrata", "ckan"), ("geoserver", "tileserv"), ("upload100", "upload500"),
                 ("newsletter", "nonewsletter")],
    "robotics": [("humble", "jazzy"), ("gazebo", "isaac"), ("dock20", "dock30"), ("teleop", "noteleop")],
    "hotel": [("siteminder", "dedge"), ("opera5", "operacloud"), ("payteam", "finsys"), ("cancel48", "cancel24")],
    "payroll": [("wkhtml", "gotenberg"), ("sidekiq", "solidqueue"), ("taxhand", "taxowner"),
                ("livechat", "nolivechat")],
}


def load_everyday_blind() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
