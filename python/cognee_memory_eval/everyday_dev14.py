"""Everyday questions, another CONSTRUCTED set (``everyday-dev14``) — not external data, a development set.

Written after dev12 and dev13 were registered, by a helper ("dev14"), so that the team can measure its
ranking on questions it did not tune on (the first run, kept back as a check), and then STUDY the misses:
once studied it is not held out; but it was written like a sealed set, without knowledge of the ranking.
Its author did not read the ranking, retrieval or update-detection code, ``docs/updates.md``,
``docs/evaluation.md`` (but for where to put this set's section and the shape of dev13's), the evaluation
report or its results, the changelog, or any other dev set's data, and did not open the sealed sets
(``everyday_blind*``, ``everyday_holdout``) at all. Seen: ``everyday_dev13`` as the file's template
(structure and conventions — its docstring and data structures — not to copy its content), the workspace
names of the other unsealed sets (grepped, to pick other kinds of product), the dev12 and dev13 helpers'
notes, ``everyday_check``'s phrasing labels, the set-shape tests, and the commit that registered
``everyday-dev13``.

Each workspace is ONE software product's developer memory, what a VS Code user builds with
``@memory remember`` over a year. Four kinds of product not used before: a print shop's web-to-print
ordering site (proofs, the courier, artwork checks, business card runs, paper customers bring in, same
day jobs, colour complaints, the digital press breaking down, invoicing, hosting, laminating), an organic
farm's veg box subscriptions (the subscription platform, delivery days, the weekly packing list, box
prices, swaps, organic certification, the delivery radius, nobody in, mouldy veg, the newsletter,
pausing), a dog boarding kennels' booking app (the Django version, the kennel cough jab, the front desk
card reader, daily photo updates, owners' own food, dogs sharing a kennel, entire males in daycare, a dog
getting out, a sick dog, grooming, walks) and a house removals company's quote and job system (the quote
tool, the deposit, home surveys, pianos, goods in transit cover, the packing service, damage on a job,
keys not released, timesheets, fuel cards, storage). 20 memories each (80), remembered over more than a
year (2–400 days ago), 34 of the 80 with a topic, typed as people type into chat (short, mostly lower
case, abbreviations like "kc", "wks", "hrs", "yr", "pls", "py", "weds", "thurs", "v", typos — untill,
definately, wierd — and one in a question, servce, two "lol"), some with the reason first or two bits of
news, a few written like a log ("standup: …", "Nadia's rule: …", "farm meeting q: …", "meeting q: …"),
and eight recent side remarks or incidents (2–5 days old: a customer unhappy her flyers came out darker
than on her screen, the digital press breaking down for a morning, nobody in at a block of flats with a
changed door code, mouldy strawberries in three boxes, a whippet out of the yard, a dog sick in the night,
a wardrobe dropped on the stairs, three hours waiting outside a house for keys) that use a question's words
without answering it; and 44 questions, each answered by exactly one memory, short and casual.

Shaped like a typical held-out set: 15 replaced, 11 plain, 8 side-remark, 5 stopwords (the only words a
question shares with a wrong memory are "what", "do", "we", "use", "where" and the like) and 5 word-form
(laminated / laminating, pause / pausing with "box" all around, groomed / grooming, walked / walks, store /
storage). ``PHRASING`` uses all seven labels of ``everyday_check``. ``REPLACES`` holds 16 labelled pairs,
one of them a chain of three (approving proofs: a pdf by email that the customer replies to → "built a
sign-off page on the shop …" → "ziflow is live … the home made page is dead", neither of which says
"approve", "proof" or "customer"; the question, "how do customers approve their proofs?", is answered by
the last). The changes are worded in ways that lean little on "switched to", "moved to" or "replaced",
and none of the 16 newer memories shares a topic with what it replaces; in every pair the OLD memory
shares at least as many of the question's words as the new one (5-char stems, stopwords dropped): the
reason first and a vendor from a day ("dpd lost 3 pallets of banners in one month. parcelforce collects
from monday …", asked "which courier do we use for orders going out?"), something bought that makes a
person's chore moot ("bought enfocus pitstop server. it fixes or bounces dodgy pdfs on upload by itself so
kev can finally stop doing it by hand lol", asked "who checks artwork files before they get printed?"), a
new number with its reason and no old value ("paper went up again so cards are 500 a go at least …",
asked "what's the minimum order for business cards?"), vendor names and a date only ("shopify + recharge
since the 1st …", asked as "are we still on WooCommerce Subscriptions?" after "the woo subs plugin"), a
changed day with its reason first ("drivers kept getting stuck behind the market so town round is weds
now …"), a hand-off told by the old owner inside a standup with other news ("standup: i'm off on mat
leave from the 14th!! joel's got the monday export + list from now … - marta", asked "who makes the
packing list?"), a new price with no old one ("smalls are £16 from the april renewals …"), a bare version
("finally got us onto 4.2 LTS + py 3.12 …", asked "which django version is the booking app on?"), a rule
with its reason first ("after the outbreak in july every dog needs the intranasal kc vaccine …", asked
"is the kc jab optional for boarders?"), a vendor from today with the old one left unnamed ("Zettle from
today, the old reader kept dropping off the wifi …", asked "are we still using sumup at the front
desk?"), a hand-off told by the new owner ("i've got the pupdates now … - sam", asked "who sends owners
the daily photo updates?"), a go-live date ("MoveMan goes live on the 3rd …", asked "what replaced the
quote spreadsheet?"), a rule with its reason first ("two no shows in a month cost us a full crew day
each. from now on its 25% to book …") and a person's rule ("Nadia's rule: every survey's a video call now
…", asked "who does the home surveys?"). All 11 plain questions are answered by an OLD decision
(300–340 days) that is still true, with a newer memory around it (8–15 days) that shares its words and
looks like a change but is not one: a request passed on (printing on a customer's own handmade paper,
stocking raw food, a grand piano), a wish list (same day on banners, family suites for 3–4 dogs), a
question asked at a meeting and parked (dropping the organic certification, entire males in daycare),
customers asking (swapping kale), someone out of range wanting a box, a plan for next year (more goods
in transit cover) and a suggestion not decided (a fragile-only packing option).

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev14"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "printshop": [
        ("proofs-email", "proofs go out as a pdf on email, customer replies to approve and whoever's on the "
                         "counter ticks it off in the orders sheet", "proofs", 400),
        ("proofs-page", "built a sign-off page on the shop: client logs in, sees the pdf, one button for go ahead "
                        "or 'changes pls'. no more digging through the inbox for 'looks good x'", None, 230),
        ("proofs-ziflow", "ziflow is live. link goes out from the job screen, they mark up the artwork and sign "
                          "off in there, we get a slack ping. the home made page is dead, don't fix bugs in it",
         None, 20),
        ("courier-dpd", "DPD is our courier for all outgoing orders, labels come off their portal, they collect "
                        "at 4", "shipping", 340),
        ("courier-pf", "dpd lost 3 pallets of banners in one month. parcelforce collects from monday, same 4pm "
                       "slot", None, 45),
        ("preflight-kev", "kev checks every uploaded file before it goes to print - bleed, 300dpi, cmyk, fonts "
                          "outlined. nothing goes on the press without his ok", "artwork", 300),
        ("preflight-pitstop", "bought enfocus pitstop server. it fixes or bounces dodgy pdfs on upload by itself "
                              "so kev can finally stop doing it by hand lol", None, 60),
        ("cards-250", "business cards sell in 250s minimum, nobody wants 50 of anything", "pricing", 320),
        ("cards-500", "paper went up again so cards are 500 a go at least, changed the dropdown on the product "
                      "page", None, 70),
        ("own-paper", "we don't print on paper people bring in. it jams the indigo and voids the service "
                      "contract", "policy", 330),
        ("own-paper-ask", "wedding fair guy asked if we'd print his invites on his own handmade paper, said i'd "
                          "ask dom and get back to him", None, 12),
        ("rush", "same day = digital jobs in before 10am only, +50% on the price. litho is never same day",
         "turnaround", 310),
        ("rush-wish", "wish list: same day on banners once the latex printer's bedded in. maybe next year if we "
                      "get another pair of hands", None, 15),
        ("colour", "colour complaints: free reprint only if the file was cmyk and we didnt send a hard proof. "
                   "rgb files are on the customer, the checkout makes them tick that", None, 280),
        ("colour-mrs-h", "mrs h back in about her flyers looking darker than on her screen, showed her the rgb "
                         "box she ticked. she wasnt impressed", None, 3),
        ("press-down", "if the indigo goes down ring HP (contract no. is on the side of the machine) and send "
                       "urgent digital work to Printcraft across town, they do it at cost for us", "equipment",
         250),
        ("press-jam", "indigo broke down at 11 (wierd noise then a jam in the fuser), back up by lunch, one job "
                      "went out late", None, 2),
        ("invoices", "invoices come out of xero, the order system pushes them across every night", None, 200),
        ("hosting", "site's on a digitalocean droplet (lon1), nightly backups to backblaze", "infra", 180),
        ("laminating", "laminating is 40p an A4 sheet, 80p for A3, gloss or matt", None, 150),
    ],
    "vegbox": [
        ("subs-woo", "box subscriptions run on the woo subs plugin, renewals charge every sunday night", "shop",
         380),
        ("subs-shopify", "shopify + recharge since the 1st. 212 subs came across, 3 failed cards to chase", None,
         60),
        ("town-thu", "town boxes are delivered thursdays, the villages on fridays", "delivery", 330),
        ("town-wed", "drivers kept getting stuck behind the market so town round is weds now, villages stay "
                     "friday", None, 50),
        ("packing-marta", "Marta does the packing list every monday from the order export", "packing", 290),
        ("packing-joel", "standup: i'm off on mat leave from the 14th!! joel's got the monday export + list from "
                         "now, showed him twice. also tunnel 3 plastic finally fixed - marta", None, 35),
        ("price-small", "small box is 14 quid, medium 19, large 25, free delivery", "pricing", 360),
        ("price-16", "smalls are £16 from the april renewals, emailed everyone", None, 75),
        ("swaps", "no swapping single items but everyone can set up to 3 veg they never want in their account "
                  "(beetroot tops the list lol)", "boxes", 340),
        ("swaps-ask", "3 people emailed this week wanting to swap out kale for something else. maybe do a poll?",
         None, 10),
        ("organic", "everything we grow is soil association certified. bought in fruit (bananas, citrus) is "
                    "organic but not ours, the box note says so", "organic", 310),
        ("organic-q", "farm meeting q: do we keep paying for the soil association cert? fee went up 20%. parked "
                      "till autumn", None, 14),
        ("radius", "we deliver within 15 miles of the farm, the postcode check on signup blocks anyone further",
         "delivery", 300),
        ("radius-ludlow", "bloke in ludlow really wants a box, he's 22 miles out. said i'd ask if joel's round "
                          "could stretch that far", None, 9),
        ("nobody-in", "if nobody's in the box goes wherever their delivery note says (porch, shed, behind the "
                      "bin), photo in the driver app. never on a doorstep in full sun", None, 270),
        ("nobody-elm", "driver says nobody in at the elm rd flats again + door code's changed, brought the box "
                       "back to the farm", None, 4),
        ("bad-veg", "anything that arrives damaged or gone off gets credited on their next box, no photo needed. "
                    "just say sorry", "complaints", 240),
        ("mouldy", "mouldy strawberries in 3 boxes this morning, all off the same tray. binned the rest of the "
                   "tray", None, 2),
        ("newsletter", "the weekly whats-in-the-box newsletter goes out thru mailerlite friday am, with 2 recipes",
         None, 190),
        ("pausing", "pausing or cancelling has to be done by midnight monday for that weeks box, after that its "
                    "packed", None, 160),
    ],
    "kennels": [
        ("django-32", "booking app is django 3.2 on python 3.8. don't upgrade untill the calendar widget is gone",
         "stack", 390),
        ("django-42", "finally got us onto 4.2 LTS + py 3.12, fullcalendar in, all tests green", None, 30),
        ("kc-optional", "dogs have to be up to date on core jabs to board. kennel cough vaccine is recommended "
                        "but optional", "vaccinations", 350),
        ("kc-required", "after the outbreak in july every dog needs the intranasal kc vaccine at least 2 wks "
                        "before they arrive, no exceptions. booking form asks for the date", None, 70),
        ("card-sumup", "card payments at the front desk go through the sumup reader, cash in the safe",
         "payments", 320),
        ("card-zettle", "Zettle from today, the old reader kept dropping off the wifi. pin's on the fridge", None,
         40),
        ("pupdates-beth", "Beth sends the daily photo updates to owners every afternoon from the kennel phone",
         "owners", 260),
        ("pupdates-sam", "i've got the pupdates now, beth's at college 3 days a week. doing them at 4 off the "
                         "ipad - sam", None, 25),
        ("food", "owners can bring their own food, portioned + labelled, no charge. raw fed dogs: frozen in daily "
                 "bags pls", "feeding", 340),
        ("food-raw", "couple of owners asked if we'd stock raw food ourselves and charge for it. told them we'd "
                     "look into it", None, 11),
        ("sharing", "dogs from the same household can share a run if the owner signs the sharing form, max 3 to "
                    "a run", "kennels", 330),
        ("suites", "would love a couple of big family suites for 3-4 dogs, beth's sketching ideas for the old "
                   "barn", None, 8),
        ("entire", "entire males over 12 months can board but can't join group daycare. bitches in season not "
                   "taken at all", "daycare", 310),
        ("entire-q", "meeting q: should entire males be allowed into daycare if they pass an assessment? no "
                     "decision, jo wants to see what other places do", None, 13),
        ("escape", "escaped dog: shut the main gate, two people out with leads + treats, ring the owner within "
                   "10 mins, write it up in the incident book", "safety", 280),
        ("escape-pip", "pip the whippet got out of the yard again this morning, caught her by the bins. fence guy "
                       "coming thurs", None, 3),
        ("sick", "any dog off its food for 24h or being sick: ring the owner, then Riverside vets (account in our "
                 "name), owner settles the bill at pickup", "health", 250),
        ("sick-bramble", "bramble was sick twice in the night, think she ate a sock. fine now, told the owner at "
                         "pickup", None, 2),
        ("grooming", "grooming's by appointment tues + thurs, bath & dry £25, full groom £45, done on their last "
                     "day", None, 200),
        ("walks", "every boarder gets two 20 min walks a day plus yard time, reactive ones go out solo", None,
         170),
    ],
    "removals": [
        ("quotes-sheet", "quotes get built in the big google spreadsheet (cubic ft tab) then pasted into the word "
                         "template", "quotes", 370),
        ("quotes-moveman", "MoveMan goes live on the 3rd. surveyors do the room by room list on the tablet and it "
                           "spits out the pdf", None, 55),
        ("deposit-10", "we take 10% deposit to hold a moving date, the rest on the day", "bookings", 340),
        ("deposit-25", "two no shows in a month cost us a full crew day each. from now on its 25% to book and the "
                       "balance 48hrs before the move", None, 65),
        ("surveys-gary", "Gary does all the home surveys, books them in the shared calendar", "surveys", 300),
        ("surveys-nadia", "Nadia's rule: every survey's a video call now, even the big houses. she books and runs "
                          "them from the office", None, 28),
        ("piano", "pianos: uprights yes, piano trolley + 3 lads, +£150. grands go to Hadley Piano Movers, we "
                  "definately dont touch them", "specialist", 330),
        ("piano-ask", "lady on the hill st job asked if we'd take her grand piano as well, said i'd check with "
                      "gary", None, 10),
        ("transit", "goods in transit cover is £50k per load. anything worth more, the customer declares it on "
                    "the booking form", "insurance", 320),
        ("transit-plan", "plan for next yr: look at upping goods in transit to 75k now we're doing more big "
                         "houses", None, 12),
        ("packing", "full packing service is the day before the move, £35/hr per packer, boxes on top",
         "packing", 310),
        ("packing-idea", "sarah suggested a 'fragile only' packing option for people who want to do the rest "
                         "themselves. sounds good, not decided", None, 9),
        ("damage", "damage on a job: photo it, note it on the job sheet, claim form emailed to the customer same "
                   "day. never admit fault on the doorstep", "claims", 280),
        ("damage-carter", "lads dropped a wardrobe on the stairs at the carter job, wardrobe's fine but theres a "
                          "dent in the wall. photos in the group chat", None, 2),
        ("keys", "if the buyers keys aren't released by 2pm the load stays on the van overnight in our locked "
                 "yard, £120 waiting charge", "completion", 260),
        ("keys-ferris", "sat outside the ferris rd house for 3 hrs waiting on keys today, solicitors fault. "
                        "customer v stressed", None, 4),
        ("timesheets", "timesheets are on Deputy, lads clock in when they get to the yard", None, 190),
        ("fuel", "fuel cards are allstar, one per van, receipts go in the app", None, 170),
        ("storage", "storage is containerised at the yard, £25 a week per container, 4 wks minimum", None, 150),
        ("vans", "fleet: 3 lutons + the 7.5t. the 7.5 tonner needs C1 so only gary or mick drive it", "vans",
         200),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "printshop": [
        ("printshop-proofs", "how do customers approve their proofs?", "proofs-ziflow", "replaced"),
        ("printshop-courier", "which courier do we use for orders going out?", "courier-pf", "replaced"),
        ("printshop-artwork", "who checks artwork files before they get printed?", "preflight-pitstop",
         "replaced"),
        ("printshop-cards", "what's the minimum order for business cards?", "cards-500", "replaced"),
        ("printshop-paper", "can customers bring their own paper for us to print on?", "own-paper", "plain"),
        ("printshop-rush", "how much extra do we charge for same day?", "rush", "plain"),
        ("printshop-colour", "what do we do when someone's colours come out different to their screen?",
         "colour", "side-remark"),
        ("printshop-press", "what happens if the digital press breaks down mid job?", "press-down",
         "side-remark"),
        ("printshop-invoicing", "what do we use for invoicing?", "invoices", "stopwords"),
        ("printshop-hosting", "where's the site hosted?", "hosting", "stopwords"),
        ("printshop-laminate", "how much to get something laminated?", "laminating", "word-form"),
    ],
    "vegbox": [
        ("vegbox-woo", "are we still on WooCommerce Subscriptions?", "subs-shopify", "replaced"),
        ("vegbox-town", "what day do town boxes get delivered?", "town-wed", "replaced"),
        ("vegbox-packing", "who makes the packing list?", "packing-joel", "replaced"),
        ("vegbox-small", "how much is a small box?", "price-16", "replaced"),
        ("vegbox-swaps", "can people swap veg they don't like?", "swaps", "plain"),
        ("vegbox-organic", "is everything in the boxes certified organic?", "organic", "plain"),
        ("vegbox-radius", "how far out do we deliver?", "radius", "plain"),
        ("vegbox-nobody", "what does the driver do if nobody's in?", "nobody-in", "side-remark"),
        ("vegbox-mouldy", "what do we do if veg arrives mouldy?", "bad-veg", "side-remark"),
        ("vegbox-newsletter", "what do we use for the newsletter?", "newsletter", "stopwords"),
        ("vegbox-pause", "whats the latest someone can pause their box?", "pausing", "word-form"),
    ],
    "kennels": [
        ("kennels-django", "which django version is the booking app on?", "django-42", "replaced"),
        ("kennels-kc", "is the kc jab optional for boarders?", "kc-required", "replaced"),
        ("kennels-sumup", "are we still using sumup at the front desk?", "card-zettle", "replaced"),
        ("kennels-photos", "who sends owners the daily photo updates?", "pupdates-sam", "replaced"),
        ("kennels-food", "can owners bring their own food?", "food", "plain"),
        ("kennels-share", "can two dogs from the same family share a kennel?", "sharing", "plain"),
        ("kennels-entire", "do we take unneutered males in daycare?", "entire", "plain"),
        ("kennels-escape", "what do we do if a dog gets out of the yard?", "escape", "side-remark"),
        ("kennels-sick", "what happens if a dog gets sick while it's boarding?", "sick", "side-remark"),
        ("kennels-groomed", "how much to get a dog groomed before it goes home?", "grooming", "word-form"),
        ("kennels-walked", "how often do boarding dogs get walked?", "walks", "word-form"),
    ],
    "removals": [
        ("removals-quotes", "what replaced the quote spreadsheet?", "quotes-moveman", "replaced"),
        ("removals-deposit", "how much deposit do we take to book a date?", "deposit-25", "replaced"),
        ("removals-surveys", "who does the home surveys?", "surveys-nadia", "replaced"),
        ("removals-piano", "do we move grand pianos ourselves?", "piano", "plain"),
        ("removals-transit", "how much goods in transit cover have we got?", "transit", "plain"),
        ("removals-packing", "how much is the packing servce?", "packing", "plain"),
        ("removals-damage", "what's the process when something gets damaged on a job?", "damage",
         "side-remark"),
        ("removals-keys", "what do we do if the keys aren't released on the day?", "keys", "side-remark"),
        ("removals-timesheets", "what do we use for timesheets?", "timesheets", "stopwords"),
        ("removals-fuel", "what do we use for fuel cards?", "fuel", "stopwords"),
        ("removals-store", "can customers store furniture with us between moves?", "storage", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "printshop-proofs": "plain", "printshop-courier": "plain", "printshop-artwork": "plain",
    "printshop-cards": "plain", "printshop-paper": "plain", "printshop-rush": "plain", "printshop-colour": "plain",
    "printshop-press": "synonym", "printshop-invoicing": "plain", "printshop-hosting": "plain",
    "printshop-laminate": "plain",
    "vegbox-woo": "alias", "vegbox-town": "plain", "vegbox-packing": "plain", "vegbox-small": "plain",
    "vegbox-swaps": "plain", "vegbox-organic": "plain", "vegbox-radius": "plain", "vegbox-nobody": "plain",
    "vegbox-mouldy": "synonym", "vegbox-newsletter": "plain", "vegbox-pause": "plain",
    "kennels-django": "version", "kennels-kc": "abbreviation", "kennels-sumup": "still-use",
    "kennels-photos": "plain", "kennels-food": "plain", "kennels-share": "plain", "kennels-entire": "synonym",
    "kennels-escape": "plain", "kennels-sick": "plain", "kennels-groomed": "plain", "kennels-walked": "plain",
    "removals-quotes": "switched-from", "removals-deposit": "plain", "removals-surveys": "plain",
    "removals-piano": "plain", "removals-transit": "plain", "removals-packing": "plain",
    "removals-damage": "plain", "removals-keys": "plain", "removals-timesheets": "plain", "removals-fuel": "plain",
    "removals-store": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run. A chain of three is two pairs.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "printshop": [("proofs-email", "proofs-page"), ("proofs-page", "proofs-ziflow"), ("courier-dpd", "courier-pf"),
                  ("preflight-kev", "preflight-pitstop"), ("cards-250", "cards-500")],
    "vegbox": [("subs-woo", "subs-shopify"), ("town-thu", "town-wed"), ("packing-marta", "packing-joel"),
               ("price-small", "price-16")],
    "kennels": [("django-32", "django-42"), ("kc-optional", "kc-required"), ("card-sumup", "card-zettle"),
                ("pupdates-beth", "pupdates-sam")],
    "removals": [("quotes-sheet", "quotes-moveman"), ("deposit-10", "deposit-25"),
                 ("surveys-gary", "surveys-nadia")],
}


def load_everyday_dev14() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
