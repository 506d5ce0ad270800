"""Everyday questions, another CONSTRUCTED set (``everyday-dev12``) — not external data, a development set.

Written after dev11 was registered, by a helper ("dev12"), so that the team can measure its ranking on
questions it did not tune on (the first run, kept back as a check), and then STUDY the misses: once
studied it is not held out; but it was written like a sealed set, without knowledge of the ranking. Its
author did not read the ranking, retrieval or update-detection code, ``docs/updates.md``, the sections
of ``docs/evaluation.md`` other than the eleventh dev set's (in the commit that added it), the
evaluation report or its results, the changelog or anyone's notes, and did not open the sealed sets
(``everyday_blind*``, ``everyday_holdout``) at all. Seen: ``everyday_dev11`` as the file's template
(structure and conventions, not to copy its content), only the module docstrings of ``everyday``,
``everyday_check``, ``everyday_fresh``, ``everyday_sealed`` and ``everyday_dev`` to ``everyday_dev11``
(searched for a few product words, to pick other kinds of product), ``everyday.NOW`` and
``build_workspace_job``, the set-shape tests, and the commit that registered ``everyday-dev11``.

Each workspace is ONE software product's developer memory, what a VS Code user builds with
``@memory remember`` over a year. Four kinds of product not named in the earlier docstrings: a
plumbing and heating contractor's job dispatch app (who gets which job, the call-out fee, the parts
merchant, gas safety certificates for landlords, boiler service reminders, quotes, out of hours
emergencies, van stock, payroll, invoices), a school bus routing and parent tracking app (the live bus
location, route planning, how long a bus waits at a stop, the driver tablets and their android
version, absences, snow days, ride time, drop-offs of small children, lost property, push
notifications, fleet maintenance), an independent cinema's box office, membership and projection
system (the online booking fee, the ticketing system, member discounts, the projection booth,
subtitled screenings, refunds, id for 15 and 18 films, the fire alarm, cleaning between showings, the
newsletter, film booking) and a florist's online orders and delivery platform (the same-day cut-off,
the wire service, card messages, substitutions, wedding deposits, delivery charges, nobody home,
the 5 day guarantee, the website, driver routes, buying at the market, funeral tributes). 20 memories
each (80), remembered over more than a year (2–400 days ago), 39 of the 80 with a topic, typed as
people type into chat (short, mostly lower case, abbreviations like "min", "pls", "api", three typos —
recieve, seperate, accomodate — and two in questions, vaild and whats, "lol"), some with the reason or
two or three bits of news, and eight recent side remarks or incidents (2–4 days old: four call-outs in
one night, two for heating switched off; a van broken into at the merchant's car park; a first grader
off at the wrong stop; a hamster left on bus 9; a fire alarm in a horror double bill; a large popcorn
tipped over row F; a bouquet left with an ex-husband; a 3 week old orchid sent as a photo) that use a
question's words without answering it; and 44 questions, each answered by exactly one memory, short
and casual.

Shaped like a typical held-out set: 15 replaced, 11 plain, 8 side-remark, 5 stopwords (the only
words a question shares with a wrong memory are "what", "do", "we", "use" and the like) and 5
word-form (invoiced / invoice with "customer" around, maintains / maintenance with "bus" around,
books / booking with "booking fee" around, buys / buying with "out of stock" around, priced / pricing
with "tribute" around). ``PHRASING`` uses all seven labels of ``everyday_check``. ``REPLACES`` holds 16
labelled pairs, one of them a chain of three (who gives the plumbers their jobs: dave hands them out
off the whiteboard and rings each engineer → "the lads see their day in Commusoft on the phone from
7am, dave drags stuff round on the planner …" → "dave retires friday and nobody's replacing him. from
monday the planner fills everyone's day by postcode and skills on its own …", which says neither
"engineer" nor "job"; the question, "who decides which engineer gets which job?", is answered by the
last). The changes are worded in other ways than in earlier sets, most sharing few or none of the
question's words: the owner's orders with a start date ("boss's orders: 95 for the first hour from
oct 1st …", asked about as "call-out charge"), a complaint and the new merchant's name only ("three
wrong boilers in one month and the rep just shrugged. City Plumbing from here on …", asked about as
"what did we go with after Plumb Center?"), a change buried in weekly bits with other news ("weekly
bits: certs email out as a pdf the second the engineer signs the job off, no more stamps; Rob's new
van is in; xmas do booked …", asked about as "CP12"), a new number with a vendor and no word of change
("trackers ping every 10s since the Samsara boxes went in …"), a licence nobody renewed ("BusBoss does
the runs now …", asked about as "how are the bus routes planned?"), a rule from monday with the
complaint behind it ("starting monday drivers don't hang about: 30 seconds and go …"), kit going in
the skip with an api level ("the M10s are going in the skip … the build targets api 34 …", asked about
as "the minimum android version"), an obituary for a charge ("the 75p thing is dead, it's one flat
1.50 per order since the site relaunch", the one of the 16 newer memories that shares a topic with what
it replaces), "we're on Savoy now" (asked about as "are we still selling tickets through Veezi?"),
trustees signing off new tiers ("basic is 2 quid off every ticket …", asked about as "what do members
save"), a welcome for a new starter told from the outside ("welcome Aisha, our new chief
projectionist! she's got the booth …, Sean's full time on programming"), a cut-off that is only a new
time on the checkout ("checkout and the banner both say 11am for today's deliveries …"), a contract
run out ("interflora contract ran out in september, not renewed. relay work comes in on the Teleflora
app", asked about as "which wire service are we on?", words neither memory uses) and a merged pull
request ("merged the card PR: message cards print at the bench off the Epson …", asked about as "who
writes the gift notes?"). In every pair the OLD memory shares at least as many of the question's
words as the new one, in most of them more. All 11 plain questions are answered by an OLD decision
(315–345 days) that is still true, with a newer memory around it (9–17 days) that shares its words and
looks like a change but is not one: a customer's request to be raised (texting service reminders), a
view for the next team meeting (quotes good for 14 days), a feature request in the backlog (marking a
kid absent the night before), an idea not put to the district (drivers calling off icy runs), a
parent's email forwarded (45 minutes too long), a request passed to a meeting (subtitles on
saturdays), bad reviews "maybe worth another look" (refunds), a suggestion nobody picked up
(challenge 21), a complaint from one customer (peonies swapped for roses), a bride's request being
thought about (a deposit in two payments) and "just an idea for now" (free delivery over 60).

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev12"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "plumbing": [
        ("jobs-board", "dave hands out the jobs every morning off the whiteboard in the office and rings each "
                       "engineer their list", "dispatch", 400),
        ("jobs-commusoft", "the lads see their day in Commusoft on the phone from 7am, dave drags stuff round on "
                           "the planner if someone's off sick", None, 210),
        ("jobs-auto", "dave retires friday and nobody's replacing him. from monday the planner fills everyone's "
                      "day by postcode and skills on its own, office only touches the urgent stuff", None, 25),
        ("callout-85", "call-out fee is 85 for the first hour then 45 per half hour after that", "pricing", 380),
        ("callout-95", "boss's orders: 95 for the first hour from oct 1st, half hours stay at 45. quote templates "
                       "need doing", None, 55),
        ("merchant-pc", "parts come from Plumb Center on the trade account, engineers collect on the way to the "
                        "job", "parts", 360),
        ("merchant-cp", "three wrong boilers in one month and the rep just shrugged. City Plumbing from here on, "
                        "same click and collect", None, 45),
        ("certs-post", "gas safety certificates get printed in the office and posted to the landlord after the "
                       "job", "certs", 370),
        ("certs-pdf", "weekly bits: certs email out as a pdf the second the engineer signs the job off, no more "
                      "stamps; Rob's new van is in; xmas do booked at the Crown for the 12th", None, 30),
        ("reminders", "annual boiler service reminders go out by email 4 weeks before it's due", "reminders", 340),
        ("reminders-text", "customer asked if we could text the service reminders instead of email, said i'd "
                           "raise it, pls don't promise her anything", None, 12),
        ("quotes", "quotes are valid 30 days, after that the prices get rechecked with the merchant", "quotes",
         325),
        ("quotes-14", "materials keep creeping up, Jo reckons quotes should only be good for 14 days. on the "
                      "list for the next team meeting", None, 9),
        ("oncall", "out of hours emergencies (leaks, no heat for someone elderly) go to the on-call engineer's "
                   "phone, the rota lives on the office calendar", "on-call", 200),
        ("side-oncall", "on-call got 4 emergencies last night, two were people who'd turned their own heating "
                        "off lol", None, 3),
        ("vanstock", "every van carries the standard stock list, engineers scan what they use and the app "
                     "reorders it weekly", "vans", 190),
        ("side-vanstock", "Rob's van got broken into at the merchant car park, half his stock gone, crime ref is "
                          "on the job", None, 4),
        ("payroll", "payroll runs in BrightPay, the hours come from the app timesheets every friday", None, 260),
        ("invoicing", "an invoice goes out of xero the night a job's marked complete, card payments on the "
                      "engineer's reader get matched to it", "billing", 240),
        ("website", "the contact form on the website drops into the jobs inbox, recaptcha keeps most of the "
                    "spam out", None, 280),
    ],
    "schoolbus": [
        ("gps-60", "parents see where the bus is in the app, the location updates every 60 seconds from the "
                   "driver's tablet", "tracking", 385),
        ("gps-10", "trackers ping every 10s since the Samsara boxes went in, the tablets don't do gps at all "
                   "anymore", None, 50),
        ("routes-routewise", "routes are planned in Routewise by Karen over the summer and stay fixed for the "
                             "whole school year", "routes", 370),
        ("routes-busboss", "BusBoss does the runs now and re-optimises every term, nobody renewed the old licence",
         None, 60),
        ("wait-2", "the bus waits 2 minutes at a stop if a kid isn't there yet", "stops", 350),
        ("wait-30", "starting monday drivers don't hang about: 30 seconds and go. the district complained every "
                    "run was late", None, 48),
        ("android-11", "driver tablets are Lenovo M10s, the driver app needs android 11 minimum", "tablets", 365),
        ("android-14", "the M10s are going in the skip, every cab gets a Galaxy Tab Active5 and the build targets "
                       "api 34 because the nfc pass reader needs it", None, 28),
        ("absent", "parents mark a kid absent in the app before 6:30am and the driver skips that stop",
         "absences", 345),
        ("absent-night", "parents keep asking if they can mark kids absent the night before, feature request is "
                         "in the backlog", None, 14),
        ("snow", "snow days get called by the district superintendent by 5am, we send an alert to every parent",
         "weather", 330),
        ("snow-icy", "idea: let drivers call off their own run if the roads are icy? haven't put it to the "
                     "district", None, 10),
        ("ridetime", "no kid rides more than 45 min each way, the routing has it as a hard limit", "limits", 315),
        ("ridetime-mum", "mum emailed saying 45 min is too long for her 5 year old, forwarded it to the district, "
                         "their call", None, 16),
        ("dropoff", "kids under 8 only get off if a grown-up from their list is at the stop, otherwise they stay "
                    "on and ride back to school", "safety", 200),
        ("side-dropoff", "a first grader got off at the wrong stop yesterday, a neighbour walked her home, mum "
                         "was not happy", None, 2),
        ("lostprop", "lost property left on a bus goes in the box at the depot office and we post a photo in the "
                     "parent app", "lost property", 185),
        ("side-lostprop", "driver found a hamster in a shoebox on bus 9, lost property has seen everything now lol",
         None, 4),
        ("push", "push notifications go through OneSignal, one segment per route", None, 260),
        ("maintenance", "maintenance on the fleet is done by Dale's Garage, every bus goes in every 6 weeks",
         "fleet", 240),
    ],
    "cinema": [
        ("fee-75p", "online bookings carry a 75p booking fee per ticket", "pricing", 375),
        ("fee-flat", "the 75p thing is dead, it's one flat 1.50 per order since the site relaunch", "pricing",
         45),
        ("veezi", "box office and the website both sell through Veezi, seat map and all", "ticketing", 390),
        ("savoy", "we're on Savoy now. tills went over at the weekend, web on tuesday, seat plans had to be "
                  "redrawn", None, 70),
        ("members-20", "members get a 20% discount on tickets and 10% off at the bar", "membership", 360),
        ("members-tiers", "trustees signed off the new tiers: basic is 2 quid off every ticket, plus gets a free "
                          "ticket a month and 10% at the bar", None, 40),
        ("projection-sean", "Sean looks after the projectors and ingests the DCPs on a thursday", "projection",
         365),
        ("projection-aisha", "welcome Aisha, our new chief projectionist! she's got the booth and the thursday "
                             "ingest, Sean's full time on programming from now", None, 30),
        ("subtitles", "subtitled screenings run every tuesday evening and sunday afternoon", "access", 335),
        ("subtitles-sat", "the deaf club asked for subtitled screenings on saturdays too, passing it on to the "
                          "programming meeting to see if we can accomodate it", None, 11),
        ("refunds", "no refunds unless we cancel the screening, otherwise we swap the tickets to another showing "
                    "up to 24h before", "refunds", 320),
        ("refunds-reviews", "loads of 1 star reviews moaning about the no refunds thing, maybe worth another look "
                            "at some point", None, 15),
        ("id", "for 15 and 18 films the box office asks for id from anyone who looks under 25", "age ratings",
         350),
        ("id-21", "someone on the staff whatsapp suggested challenge 21 instead of 25, nobody's picked it up",
         None, 17),
        ("fire", "if the fire alarm goes during a film the projectionist stops it, house lights up and the ushers "
                 "take each screen out the side exits", "safety", 205),
        ("side-fire", "fire alarm went off in screen 2 in the horror double bill saturday, half the audience "
                      "thought it was part of the film", None, 3),
        ("cleaning", "screens get cleaned after every showing, there's a 20 min gap in the schedule for it",
         "cleaning", 190),
        ("side-cleaning", "kid tipped a large popcorn over row F in screen 1, the clean took ages and the next "
                          "showing went in 15 min late", None, 2),
        ("newsletter", "the weekly newsletter goes out of Mailchimp on monday mornings with the new listings",
         None, 250),
        ("filmbooking", "film booking with the distributors is Sean's, usually 4 to 6 weeks out, terms are mostly "
                        "35% of the take", "programming", 230),
    ],
    "florist": [
        ("cutoff-1pm", "same-day delivery orders have to be in by 1pm", "delivery", 380),
        ("cutoff-11", "checkout and the banner both say 11am for today's deliveries, vans leave at 1 sharp", None,
         35),
        ("relay-interflora", "we recieve orders from other florists through Interflora and fulfil anything "
                             "within 10 miles", "relay", 370),
        ("relay-teleflora", "interflora contract ran out in september, not renewed. relay work comes in on the "
                            "Teleflora app", None, 50),
        ("cards-hand", "card messages get handwritten by whoever makes up the bouquet", "cards", 355),
        ("cards-print", "merged the card PR: message cards print at the bench off the Epson as soon as an order's "
                        "accepted, nobody has to decipher Gary's scrawl again", None, 25),
        ("subs", "if a flower's out of stock the florist can substitute something of the same colour and value "
                 "without asking the customer", "substitutions", 345),
        ("subs-peonies", "customer complained her peonies got swapped for roses, wants us to ring first next time",
         None, 13),
        ("deposit", "weddings need a 25% deposit to hold the date, the rest is due 4 weeks before", "weddings",
         330),
        ("deposit-halves", "bride asked to split the wedding deposit into two payments, Maria's thinking about it",
         None, 12),
        ("delivery-charge", "delivery is 6.95 inside the ring road, 12 further out up to 15 miles", "delivery",
         340),
        ("delivery-free", "Ravi wants to try free delivery over 60 for valentine's week, just an idea for now",
         None, 9),
        ("nobodyhome", "if nobody's home the driver leaves it with a neighbour and puts a card through the door, "
                       "never on the doorstep", "delivery", 195),
        ("side-nobodyhome", "driver left a bouquet with the neighbour friday, turned out to be her ex-husband lol",
         None, 2),
        ("guarantee", "if flowers die within 5 days we send a replacement, the customer just has to send a photo",
         "guarantee", 210),
        ("side-guarantee", "lady sent a photo of a dead orchid that was clearly 3 weeks old, Maria gave her a "
                           "voucher anyway", None, 4),
        ("website", "the shop's website is Shopify with the Bloom plugin for picking dates", None, 270),
        ("routing", "drivers' routes come out of Circuit each morning, seperate run for funerals", None, 265),
        ("buying", "buying at the flower market is Maria's job, tuesdays and fridays at 4am, dutch stuff comes on "
                   "the Holex van", None, 250),
        ("funeral", "funeral pricing: a tribute starts at 85, letters are 40 each, paid up front", "funerals", 235),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "plumbing": [
        ("plumbing-jobs", "who decides which engineer gets which job?", "jobs-auto", "replaced"),
        ("plumbing-callout", "what's our call-out charge?", "callout-95", "replaced"),
        ("plumbing-merchant", "what did we go with after Plumb Center?", "merchant-cp", "replaced"),
        ("plumbing-cp12", "how do landlords get their CP12?", "certs-pdf", "replaced"),
        ("plumbing-reminders", "when do boiler service reminders go out?", "reminders", "plain"),
        ("plumbing-quotes", "how long is a quote vaild for?", "quotes", "plain"),
        ("plumbing-emergencies", "who picks up emergencies out of hours?", "oncall", "side-remark"),
        ("plumbing-vanstock", "how does van stock get topped up?", "vanstock", "side-remark"),
        ("plumbing-payroll", "what do we use for payroll?", "payroll", "stopwords"),
        ("plumbing-invoiced", "how are customers invoiced?", "invoicing", "word-form"),
    ],
    "schoolbus": [
        ("schoolbus-location", "how often does the bus location update in the parent app?", "gps-10", "replaced"),
        ("schoolbus-routes", "how are the bus routes planned?", "routes-busboss", "replaced"),
        ("schoolbus-wait", "how long does the bus wait at a stop for a kid?", "wait-30", "replaced"),
        ("schoolbus-android", "what's the minimum android version for the driver app?", "android-14", "replaced"),
        ("schoolbus-absent", "how do parents let us know a kid's absent?", "absent", "plain"),
        ("schoolbus-snow", "who calls a snow day?", "snow", "plain"),
        ("schoolbus-ridetime", "whats the longest a kid can be on the bus?", "ridetime", "plain"),
        ("schoolbus-dropoff", "what if nobody's at the stop to meet a little kid?", "dropoff", "side-remark"),
        ("schoolbus-lostprop", "where does lost property end up?", "lostprop", "side-remark"),
        ("schoolbus-push", "what do we use for push notifications?", "push", "stopwords"),
        ("schoolbus-maintains", "who maintains the buses?", "maintenance", "word-form"),
    ],
    "cinema": [
        ("cinema-fee", "how much is the booking fee online?", "fee-flat", "replaced"),
        ("cinema-veezi", "are we still selling tickets through Veezi?", "savoy", "replaced"),
        ("cinema-members", "what do members save on tickets?", "members-tiers", "replaced"),
        ("cinema-projectors", "who looks after the projectors?", "projection-aisha", "replaced"),
        ("cinema-subtitles", "when are the subtitled screenings?", "subtitles", "plain"),
        ("cinema-refunds", "do we give refunds on tickets?", "refunds", "plain"),
        ("cinema-id", "who do we ID for an 18 film?", "id", "plain"),
        ("cinema-fire", "what do we do if the fire alarm goes off mid film?", "fire", "side-remark"),
        ("cinema-cleaning", "how long's the gap between showings for cleaning?", "cleaning", "side-remark"),
        ("cinema-newsletter", "what do we use for the newsletter?", "newsletter", "stopwords"),
        ("cinema-books", "who books the films?", "filmbooking", "word-form"),
    ],
    "florist": [
        ("florist-cutoff", "what time do same-day orders need to be in?", "cutoff-11", "replaced"),
        ("florist-wire", "which wire service are we on?", "relay-teleflora", "replaced"),
        ("florist-notes", "who writes the gift notes?", "cards-print", "replaced"),
        ("florist-substitute", "can we substitute flowers without asking?", "subs", "plain"),
        ("florist-deposit", "how much deposit for a wedding?", "deposit", "plain"),
        ("florist-delivery", "what do we charge for delivery?", "delivery-charge", "plain"),
        ("florist-nobodyhome", "what does the driver do if nobody's home?", "nobodyhome", "side-remark"),
        ("florist-dead", "what if the flowers die after a few days?", "guarantee", "side-remark"),
        ("florist-website", "what do we use for the website?", "website", "stopwords"),
        ("florist-routes", "what do we use for route planning?", "routing", "stopwords"),
        ("florist-buys", "who buys our stock?", "buying", "word-form"),
        ("florist-tributes", "how are sympathy tributes priced?", "funeral", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "plumbing-jobs": "plain", "plumbing-callout": "synonym", "plumbing-merchant": "switched-from",
    "plumbing-cp12": "abbreviation", "plumbing-reminders": "plain", "plumbing-quotes": "plain",
    "plumbing-emergencies": "plain", "plumbing-vanstock": "plain", "plumbing-payroll": "plain",
    "plumbing-invoiced": "plain",
    "schoolbus-location": "plain", "schoolbus-routes": "plain", "schoolbus-wait": "plain",
    "schoolbus-android": "version", "schoolbus-absent": "plain", "schoolbus-snow": "plain",
    "schoolbus-ridetime": "plain", "schoolbus-dropoff": "plain", "schoolbus-lostprop": "plain",
    "schoolbus-push": "plain", "schoolbus-maintains": "plain",
    "cinema-fee": "plain", "cinema-veezi": "still-use", "cinema-members": "synonym",
    "cinema-projectors": "plain", "cinema-subtitles": "plain", "cinema-refunds": "plain", "cinema-id": "plain",
    "cinema-fire": "plain", "cinema-cleaning": "plain", "cinema-newsletter": "plain", "cinema-books": "plain",
    "florist-cutoff": "plain", "florist-wire": "alias", "florist-notes": "synonym", "florist-substitute": "plain",
    "florist-deposit": "plain", "florist-delivery": "plain", "florist-nobodyhome": "plain", "florist-dead": "plain",
    "florist-website": "plain", "florist-routes": "plain", "florist-buys": "plain", "florist-tributes": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run. A chain of three is two pairs.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "plumbing": [("jobs-board", "jobs-commusoft"), ("jobs-commusoft", "jobs-auto"), ("callout-85", "callout-95"),
                 ("merchant-pc", "merchant-cp"), ("certs-post", "certs-pdf")],
    "schoolbus": [("gps-60", "gps-10"), ("routes-routewise", "routes-busboss"), ("wait-2", "wait-30"),
                  ("android-11", "android-14")],
    "cinema": [("fee-75p", "fee-flat"), ("veezi", "savoy"), ("members-20", "members-tiers"),
               ("projection-sean", "projection-aisha")],
    "florist": [("cutoff-1pm", "cutoff-11"), ("relay-interflora", "relay-teleflora"), ("cards-hand", "cards-print")],
}


def load_everyday_dev12() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
