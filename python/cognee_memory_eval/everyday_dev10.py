"""Everyday questions, another CONSTRUCTED set (``everyday-dev10``) — not external data, a development set.

Written after wave 17's full run by a helper ("dev10") so that the team can measure its ranking on questions it
did not tune on (the first run, kept back as a check), and then STUDY the misses: once studied it is not
held out; but it was written like a sealed set, without knowledge of the ranking. Its author did not
read the ranking, retrieval or update-detection code, ``docs/updates.md``, ``docs/evaluation.md`` (but
for the ninth dev set's section, in the commit that added it), the evaluation report or its results,
the changelog or anyone's notes but the dev9 helper's (which describe only that set's shape and
registration), and did not open the sealed sets (``everyday_blind*``, ``everyday_holdout``) at all.
Seen: ``everyday_dev9`` as the file's template (structure and conventions, not to copy its content),
only the module docstrings of ``everyday``, ``everyday_check``, ``everyday_fresh``, ``everyday_sealed``
and ``everyday_dev`` to ``everyday_dev8`` (to pick other kinds of product), ``everyday.NOW`` and
``build_workspace_job``, the set-shape tests, and the commit that registered ``everyday-dev9``.

Each workspace is ONE software product's developer memory, what a VS Code user builds with
``@memory remember`` over a year. Four kinds of product not named in the docstrings read: a ski
resort's lift ticket, rental and ski school platform (online day tickets, rental fittings and DIN
settings, lift status in the app, season passes, ski patrol reports, webcams, the grooming plan), a
winery's wine club and direct-to-consumer shipping platform (club releases, a parcel carrier with
21+ signatures, state shipping compliance, tasting room bookings, library wines, heat holds), a
recruitment agency's applicant tracking system (CV parsing, multiposting to job boards, interview
booking, right to work checks, placement fees, contractor timesheets and pay) and a summer camp's
registration and parent app (medical forms, deposits, an Android parent app, sibling discounts,
cabins, an allergy list for the kitchen, authorised pickups, staff ratios). 20 memories each (80),
remembered over more than a year (2–400 days ago), 38 of the 80 with a topic (as ``#topic text`` in
the chat sends it), typed as developers type into chat (short, some lower case, abbreviations, three
typos and two in questions, "lol"), some of two sentences or with the reason, and eight recent side
remarks or incidents (2–5 days old: an icy saturday with 11 patrol reports, a tall 7 year old "under
6", two shipments cooked on arizona porches, a corked bottle mailed back that leaked, three duplicate
john smiths, contractors paid late after a bank holiday, a flooded kitchen that soaked the allergy
list, an uncle not on the pickup list) that mention a question's words in passing without answering
it; and 44 questions, each answered by exactly one memory, short and casual.

Shaped like a typical held-out set: 15 replaced, 11 plain, 8 side-remark, 5 stopwords (the only
words a question shares with a wrong memory are "what", "do", "we", "use" and the like) and 5
word-form (groomed / grooming, charged / charge, signing / signed with "contractor(s)" around,
cancellation / cancel, ratios / ratio with "counsellors" around). ``PHRASING`` uses all seven labels of
``everyday_check``. ``REPLACES`` holds 16 labelled pairs, one of them a chain of three (the binding
form for rentals: filled in on paper at the counter → "rental paperwork is on ipads in the shop now,
people sign with a finger …" → "weight, height, skier type and boot sole length get asked at online
checkout, the counter only scans the QR …", which says neither "rental", "binding" nor "form"; the
question, "where do rental customers fill in the binding form?", is answered by the last). The
changes are worded in many ways, most sharing few or none of the question's words: a pricing model
gone live ("revenue team went live with demand-based pricing for lift tickets: a february saturday
can hit 140 …", asked about as "a day pass online"), a hand-over signed by the old owner ("handing
lesson bookings to Aiko from today, I'm on the snowmaking telemetry full time … - jonas"), a data
source nobody keeps anymore ("lift ops open and close lifts straight in the Skidata console …",
asked about as "the gsheet"), a new schedule with its reason ("spring and fall releases only for the
club going forward, the warehouse couldn't keep up with four"), a closed account ("closed the fedex
account in august after the claims mess, UPS picks up every afternoon …"), a renewal priced out
("… run through Avalara for Beverage since the shipcompliant renewal came in at double"), the new
product alone with a date ("Tock for tastings from the 1st, prepaid so the no-shows stop"), a
contract lapsed in an acquisition ("resumes go through Textkernel's Extract since the sovren deal
lapsed …", asked about as "CVs"), the new tool alone with its price ("idibu pushes every ad out to the
boards now …", asked about as "what replaced broadbean?"), a change inside a standup note with other
news ("monday standup: candidates now pick their own interview slot from a Calendly round robin link,
Hassan's off till the 14th, and the coffee machine works again"), a digital check instead of a
photocopy ("… checked digitally through Yoti (our IDSP), the photocopier can retire", asked about as
"RTW checks"), a form folded into sign-up ("the health questionnaire is part of signing up online
since spring …" for a paper medical form), a value in new words ("we take 250 up front to hold a
place, still not refundable …" for a 100 dollar deposit, the one of the 16 newer memories that shares
a topic with what it replaces) and a version floor naming neither the app nor the old version
("bumped minSdk to 28 with the photo feed release"). In every pair the OLD memory shares at least as
many of the question's words as the new one, in most of them more. All 11 plain questions are
answered by an OLD decision (310–360 days) that is still true, with a newer memory around it (8–22
days) that shares its words and looks like a change but is not one: a wish waiting on someone
(a bring-a-friend day "waiting on finance", thursday timesheets "nobody's asked the clients yet"), a
one-off ("reprinted a lost pass without the card fee …, one-off"), a request not decided (a member who
wants to skip two shipments, "asked finance"; a sommelier asking for a case of library cab, "we'd check
with the winemaker"; a 15% fee "Dana's still negotiating"; a phone for an insulin pump app, "the nurse
is calling her"), a move looked at and dropped (shopify for the webshop, "same story"), a wish for
later ("would be nice if consent emails showed up on the candidate timeline …") and ideas for next
summer (a bigger sibling discount "mulling", mixed-age cabins "just an idea for now").

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev10"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "ski": [
        ("rental-paper", "rental customers fill in the binding release form on paper at the counter (height, weight, "
                         "skier type) and the tech sets the DIN from it", "rentals", 400),
        ("rental-ipad", "rental paperwork is on ipads in the shop now, people sign with a finger and the tech reads "
                        "the settings off the screen", None, 220),
        ("rental-online", "weight, height, skier type and boot sole length get asked at online checkout, the counter "
                          "only scans the QR and hands the skis over", None, 25),
        ("price-fixed", "a day ticket is 89 at the window and 79 online, same price all season", "tickets", 380),
        ("price-dynamic", "revenue team went live with demand-based pricing for lift tickets: a february saturday can "
                          "hit 140, a quiet april tuesday 55", None, 45),
        ("school-jonas", "Jonas owns the ski school booking flow and its Stripe integration", "skischool", 350),
        ("school-aiko", "handing lesson bookings to Aiko from today, I'm on the snowmaking telemetry full time. ping "
                        "her not me - jonas", None, 30),
        ("lifts-sheet", "lift status in the app comes from a google sheet that lift ops update each morning", "app",
         370),
        ("lifts-feed", "lift ops open and close lifts straight in the Skidata console and the app reads that feed, "
                       "nobody touches the sheet anymore", None, 60),
        ("discount", "season pass holders get 20% off rentals and ski school lessons", "season pass", 345),
        ("discount-friend", "marketing would like a free bring-a-friend day in march for season pass holders, waiting "
                            "on finance", None, 14),
        ("lost-pass", "a lost pass gets blocked and reprinted at any ticket window for a 10 dollar card fee", None,
         360),
        ("lost-pass-free", "night shift reprinted a lost pass without the card fee for a crying kid, one-off, please "
                           "don't make it a thing", None, 9),
        ("incidents", "ski patrol files incident reports in the patrol app, they sync to the insurance drive every "
                      "night", "patrol", 220),
        ("side-incidents", "icy saturday, patrol filed 11 incident reports before lunch, mostly on the blue runs",
         None, 4),
        ("kids-free", "kids under 6 ski free but still need a pass, the window issues it against a passport or birth "
                      "certificate", None, 180),
        ("side-kids", "a mum insisted her very tall 7 year old was under 6 to get the free pass, window staff held "
                      "firm lol", None, 3),
        ("webcams", "the webcams on the website are Roundshot, a new still every 10 minutes", "website", 240),
        ("grooming", "the head groomer sets the night's grooming plan at 4pm and it gets pushed to the tablets in the "
                     "cats", "grooming", 160),
        ("gates", "the gates and the ticket window POS are Skidata, we only talk to it through their DTA api",
         "tickets", 300),
    ],
    "winery": [
        ("club-4x", "club shipments go out four times a year, march, june, september and december", "club", 390),
        ("club-2x", "spring and fall releases only for the club going forward, the warehouse couldn't keep up with "
                    "four", None, 50),
        ("carrier-fedex", "wine orders ship with FedEx, adult signature 21+ required at the door", "shipping", 370),
        ("carrier-ups", "closed the fedex account in august after the claims mess, UPS picks up every afternoon and "
                        "handles the 21+ signature", None, 70),
        ("compliance-sc", "ShipCompliant checks every order against the state's shipping rules and files our monthly "
                          "reports", "compliance", 360),
        ("compliance-avalara", "state checks and the excise filings run through Avalara for Beverage since the "
                               "shipcompliant renewal came in at double", None, 40),
        ("tasting-opentable", "tasting room reservations come in through OpenTable, walk-ins if there's room",
         "tasting room", 340),
        ("tasting-tock", "Tock for tastings from the 1st, prepaid so the no-shows stop", None, 20),
        ("skip", "club members can skip one shipment a year without losing their membership", "club", 345),
        ("skip-ohio", "member in ohio wants to skip two shipments in a row because she's moving, asked finance what "
                      "they think", None, 15),
        ("inventory", "webshop and club inventory live in Commerce7, the warehouse prints pick lists from it",
         "webshop", 330),
        ("inventory-shopify", "had another look at shopify for the webshop at the wine summit, same story, no proper "
                              "club features", None, 22),
        ("library", "library wines (older vintages) are for members only, max 2 bottles each per release", None, 310),
        ("library-somm", "the sommelier from the bistro downtown asked to buy a case of the 2015 library cab, told "
                         "him we'd check with the winemaker", None, 8),
        ("heat", "heat hold: nothing ships when the forecast where it's going is over 85F, orders wait in the cold "
                 "room", "shipping", 200),
        ("side-heat", "two shipments to arizona cooked on porches in the heat this week, replacements are out", None,
         3),
        ("corked", "corked bottle: the customer sends a photo and will recieve a replacement, no need to return the "
                   "bottle", "returns", 210),
        ("side-corked", "a customer mailed a corked bottle back to us anyway, it leaked all over the post office lol",
         None, 5),
        ("klaviyo", "email campaigns and release announcements go through Klaviyo", None, 250),
        ("charge", "the club charge runs on the 1st of a shipment month, failed cards are retried three times",
         "billing", 230),
    ],
    "agency": [
        ("cv-sovren", "uploaded CVs are parsed by Sovren into candidate profiles and the skills get tagged", "cvs",
         385),
        ("cv-textkernel", "resumes go through Textkernel's Extract since the sovren deal lapsed after the acquisition",
         None, 55),
        ("boards-broadbean", "jobs are multiposted to Indeed, Totaljobs and LinkedIn through Broadbean", "job boards",
         370),
        ("boards-idibu", "idibu pushes every ad out to the boards now, a fraction of the per-seat price for a team our "
                         "size", None, 35),
        ("interviews-email", "consultants book candidate interviews over email and add them to the shared outlook "
                             "calendar", "interviews", 350),
        ("interviews-calendly", "monday standup: candidates now pick their own interview slot from a Calendly "
                                "round robin link, Hassan's off till the 14th, and the coffee machine works again",
         None, 24),
        ("rtw-passport", "right to work checks are done in person, we look at the passport and keep a signed "
                         "photocopy", "compliance", 340),
        ("rtw-yoti", "British and Irish passports get checked digitally through Yoti (our IDSP), the photocopier can "
                     "retire", None, 30),
        ("fee", "standard placement fee is 18% of first-year salary with a 12 week rebate period", "fees", 360),
        ("fee-volume", "a client is pushing for a 15% placement fee on a volume deal for 10 hires, Dana's still "
                       "negotiating", None, 12),
        ("timesheets", "contractor timesheets are approved by the client in the portal every friday", "timesheets",
         345),
        ("timesheets-thu", "payroll would love timesheets approved on thursdays so they can run pay a day earlier, "
                           "nobody's asked the clients yet", None, 16),
        ("consent", "a candidate is only submitted to a client after they've agreed by email to that specific role",
         "compliance", 320),
        ("consent-log", "would be nice if consent emails showed up on the candidate timeline by themselves, Leo said "
                        "he'd look at it after the bullhorn upgrade", None, 10),
        ("duplicates", "duplicate candidates are merged automatically when the email or mobile number matches",
         "data", 210),
        ("side-duplicates", "found three duplicate candidates all called john smith with different emails, merged "
                            "them by hand", None, 4),
        ("pay", "contractors are paid weekly on friday, umbrella companies invoice us on the monday before",
         "payroll", 180),
        ("side-pay", "two contractors got paid a day late because of the bank holiday, both rang the office", None,
         2),
        ("phones", "office phones are RingCentral, calls get recorded and kept in a seperate folder for training",
         None, 260),
        ("signing", "client terms and candidate offer letters are signed in DocuSign, the copy gets saved on the "
                    "record", None, 230),
    ],
    "camp": [
        ("medical-paper", "parents fill in the medical form on paper at drop-off on the first day", "medical", 395),
        ("medical-online", "the health questionnaire is part of signing up online since spring, the nurse reads them "
                           "all the week before camp", None, 65),
        ("deposit-100", "a 100 dollar deposit holds a spot, non-refundable", "payments", 365),
        ("deposit-250", "we take 250 up front to hold a place, still not refundable. too many families were booking "
                        "three camps and dropping two", "payments", 40),
        ("android-8", "the parent app supports android 8 and up, lots of families have hand-me-down phones", "app",
         330),
        ("android-28", "bumped minSdk to 28 with the photo feed release", None, 28),
        ("sibling", "sibling discount is 10% for the second kid and every one after", "pricing", 350),
        ("sibling-3", "finance is mulling a bigger sibling discount for families with 3+ kids next summer", None, 13),
        ("phones-camper", "campers can't have phones, they're collected at check-in and handed back on the last day",
         "rules", 340),
        ("phones-pump", "a parent asked if her son can keep his phone for his insulin pump app, the nurse is calling "
                        "her tommorow", None, 9),
        ("cabins", "campers are put in cabins by age and gender, each kid can request one buddy", "cabins", 325),
        ("cabins-mix", "counsellors want to mix ages in the older cabins next summer, just an idea for now", None, 11),
        ("allergy", "the nurse prints the allergy list for the kitchen the day before each session starts", "medical",
         200),
        ("side-allergy", "the kitchen flooded on tuesday and the allergy list on the wall got soaked, taped up a new "
                         "one", None, 3),
        ("pickup", "only adults on the authorised list can pick up a camper, ID gets checked at the gate", "safety",
         190),
        ("side-pickup", "an uncle showed up to pick up the nguyen twins and wasn't on the list, we called their mum "
                        "first", None, 5),
        ("campminder", "the registration site is CampMinder, we don't host any of it ourselves", None, 280),
        ("mailchimp", "the parent newsletter goes out through Mailchimp every other friday", None, 250),
        ("cancel", "families who cancel before may 1 get everything back except the deposit, after that it's 50%",
         "payments", 220),
        ("ratio", "staff ratio is one counsellor per 8 campers, one per 6 for the under-9s", "staffing", 170),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "ski": [
        ("ski-rental", "where do rental customers fill in the binding form?", "rental-online", "replaced"),
        ("ski-price", "how much is a day pass online?", "price-dynamic", "replaced"),
        ("ski-school", "who's in charge of the ski school booking flow?", "school-aiko", "replaced"),
        ("ski-lifts", "is lift status still coming from the gsheet?", "lifts-feed", "replaced"),
        ("ski-discount", "what discount do season pass holders get?", "discount", "plain"),
        ("ski-lostpass", "how do we handle a lost pass?", "lost-pass", "plain"),
        ("ski-incidents", "where do patrol incident reports get filed?", "incidents", "side-remark"),
        ("ski-kids", "how do kids under 6 get their free pass?", "kids-free", "side-remark"),
        ("ski-webcams", "what do we use for the webcams?", "webcams", "stopwords"),
        ("ski-groomed", "who decides which runs get groomed tonight?", "grooming", "word-form"),
    ],
    "winery": [
        ("winery-club", "how often do club shipments go out?", "club-2x", "replaced"),
        ("winery-carrier", "who ships our wine orders?", "carrier-ups", "replaced"),
        ("winery-compliance", "do we still use shipcompliant for state shipping rules?", "compliance-avalara",
         "replaced"),
        ("winery-tasting", "how do people book a tasting?", "tasting-tock", "replaced"),
        ("winery-skip", "can club members skip a shipment?", "skip", "plain"),
        ("winery-inventory", "where is webshop inventory managed?", "inventory", "plain"),
        ("winery-library", "who can buy library wines?", "library", "plain"),
        ("winery-heat", "when do we hold shipments because of heat?", "heat", "side-remark"),
        ("winery-corked", "what do we do when a customer gets a corked bottle?", "corked", "side-remark"),
        ("winery-email", "what do we use for email campaigns?", "klaviyo", "stopwords"),
        ("winery-charged", "when are club members charged?", "charge", "word-form"),
    ],
    "agency": [
        ("agency-cvs", "what parses the CVs?", "cv-textkernel", "replaced"),
        ("agency-boards", "what replaced broadbean?", "boards-idibu", "replaced"),
        ("agency-interviews", "how do we book interveiws with candidates?", "interviews-calendly", "replaced"),
        ("agency-rtw", "how do we do RTW checks?", "rtw-yoti", "replaced"),
        ("agency-fee", "what's our placement fee?", "fee", "plain"),
        ("agency-timesheets", "when do clients approve contractor timesheets?", "timesheets", "plain"),
        ("agency-consent", "do we need a candidate's ok before we send their CV to a client?", "consent", "plain"),
        ("agency-duplicates", "how are duplicate candidates handled?", "duplicates", "side-remark"),
        ("agency-pay", "how often are contractors paid?", "pay", "side-remark"),
        ("agency-phones", "what do we use for the phones?", "phones", "stopwords"),
        ("agency-signing", "how does contract signing work?", "signing", "word-form"),
    ],
    "camp": [
        ("camp-medical", "when do parents fill in the medical form?", "medical-online", "replaced"),
        ("camp-deposit", "how much is the deposit to hold a spot?", "deposit-250", "replaced"),
        ("camp-android", "what's the oldest android the parent app runs on?", "android-28", "replaced"),
        ("camp-sibling", "what's the sibling discount?", "sibling", "plain"),
        ("camp-phones", "do campers get to keep there phones?", "phones-camper", "plain"),
        ("camp-cabins", "how do we assign campers to cabins?", "cabins", "plain"),
        ("camp-allergy", "how does the kitchen get the allergy list?", "allergy", "side-remark"),
        ("camp-pickup", "who's allowed to pick up a camper?", "pickup", "side-remark"),
        ("camp-registration", "what do we use for registration?", "campminder", "stopwords"),
        ("camp-newsletter", "what do we use for the newsletter?", "mailchimp", "stopwords"),
        ("camp-cancellation", "what's the cancellation policy?", "cancel", "word-form"),
        ("camp-ratios", "what ratios do we keep for counsellors?", "ratio", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "ski-rental": "plain", "ski-price": "synonym", "ski-school": "plain", "ski-lifts": "alias",
    "ski-discount": "plain", "ski-lostpass": "plain", "ski-incidents": "plain", "ski-kids": "plain",
    "ski-webcams": "plain", "ski-groomed": "plain",
    "winery-club": "plain", "winery-carrier": "plain", "winery-compliance": "still-use", "winery-tasting": "plain",
    "winery-skip": "plain", "winery-inventory": "plain", "winery-library": "plain", "winery-heat": "plain",
    "winery-corked": "plain", "winery-email": "plain", "winery-charged": "plain",
    "agency-cvs": "synonym", "agency-boards": "switched-from", "agency-interviews": "plain",
    "agency-rtw": "abbreviation", "agency-fee": "plain", "agency-timesheets": "plain", "agency-consent": "synonym",
    "agency-duplicates": "plain", "agency-pay": "plain", "agency-phones": "plain", "agency-signing": "plain",
    "camp-medical": "plain", "camp-deposit": "plain", "camp-android": "version", "camp-sibling": "plain",
    "camp-phones": "plain", "camp-cabins": "plain", "camp-allergy": "plain", "camp-pickup": "plain",
    "camp-registration": "plain", "camp-newsletter": "plain", "camp-cancellation": "plain", "camp-ratios": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run. A chain of three is two pairs.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "ski": [("rental-paper", "rental-ipad"), ("rental-ipad", "rental-online"), ("price-fixed", "price-dynamic"),
            ("school-jonas", "school-aiko"), ("lifts-sheet", "lifts-feed")],
    "winery": [("club-4x", "club-2x"), ("carrier-fedex", "carrier-ups"), ("compliance-sc", "compliance-avalara"),
               ("tasting-opentable", "tasting-tock")],
    "agency": [("cv-sovren", "cv-textkernel"), ("boards-broadbean", "boards-idibu"),
               ("interviews-email", "interviews-calendly"), ("rtw-passport", "rtw-yoti")],
    "camp": [("medical-paper", "medical-online"), ("deposit-100", "deposit-250"), ("android-8", "android-28")],
}


def load_everyday_dev10() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
