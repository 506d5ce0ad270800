"""Everyday questions, another CONSTRUCTED set (``everyday-dev13``) — not external data, a development set.

Written after dev11 was registered, by a helper ("dev13"), at the same time as dev12 by another helper,
so that the team can measure its ranking on questions it did not tune on (the first run, kept back as a
check), and then STUDY the misses: once studied it is not held out; but it was written like a sealed set,
without knowledge of the ranking. Its author did not read the ranking, retrieval or update-detection code,
``docs/updates.md``, ``docs/evaluation.md`` (but for where to put this set's section), the evaluation
report or its results, the changelog, or any other dev set's data, and did not open the sealed sets
(``everyday_blind*``, ``everyday_holdout``) at all. Seen: ``everyday_dev11`` as the file's template
(structure and conventions, not to copy its content), the workspace names of the other unsealed sets and a
few product words grepped from their docstrings (to pick other kinds of product), the dev12 helper's note
(its four products and its registration), ``everyday_check``'s phrasing labels, the set-shape tests, and
the commits that registered ``everyday-dev11`` and ``everyday-dev12``.

Each workspace is ONE software product's developer memory, what a VS Code user builds with
``@memory remember`` over a year. Four kinds of product not used before: a laundry and dry cleaning
pickup-and-delivery app (garment tracking through the plant, card payments, the per kg service wash, the
drivers' delivery routes, stains, lost item claims, the press, collections nobody answers, detergent,
ironing only orders), an escape room venue's booking system (the booking widget, group sizes, hints,
team building enquiries, room resets, late groups, under 16s, props, the panic button, rotas, gift
vouchers), a wholesale bakery's order portal for cafes (the order cut-off, payment terms, the flour
mill, the portal's PHP, allergens, unsold bread, the minimum order, the deck oven, a late van, fridge
temperature logs, slicing) and a small museum's visitor, collections and membership system (the
collections catalogue, membership, school visits, free entry, photography, loans to other museums, water
in a gallery, a lost child, the shop tills, the website, volunteering, donated objects). 20 memories each
(80), remembered over more than a year (2–400 days ago), 36 of the 80 with a topic, typed as people type
into chat (short, mostly lower case, abbreviations like "min", "gm", "st", "vps", three typos — seperate,
tommorow, recieve — and two in questions, alergen and proceedure, one "lol"), some with the reason first
or two bits of news, a few written like a log ("Dani's rule: …", "monday meeting: …"), and eight recent
side remarks or incidents (2–5 days old: two buttons cracked on a wedding shirt, a driver waiting at a
broken buzzer, a lever snapped in the pharaoh room, a panic button hit twice by accident, the deck oven
faulting at 3am, the van an hour late with a flat tyre, the roof leaking in the textile gallery, a little
boy lost in the dinosaur room) that use a question's words without answering it; and 44 questions, each
answered by exactly one memory, short and casual.

Shaped like a typical held-out set: 15 replaced, 11 plain, 8 side-remark, 5 stopwords (the only words a
question shares with a wrong memory are "what", "do", "we", "use" and the like) and 5 word-form (ironed /
ironing, expire / expiry, sliced / slicing with "loaves" around, volunteers / volunteering with
"volunteers" around, donate / donations with "donation" around). ``PHRASING`` uses all seven labels of
``everyday_check``. ``REPLACES`` holds 16 labelled pairs, one of them a chain of three (keeping track of
garments: paper ticket tags pinned at intake → "heat seal barcode labels on everything from this week …"
→ "all items get an rfid chip sewn in at the door now, the tunnel reader does a whole bag in one go.
label printer is going on ebay", which says neither "garment" nor "order"; the question, "how do we keep
track of which garment belongs to which order?", is answered by the last). The changes are worded in ways
that lean little on "switched to", "moved to" or "replaced", and none of the 16 newer memories shares a
topic with what it replaces; in every pair the OLD memory shares at least as many of the question's words
as the new one, in every pair more (and ten newer ones share none): a vendor's name and a date only
("adyen from the 1st. the stripe fees on amex were eating the margin", asked as "are we still on stripe for
card payments?"), the reason first ("energy bill doubled so wash & fold goes up to 3.40 from march …",
asked "per kilo for a service wash"), a new owner named with no change word ("tariq does the morning van
sheet now (who goes where), jo's on the shop counter full time", asked as "who plans the delivery
routes?"), a go-live date ("Resova goes live monday the 4th …", asked as "what did we replace bookeo
with?"), a manager's rule ("Dani's rule: 6 players max per game from now on …", asked as "the biggest
group we let into a room"), "we're on X now" ("we're on clue tvs in all four rooms now, typed from the
control desk. walkies are in a box somewhere", asked about as "hints"), a hand-off told from the old
owner's side ("Aisha owns all the company stuff now, I'm on the new room build full time - sam", asked
as "team building enquiries"), a new time with its reason and no old value ("portal locks at 12 now for
tommorow's bakes …", asked "what time do cafes need to order by for the next day?"), the reason first
then two rules ("too many cafes going bust on us. new accounts pay upfront by card, existing ones are on
14 days", asked about as "payment terms"), a mill inside a meeting recap with other news ("monday meeting:
Wessex Mill from next month (shipton put prices up again); van lease signed; Lou off 12-19th", asked as
"who supplies our flour?"), a bare version number ("rebuilt the ordering site on 8.3 …", asked "what php
version does the order portal run on?"), "X got the boot" ("access got the boot. every object record is
in eHive …", asked as "is the catalogue still in microsoft access?"), a scheme's own name and a start
month ("friends of the museum is 30 a year from april …", asked as "a yearly membership") and a hand-off
told from the new owner's side ("I've taken over the trips diary from ellen … - ruth", asked as "who
books school visits?"). All 11 plain questions are answered by an OLD decision (315–355 days) that is
still true, with a newer memory around it (9–17 days) that shares its words and looks like a change but
is not one: a question passed on (ink out of a silk blouse "check with Mo", weekly allergen sheets "ask
Lou", 14 year olds without a teacher "waiting to hear"), a roadmap idea nobody picked up (receipts for
lost item claims), a request not decided (10 minute resets), a suggestion (the full hour for late
groups), a complaint "we'd think about" (unsold loaves), a maybe in the spring (a lower minimum order),
a council hint with nothing decided (charging entry), a request passed to the director (tripods for a
wedding shoot) and a question being looked into (insurance on a borrowed quilt).

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev13"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "laundry": [
        ("tags-paper", "every order gets paper ticket tags pinned on each garment at intake, the ticket number "
                       "goes in the order notes", "tracking", 400),
        ("tags-barcode", "heat seal barcode labels on everything from this week, scanned at intake, after the wash "
                         "and again at packing", None, 210),
        ("tags-rfid", "all items get an rfid chip sewn in at the door now, the tunnel reader does a whole bag in "
                      "one go. label printer is going on ebay", None, 25),
        ("pay-stripe", "the app takes card payments through Stripe, customers are charged when the clean clothes "
                       "are delivered", "payments", 350),
        ("pay-adyen", "adyen from the 1st. the stripe fees on amex were eating the margin", None, 40),
        ("wash-280", "service wash is 2.80 a kg, 6 kg minimum", "pricing", 340),
        ("wash-340", "energy bill doubled so wash & fold goes up to 3.40 from march, min stays the same", None, 55),
        ("routes-jo", "Jo plans the delivery routes every morning in Circuit before the drivers come in",
         "drivers", 330),
        ("routes-tariq", "tariq does the morning van sheet now (who goes where), jo's on the shop counter full "
                         "time", None, 30),
        ("stains", "stain treatment is free on dry cleaning but we don't guarantee red wine or ink, the customer "
                   "ticks a waiver in the app", "stains", 320),
        ("stains-silk", "customer asking if we'd guarantee the ink comes out of a silk blouse, told her we'd "
                        "check with Mo", None, 12),
        ("lost", "lost items: we pay out up to 10x the cleaning price, claims within 14 days of delivery",
         "claims", 315),
        ("lost-receipt", "roadmap idea: let people upload a receipt so a lost item claim pays what they actually "
                         "paid for it. nobody's picked it up", None, 10),
        ("buttons", "if a button breaks in the press we sew on a spare from the button box and put a note on the "
                    "order", "repairs", 190),
        ("side-buttons", "two buttons cracked in the press on a wedding shirt this morning, the guy was not happy",
         None, 3),
        ("nobody-home", "if nobody's home at a collection the driver leaves a card through the door and the "
                        "customer gets a free rebook", "collections", 205),
        ("side-nobody", "driver waited 20 min at a collection in the new flats yesterday, nobody answered, buzzer "
                        "is broken", None, 2),
        ("detergent", "detergent and softener come from Christeyns on a monthly contract", None, 260),
        ("ironing", "ironing only orders: 1.90 a shirt, 3.50 trousers, kept seperate from the wash orders",
         None, 240),
        ("app", "customer app is flutter, one codebase for ios and android", None, 280),
    ],
    "escape": [
        ("booking-bookeo", "bookings come in through Bookeo, the widget is embedded on each room page", "booking",
         370),
        ("booking-resova", "Resova goes live monday the 4th, old bookings get migrated over the weekend", None, 50),
        ("group-8", "max group size is 8 per room, 2 minimum", "rooms", 355),
        ("group-6", "Dani's rule: 6 players max per game from now on, the last few 8s wrecked the props", None,
         35),
        ("hints-walkie", "game masters give hints over the walkie talkie, 3 free per game", "hints", 340),
        ("hints-tv", "we're on clue tvs in all four rooms now, typed from the control desk. walkies are in a box "
                     "somewhere", None, 28),
        ("corporate-sam", "corporate and team building enquiries go to Sam, he sends quotes from the shared inbox",
         "corporate", 330),
        ("corporate-aisha", "Aisha owns all the company stuff now, I'm on the new room build full time - sam",
         None, 45),
        ("reset", "game masters get 15 min to reset a room between bookings, checklist is on the clipboard",
         "ops", 345),
        ("reset-10", "Dani asked if we could get resets down to 10 min, would need a second gm on weekends, not "
                     "decided", None, 15),
        ("late", "groups more than 10 min late lose that time off their game, no refunds", "policy", 320),
        ("late-idea", "someone suggested giving late groups the full hour when the next slot is empty, nice idea, "
                      "nobody's decided anything", None, 11),
        ("kids", "under 16s have to play with an adult in the room", "policy", 350),
        ("kids-school", "a school wants to bring 14 year olds without a teacher in the room, asked Dani, waiting "
                        "to hear", None, 9),
        ("props", "if a player breaks a prop the gm logs it on the damage sheet, we only charge if it was "
                  "deliberate", "props", 200),
        ("side-props", "someone snapped the lever in the pharaoh room saturday, gm taped it up and the game "
                       "carried on", None, 4),
        ("panic", "every room has an unlocked emergency exit and a panic button that buzzes the control desk, "
                  "the gm opens up and checks on them", "safety", 220),
        ("side-panic", "lad hit the panic button in the asylum room twice on friday by accident lol", None, 3),
        ("rotas", "staff rotas and timesheets are in Deputy", None, 250),
        ("vouchers", "gift voucher expiry is 12 months from purchase, no extensions", "vouchers", 240),
    ],
    "bakery": [
        ("cutoff-2pm", "cafes have to get next day orders in by 2pm on the portal", "orders", 360),
        ("cutoff-noon", "portal locks at 12 now for tommorow's bakes, night shift needs the numbers earlier to "
                        "plan the dough", None, 38),
        ("terms-30", "wholesale customers get 30 day payment terms, invoices go out of Sage every monday",
         "invoicing", 345),
        ("terms-upfront", "too many cafes going bust on us. new accounts pay upfront by card, existing ones are on "
                          "14 days", None, 42),
        ("flour-shipton", "bread flour comes from Shipton Mill, 16kg sacks delivered on tuesdays", "suppliers",
         380),
        ("flour-wessex", "monday meeting: Wessex Mill from next month (shipton put prices up again); van lease "
                         "signed; Lou off 12-19th", None, 33),
        ("php-74", "the order portal runs on PHP 7.4 on the old vps", "portal", 335),
        ("php-83", "rebuilt the ordering site on 8.3, the host was forcing it anyway", None, 22),
        ("allergens", "allergen info for every product lives on its product page and the label printer pulls from "
                      "there, never typed by hand", "allergens", 330),
        ("allergens-email", "a cafe asked if we could email them the allergen sheets weekly instead of checking "
                            "the portal, said we'd ask Lou", None, 14),
        ("returns", "we don't take back unsold bread, cafes just order less the next day", "returns", 325),
        ("returns-moan", "the big cafe on high st is moaning about binning unsold loaves and wants us to take them "
                         "back, said we'd think about it", None, 10),
        ("minimum", "minimum wholesale order is 40 quid or the van doesn't stop", "orders", 340),
        ("minimum-idea", "could drop the minimum order for cafes on our street, maybe in the spring", None, 17),
        ("oven", "if the deck oven goes down overnight the baker calls Rob the engineer and moves the sourdough to "
                 "the rack oven", "ovens", 190),
        ("side-oven", "deck oven threw a fault at 3am tuesday, Rob had it going again by 5, lost a few baguettes",
         None, 4),
        ("van-late", "if the van is running late the driver texts the cafes from the delivery app, nobody rings",
         "deliveries", 210),
        ("side-van", "van was an hour late friday, flat tyre on the ring road, cafes were fine about it", None,
         2),
        ("fridges", "fridge and chiller temperature logs are in Navitas, it alerts on phones", None, 250),
        ("slicing", "bread slicing is 20p a loaf, done on the slicer before the van leaves", None, 235),
    ],
    "museum": [
        ("catalogue-access", "the collections catalogue is an MS Access database on the curator's laptop",
         "collections", 390),
        ("catalogue-ehive", "access got the boot. every object record is in eHive, volunteers can add photos from "
                            "their phones", None, 48),
        ("membership-25", "annual membership is 25 a year, free entry to talks and 10% off in the shop",
         "membership", 365),
        ("membership-30", "friends of the museum is 30 a year from april, trustees signed it off, discount "
                          "stays", None, 26),
        ("schools-ellen", "school visits are booked by Ellen over email, she sends out the risk assessment pack",
         "schools", 350),
        ("schools-ruth", "I've taken over the trips diary from ellen, she's on the archive project now. teachers "
                         "use the form on the learning page - ruth", None, 36),
        ("entry", "entry is free, we ask for a 5 pound donation at the desk", "tickets", 340),
        ("entry-council", "council keeps hinting we should charge entry to cover the roof, nothing decided, "
                          "trustees meet in jan", None, 13),
        ("photos", "visitors can take photos in the galleries but no flash and no tripods", "visitors", 330),
        ("photos-wedding", "a wedding photographer wants the main gallery with tripods for a shoot, passed it to "
                           "the director", None, 12),
        ("loans", "objects we lend to other museums need a signed loan agreement and the borrower pays the "
                  "insurance wall to wall", "loans", 320),
        ("loans-quilt", "the county museum asked if we'd cover the insurance on the quilt they want to borrow, "
                        "looking into it", None, 9),
        ("leak", "if water gets into a gallery, objects near it come out first and go to the store, then ring "
                 "facilities", "emergencies", 200),
        ("side-leak", "roof leaked in the textile gallery again sunday, buckets out, nothing damaged", None, 3),
        ("lost-child", "lost child: front desk closes the exit doors and staff sweep each room on the radios",
         "safety", 215),
        ("side-child", "little boy lost for 10 min saturday, found him in the dinosaur room, mum very relieved",
         None, 5),
        ("tills", "the shop tills are Epos Now", None, 260),
        ("website", "the website is on Squarespace, the director edits the what's on page herself", None, 270),
        ("volunteering", "volunteering shifts are half days, everyone signs up on Better Impact", None, 240),
        ("donations", "donations of objects need the curator's sign off, we don't recieve anything without it and "
                      "say no to most", "collections", 230),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "laundry": [
        ("laundry-tracking", "how do we keep track of which garment belongs to which order?", "tags-rfid",
         "replaced"),
        ("laundry-stripe", "are we still on stripe for card payments?", "pay-adyen", "replaced"),
        ("laundry-price", "how much per kilo for a service wash?", "wash-340", "replaced"),
        ("laundry-routes", "who plans the delivery routes?", "routes-tariq", "replaced"),
        ("laundry-stains", "do we guarantee stains come out?", "stains", "plain"),
        ("laundry-lost", "how much do we pay out when an item gets lost?", "lost", "plain"),
        ("laundry-buttons", "what happens when a button breaks in the press?", "buttons", "side-remark"),
        ("laundry-nobody", "what does the driver do if nobody answers at a collection?", "nobody-home",
         "side-remark"),
        ("laundry-detergent", "who do we get detergent from?", "detergent", "stopwords"),
        ("laundry-ironed", "what do we charge to get a shirt ironed?", "ironing", "word-form"),
    ],
    "escape": [
        ("escape-bookeo", "what did we replace bookeo with?", "booking-resova", "replaced"),
        ("escape-group", "what's the biggest group we let into a room?", "group-6", "replaced"),
        ("escape-hints", "how do players get hints during a game?", "hints-tv", "replaced"),
        ("escape-corporate", "who deals with team building enquiries?", "corporate-aisha", "replaced"),
        ("escape-reset", "how long does a GM get to reset a room?", "reset", "plain"),
        ("escape-late", "what happens if a group turns up late?", "late", "plain"),
        ("escape-kids", "can kids play without an adult?", "kids", "plain"),
        ("escape-props", "what do we do when players break a prop?", "props", "side-remark"),
        ("escape-panic", "what happens when someone hits the panic button?", "panic", "side-remark"),
        ("escape-rotas", "what do we use for rotas?", "rotas", "stopwords"),
        ("escape-vouchers", "when do gift vouchers expire?", "vouchers", "word-form"),
    ],
    "bakery": [
        ("bakery-cutoff", "what time do cafes need to order by for the next day?", "cutoff-noon", "replaced"),
        ("bakery-terms", "what payment terms do wholesale customers get?", "terms-upfront", "replaced"),
        ("bakery-flour", "who supplies our flour?", "flour-wessex", "replaced"),
        ("bakery-php", "what php version does the order portal run on?", "php-83", "replaced"),
        ("bakery-allergens", "where do cafes find alergen info?", "allergens", "plain"),
        ("bakery-returns", "do we take back unsold bread?", "returns", "plain"),
        ("bakery-minimum", "what's the minimum order for a delivery?", "minimum", "plain"),
        ("bakery-oven", "what does the night baker do if the deck oven breaks down?", "oven", "side-remark"),
        ("bakery-van", "what happens if the van is running late?", "van-late", "side-remark"),
        ("bakery-fridges", "what do we use for fridge temps?", "fridges", "stopwords"),
        ("bakery-sliced", "do we charge for sliced loaves?", "slicing", "word-form"),
    ],
    "museum": [
        ("museum-catalogue", "is the catalogue still in microsoft access?", "catalogue-ehive", "replaced"),
        ("museum-membership", "how much is a yearly membership?", "membership-30", "replaced"),
        ("museum-schools", "who books school visits?", "schools-ruth", "replaced"),
        ("museum-entry", "do we charge for entry?", "entry", "plain"),
        ("museum-photos", "are visitors allowed to take photos?", "photos", "plain"),
        ("museum-loans", "who pays the insurance when we lend an object out?", "loans", "plain"),
        ("museum-leak", "what do we do if water gets into a gallery?", "leak", "side-remark"),
        ("museum-child", "whats the proceedure for a lost child?", "lost-child", "side-remark"),
        ("museum-tills", "what do we use for the tills?", "tills", "stopwords"),
        ("museum-website", "what's the website built on?", "website", "stopwords"),
        ("museum-volunteers", "how do volunteers sign up for shifts?", "volunteering", "word-form"),
        ("museum-donate", "can people donate objects to us?", "donations", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "laundry-tracking": "plain", "laundry-stripe": "still-use", "laundry-price": "synonym",
    "laundry-routes": "plain", "laundry-stains": "plain", "laundry-lost": "plain", "laundry-buttons": "plain",
    "laundry-nobody": "plain", "laundry-detergent": "plain", "laundry-ironed": "plain",
    "escape-bookeo": "switched-from", "escape-group": "plain", "escape-hints": "plain",
    "escape-corporate": "plain", "escape-reset": "abbreviation", "escape-late": "plain", "escape-kids": "synonym",
    "escape-props": "plain", "escape-panic": "plain", "escape-rotas": "plain", "escape-vouchers": "plain",
    "bakery-cutoff": "plain", "bakery-terms": "plain", "bakery-flour": "plain", "bakery-php": "version",
    "bakery-allergens": "plain", "bakery-returns": "plain", "bakery-minimum": "plain", "bakery-oven": "plain",
    "bakery-van": "plain", "bakery-fridges": "abbreviation", "bakery-sliced": "plain",
    "museum-catalogue": "alias", "museum-membership": "synonym", "museum-schools": "plain",
    "museum-entry": "plain", "museum-photos": "plain", "museum-loans": "plain", "museum-leak": "plain",
    "museum-child": "plain", "museum-tills": "plain", "museum-website": "plain", "museum-volunteers": "plain",
    "museum-donate": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run. A chain of three is two pairs.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "laundry": [("tags-paper", "tags-barcode"), ("tags-barcode", "tags-rfid"), ("pay-stripe", "pay-adyen"),
                ("wash-280", "wash-340"), ("routes-jo", "routes-tariq")],
    "escape": [("booking-bookeo", "booking-resova"), ("group-8", "group-6"), ("hints-walkie", "hints-tv"),
               ("corporate-sam", "corporate-aisha")],
    "bakery": [("cutoff-2pm", "cutoff-noon"), ("terms-30", "terms-upfront"), ("flour-shipton", "flour-wessex"),
               ("php-74", "php-83")],
    "museum": [("catalogue-access", "catalogue-ehive"), ("membership-25", "membership-30"),
               ("schools-ellen", "schools-ruth")],
}


def load_everyday_dev13() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
