"""Everyday questions, another CONSTRUCTED set (``everyday-dev11``) — not external data, a development set.

Written after dev10 was registered, by a helper ("dev11"), so that the team can measure its ranking on
questions it did not tune on (the first run, kept back as a check), and then STUDY the misses: once
studied it is not held out; but it was written like a sealed set, without knowledge of the ranking. Its
author did not read the ranking, retrieval or update-detection code, ``docs/updates.md``,
``docs/evaluation.md`` (but for the tenth dev set's section, in the commit that added it), the
evaluation report or its results, the changelog or anyone's notes but the dev10 helper's (which
describe only that set's shape and registration), and did not open the sealed sets
(``everyday_blind*``, ``everyday_holdout``) at all. Seen: ``everyday_dev10`` as the file's template
(structure and conventions, not to copy its content), only the module docstrings of ``everyday``,
``everyday_check``, ``everyday_fresh``, ``everyday_sealed`` and ``everyday_dev`` to ``everyday_dev10``
(searched for a few product words, to pick other kinds of product), ``everyday.NOW`` and
``build_workspace_job``, the set-shape tests, and the commit that registered ``everyday-dev10``.

Each workspace is ONE software product's developer memory, what a VS Code user builds with
``@memory remember`` over a year. Four kinds of product not named in the earlier docstrings: a
coworking space's member and room booking platform (door entry, member invoicing, the wifi, meeting
room credits, guests, private offices, parcels, phone booths, printing), a marina's slip and berth
system (visitor berths, the fuel dock, transient rates, the annual slip waitlist, travel lift
haul-outs, liveaboards, pumpouts, gate keys, dredging), a dental practice's booking and recall system
(the online booking widget, missed appointment fees, the practice management system, recall texts,
emergency slots, x-ray retention, implant finance, the autoclave, late patients, referrals) and a car
hire fleet's booking, returns and customer app (parking fines, the iOS app, damage checks at return,
age limits, the fuel policy, key cabinets, late returns, breakdowns, telematics, valeting, one-way
hires). 20 memories each (80), remembered over more than a year (2–400 days ago), 37 of the 80 with a
topic, typed as people type into chat (short, mostly lower case, abbreviations like "hrs", "ft",
"pls", three typos — definately, untill, occured — and two in questions, wich and emergancies, "lol"),
some with the reason or two bits of news, and eight recent side remarks or incidents (2–5 days old:
a parcel of cheese forgotten at reception, a shouting match over a call in the open space, a sailboat
taking on water on B dock, four gate keys deactivated after a regatta, the autoclave failing its test
a third time, a patient 40 minutes late blaming the parking, a transit van back 5 hours late via wales,
two hybrids broken down on the m6) that use a question's words without answering it; and 44
questions, each answered by exactly one memory, short and casual.

Shaped like a typical held-out set: 15 replaced, 11 plain, 8 side-remark, 5 stopwords (the only
words a question shares with a wrong memory are "what", "do", "we", "use" and the like) and 5
word-form (prints / printing with "pages" around, dredged / dredging, referrals / referring, valets /
valeting, rental / rentals with "extra" around). ``PHRASING`` uses all seven labels of
``everyday_check``. ``REPLACES`` holds 16 labelled pairs, one of them a chain of three (getting into
the coworking space after hours: key fobs programmed at reception → "we moved door entry to Kisi,
you unlock with the phone …" → "as of monday it's face rec at the entrance …, phones and cards are
dead", which says neither "members", "building" nor "hours"; the question, "how do members get into
the building after hours?", is answered by the last). The changes are worded in other ways than in
earlier sets, most sharing few or none of the question's words: a handover told by the new owner's
name and the old owner's new job ("from next cycle Marek's got the billing run, priya moved over to
events …", asked about as "invoicing"), kit ripped out ("ripped out the meraki gear, Ubiquiti APs
everywhere …", asked about as "are we still on meraki"), a number halved with a grudge ("flex members
get 2 hrs of room time now, not 4 …", asked about as "hot desk"), a summer rule ("no more just turning
up in summer, transient slips have to be reserved in the app …"), a reader swapped for a terminal
that works unattended ("swapped the kiosk reader for a Nayax terminal …"), rates live since a date
("new rates live since oct 1: 4.25 per ft …", the one of the 16 newer memories that shares a topic
with what it replaces), an obituary for a pc ("the office pc died and nobody cried …", asked about as
"the excel"), a hand-off from the inheritor's side ("lena inherited everything patient-facing on the
website from me this sprint …"), a manager who has had enough ("practice manager's had enough: every
skipped slot is 60 now …", asked about as "a missed appointment"), a cloud system gone live over a long
weekend ("Dentally's cloud PMS went live …", asked about as "what did we move to from Dentrix?"), a new
timing with its reason ("texts now fire 2 days ahead plus a same-morning nudge …"), a transfer of
liability ("council notices go back to whoever had the car …", asked about as "PCNs"), a version floor
with the reason ("deployment target is 16 since the digital key sdk …") and a scanner arch inside
weekly notes with other news ("week notes: return lane has the ProovStation scanner arch live …; new
coffee supplier; Kev back from paternity on the 3rd"). In every pair the OLD memory shares at least as
many of the question's words as the new one, in most of them more. All 11 plain questions are
answered by an OLD decision (310–355 days) that is still true, with a newer memory around it (8–18
days) that shares its words and looks like a change but is not one: a request passed on (three
guests for a workshop "we'd ask Sam", 24 months for an implant "sent it to the finance partner to
see"), a deal being thought about (a 3 month office, "nothing agreed"), a maybe (a sunday haul-out "not
decided"), a cap parked till spring (liveaboards), a someday (a friday pumpout run), an idea not
discussed (an evening emergency slot "hasn't talked to the nurses yet"), a forum post ignored (8 years
for x-rays, "not changing anything"), a no for now (a 20 year old renter), a wish (prepaid fuel "sales
wants to look at it") and a broken cabinet (keytrak beeping, "looking at the battery").

The memories, questions, groups, phrasing labels and ``REPLACES`` were committed before any run; its
author did not run it.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-dev11"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "cowork": [
        ("door-fob", "members get in after hours with a key fob, reception programs the fobs in the Paxton "
                     "software when they sign up", "access", 400),
        ("door-kisi", "we moved door entry to Kisi, you unlock with the phone, reception still hands out a card "
                      "to the odd person without a smartphone", None, 230),
        ("door-face", "as of monday it's face rec at the entrance (the alcatraz unit), phones and cards are dead, "
                      "we take the photo during the tour", None, 20),
        ("invoice-priya", "Priya runs the monthly member invoicing out of Nexudus", "billing", 350),
        ("invoice-marek", "from next cycle Marek's got the billing run, priya moved over to events. pls ask him "
                          "not her", None, 35),
        ("wifi-meraki", "the wifi is Meraki, each member has their own password from the portal", "wifi", 365),
        ("wifi-ubiquiti", "ripped out the meraki gear over the weekend, Ubiquiti APs everywhere and people log in "
                          "with their member email", None, 45),
        ("credits-4", "a hot desk plan comes with 4 hours of meeting room credits a month", "plans", 370),
        ("credits-2", "flex members get 2 hrs of room time now, not 4. the big boardroom was always booked out by "
                      "the same three people", None, 50),
        ("guests", "members can bring one guest a day for free, the guest signs in on the ipad at reception",
         "guests", 330),
        ("guests-workshop", "someone asked if they can bring 3 guests for a workshop on friday, said we'd ask Sam",
         None, 12),
        ("offices", "private offices are a 6 month minimum term, then month to month", "offices", 345),
        ("offices-pilot", "a startup on floor 2 wants a 3 month private office for their pilot, we're thinking "
                          "about it, nothing agreed", None, 15),
        ("parcels", "parcels for members get signed for at reception and go on the shelf by the lockers, the "
                    "member gets a slack dm", "mail", 210),
        ("side-parcels", "a parcel for someone on the 3rd floor sat at reception for two weeks, turned out to be "
                         "cheese lol", None, 3),
        ("calls", "phone calls go in the booths, the open space is headphones only", "house rules", 180),
        ("side-calls", "two people had a shouting match over a phone call in the open space tuesday, all calmed "
                       "down now", None, 4),
        ("xero", "accounting is Xero, the bank feed syncs nightly", None, 260),
        ("printing", "printing: 100 pages a month free then 10p a page, papercut puts it on the member's bill",
         "printing", 240),
        ("events", "the events calendar on the website pulls from Eventbrite, definately not worth building our "
                   "own", None, 280),
    ],
    "marina": [
        ("visitors-fcfs", "visitor berths are first come first served, the dockmaster assigns one on the radio "
                          "(ch 80)", "visitors", 380),
        ("visitors-reserve", "no more just turning up in summer, transient slips have to be reserved in the app "
                             "48h before arrival june to sept", None, 40),
        ("fuel-square", "the fuel dock takes cards through a Square reader on the kiosk", "fuel", 365),
        ("fuel-nayax", "swapped the kiosk reader for a Nayax terminal bolted on the pump, it works when nobody's "
                       "on shift", None, 45),
        ("rate-350", "transient rate is 3.50 a foot per night, electricity included", "pricing", 350),
        ("rate-425", "new rates live since oct 1: 4.25 per ft, shore power gets metered on top", "pricing", 30),
        ("waitlist-sheet", "the waitlist for annual slips is a spreadsheet on the office pc, sorted by the date "
                           "they paid", "slips", 370),
        ("waitlist-dockwa", "the office pc died and nobody cried. waitlisted boaters sit in Dockwa now with "
                            "deposit and position, they check it themselves", None, 25),
        ("haulout", "haul-outs with the travel lift are booked tuesday to thursday only, weekends are for "
                    "launches", "boatyard", 320),
        ("haulout-sunday", "guy with a leaking stern gland wants a sunday haul-out, Tom said maybe if the lift "
                           "operator is around, not decided", None, 10),
        ("liveaboard", "liveaboards are allowed on D dock only, max 12 boats, year-round", "liveaboards", 355),
        ("liveaboard-cap", "harbour board talked about capping liveaboards at 10 at the last meeting, parked it "
                           "till spring", None, 18),
        ("pumpout", "holding tanks: the pumpout boat comes round every wednesday, slips on the list get done "
                    "free", "services", 310),
        ("pumpout-friday", "would be good to add a friday pumpout run in august, Ana's going to price it up "
                           "someday", None, 8),
        ("sinking", "if a boat is taking on water at night the security guard calls the owner first, then the "
                    "towing service, spare pumps are in the gear shed", "safety", 200),
        ("side-sinking", "sailboat on B dock was taking on water saturday night, guard caught it, owner's furious "
                         "at his bilge pump", None, 3),
        ("keys", "each slip holder gets two gate keys, a lost key costs 25 and gets deactivated in the system",
         "security", 190),
        ("side-keys", "had to deactivate 4 gate keys after the regatta weekend, people just lose them lol", None,
         2),
        ("weather", "the weather station on the harbour office roof is a Davis Vantage Pro, it feeds the website",
         None, 250),
        ("dredging", "dredging the entrance channel happens every other winter, the county pays, we just file the "
                     "permit", None, 230),
    ],
    "dental": [
        ("widget-femi", "Femi maintains the online booking widget on the practice site", "booking", 360),
        ("widget-lena", "lena inherited everything patient-facing on the website from me this sprint, I'm deep in "
                        "the x-ray imaging stuff now - femi", None, 28),
        ("noshow-25", "no-show fee is 25, waived the first time", "billing", 350),
        ("noshow-60", "practice manager's had enough: every skipped slot is 60 now, no free pass, we take a card "
                      "when they book", None, 40),
        ("pms-dentrix", "patient charts and scheduling live in Dentrix on the server in the back office", "pms",
         390),
        ("pms-dentally", "Dentally's cloud PMS went live over the long weekend, the back office server is getting "
                         "wiped", None, 60),
        ("recall-7", "recall reminders go out by sms 7 days before the checkup", "reminders", 370),
        ("recall-2", "texts now fire 2 days ahead plus a same-morning nudge, the week-out one got forgotten too "
                     "often", None, 20),
        ("emergency", "emergency walk-ins are seen in the 8:00 and 13:00 buffer slots every day", "emergencies",
         330),
        ("emergency-evening", "Dr Osei wants to try an evening emergency slot on thursdays, hasn't talked to the "
                              "nurses yet", None, 14),
        ("xrays", "x-rays and charts are kept for 10 years after the last visit, 25 for kids", "records", 340),
        ("xrays-forum", "someone on a forum says 8 years is plenty for x-rays, not changing anything untill the "
                        "GDC says so", None, 9),
        ("finance", "implants and ortho can be paid over 12 months through the finance partner at 0%", "finance",
         315),
        ("finance-24", "patient asked about 24 months for her implant, sent it to the finance partner to see",
         None, 16),
        ("autoclave", "if the autoclave fails its daily test, instruments go to the backup unit and the engineer "
                      "is booked same day", "sterilisation", 205),
        ("side-autoclave", "autoclave failed its test again this morning, third time this month, the engineer is "
                           "sick of us", None, 4),
        ("late", "patients more than 15 min late get rebooked unless the clinician says they can squeeze them in",
         "policy", 185),
        ("side-late", "patient turned up 40 min late and blamed the parking, rebooked her for friday", None, 2),
        ("scans", "intraoral scans come from the iTero, the files go to the lab over their portal", None, 260),
        ("referring", "referring a patient to the oral surgeon goes through the nhs portal, never by fax",
         None, 230),
    ],
    "carhire": [
        ("fines-recharge", "parking tickets and other fines that come in for a hire car are paid by us and "
                           "recharged to the customer plus 15 admin", "fines", 380),
        ("fines-transfer", "council notices go back to whoever had the car with a liability transfer now, we "
                           "don't pay a penny first, RAC does the matching", None, 35),
        ("ios-14", "the customer app supports iOS 14 and up", "app", 330),
        ("ios-16", "deployment target is 16 since the digital key sdk, xcode wouldn't let us go lower", None, 22),
        ("damage-paper", "staff walk round returned cars with the paper damage sheet and sign it with the "
                         "customer", "damage", 360),
        ("damage-arch", "week notes: return lane has the ProovStation scanner arch live, it flags dents from the "
                        "drive-through photos; new coffee supplier; Kev back from paternity on the 3rd", None, 30),
        ("age", "minimum age to hire is 23, 21-22 allowed on small cars with a young driver surcharge",
         "policy", 345),
        ("age-student", "a 20 year old student wanted to hire a polo for a week, said no for now, ops might look "
                        "at younger drivers next year", None, 11),
        ("fuel", "fuel is full to full: cars go out full and come back full, otherwise we refuel at 2.20 a "
                 "litre", "fuel", 335),
        ("fuel-prepaid", "some people asking for a prepaid fuel option like the airport guys have, sales wants "
                         "to look at it", None, 13),
        ("keys", "keys go in the Keytrak cabinet overnight, each one signed out against a staff login", "keys",
         320),
        ("keys-beep", "the keytrak cabinet beeped all night thursday with the keys in it, looking at the "
                      "battery, maybe the whole unit", None, 8),
        ("late", "late returns get 29 minutes grace, after that it's charged as an extra day", "returns", 215),
        ("side-late", "guy brought the transit back 5 hours late, said his satnav sent him to wales lol, charged "
                      "him the extra day", None, 3),
        ("breakdown", "breakdowns: the customer calls the 24/7 line, the assistance partner tows it and we get a "
                      "replacement car to them within 4 hours", "breakdowns", 190),
        ("side-breakdown", "two hire cars broke down on the m6 this weekend, both flat batteries on the new "
                           "hybrids", None, 5),
        ("geotab", "telematics boxes in the fleet are Geotab, mileage gets pulled every night", None, 270),
        ("twilio", "booking confirmations and SMS go through Twilio, an outage occured once in two years", None,
         250),
        ("valeting", "valeting is done by an outside crew (Sparkle), every car between hires", None, 240),
        ("oneway", "one-way rentals pay a 75 drop charge on top when the car ends up at another branch",
         "pricing", 225),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "cowork": [
        ("cowork-door", "how do members get into the building after hours?", "door-face", "replaced"),
        ("cowork-invoicing", "who handles member invoicing?", "invoice-marek", "replaced"),
        ("cowork-wifi", "are we still on meraki for the wifi?", "wifi-ubiquiti", "replaced"),
        ("cowork-credits", "how many meeting room credits come with a hot desk?", "credits-2", "replaced"),
        ("cowork-guests", "can members bring a guest?", "guests", "plain"),
        ("cowork-offices", "is there a minimum term on private offices?", "offices", "plain"),
        ("cowork-parcels", "what do we do with parcels that arrive for members?", "parcels", "side-remark"),
        ("cowork-calls", "where should people take phone calls?", "calls", "side-remark"),
        ("cowork-accounting", "what do we use for accounting?", "xero", "stopwords"),
        ("cowork-prints", "what happens when a member prints lots of pages?", "printing", "word-form"),
    ],
    "marina": [
        ("marina-visitors", "do visiting boats need to book a berth ahead?", "visitors-reserve", "replaced"),
        ("marina-fuel", "how do people pay at the fuel dock?", "fuel-nayax", "replaced"),
        ("marina-rate", "what's the overnight rate for a 40 foot boat?", "rate-425", "replaced"),
        ("marina-waitlist", "is the slip waitlist still in the excel?", "waitlist-dockwa", "replaced"),
        ("marina-haulout", "wich days can the travel lift haul boats out?", "haulout", "plain"),
        ("marina-liveaboards", "are liveaboards allowed year-round?", "liveaboard", "plain"),
        ("marina-pumpout", "how do holding tanks get pumped out?", "pumpout", "plain"),
        ("marina-sinking", "what do we do if a boat's taking on water at night?", "sinking", "side-remark"),
        ("marina-keys", "what happens when someone loses a gate key?", "keys", "side-remark"),
        ("marina-weather", "what do we use for the weather station?", "weather", "stopwords"),
        ("marina-dredged", "how often is the channel dredged?", "dredging", "word-form"),
    ],
    "dental": [
        ("dental-widget", "who looks after the online booking widget?", "widget-lena", "replaced"),
        ("dental-missed", "what's the fee for a missed appointment?", "noshow-60", "replaced"),
        ("dental-pms", "what did we move to from Dentrix?", "pms-dentally", "replaced"),
        ("dental-recall", "how many days before a checkup does the reminder go out?", "recall-2", "replaced"),
        ("dental-emergency", "do we take walk in emergancies?", "emergency", "plain"),
        ("dental-xrays", "how long do we keep x-rays?", "xrays", "plain"),
        ("dental-finance", "can patients pay for implants in instalments?", "finance", "plain"),
        ("dental-autoclave", "what do we do when the autoclave fails its test?", "autoclave", "side-remark"),
        ("dental-late", "what happens with patients who turn up late?", "late", "side-remark"),
        ("dental-scans", "what do we use for intraoral scans?", "scans", "stopwords"),
        ("dental-referrals", "how do referrals work?", "referring", "word-form"),
    ],
    "carhire": [
        ("carhire-pcns", "how do we deal with PCNs on hire cars?", "fines-transfer", "replaced"),
        ("carhire-ios", "what's the minimum iOS for the customer app?", "ios-16", "replaced"),
        ("carhire-damage", "how do we check returned cars for damage?", "damage-arch", "replaced"),
        ("carhire-age", "what's the minimum age to hire?", "age", "plain"),
        ("carhire-fuel", "what's our fuel policy?", "fuel", "plain"),
        ("carhire-keys", "where are the keys kept overnight?", "keys", "plain"),
        ("carhire-late", "what happens when a customer brings a car back late?", "late", "side-remark"),
        ("carhire-breakdown", "what do we do when a hire car breaks down?", "breakdown", "side-remark"),
        ("carhire-telematics", "what do we use for telematics?", "geotab", "stopwords"),
        ("carhire-sms", "what do we use to send SMS?", "twilio", "stopwords"),
        ("carhire-valets", "who valets the cars?", "valeting", "word-form"),
        ("carhire-oneway", "what extra do we charge for a one-way rental?", "oneway", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "cowork-door": "plain", "cowork-invoicing": "plain", "cowork-wifi": "still-use", "cowork-credits": "synonym",
    "cowork-guests": "plain", "cowork-offices": "plain", "cowork-parcels": "plain", "cowork-calls": "plain",
    "cowork-accounting": "plain", "cowork-prints": "plain",
    "marina-visitors": "plain", "marina-fuel": "plain", "marina-rate": "plain", "marina-waitlist": "alias",
    "marina-haulout": "plain", "marina-liveaboards": "plain", "marina-pumpout": "plain", "marina-sinking": "plain",
    "marina-keys": "plain", "marina-weather": "plain", "marina-dredged": "plain",
    "dental-widget": "plain", "dental-missed": "synonym", "dental-pms": "switched-from", "dental-recall": "plain",
    "dental-emergency": "plain", "dental-xrays": "plain", "dental-finance": "plain", "dental-autoclave": "plain",
    "dental-late": "plain", "dental-scans": "plain", "dental-referrals": "plain",
    "carhire-pcns": "abbreviation", "carhire-ios": "version", "carhire-damage": "plain", "carhire-age": "plain",
    "carhire-fuel": "plain", "carhire-keys": "plain", "carhire-late": "plain", "carhire-breakdown": "plain",
    "carhire-telematics": "plain", "carhire-sms": "plain", "carhire-valets": "plain", "carhire-oneway": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run. A chain of three is two pairs.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "cowork": [("door-fob", "door-kisi"), ("door-kisi", "door-face"), ("invoice-priya", "invoice-marek"),
               ("wifi-meraki", "wifi-ubiquiti"), ("credits-4", "credits-2")],
    "marina": [("visitors-fcfs", "visitors-reserve"), ("fuel-square", "fuel-nayax"), ("rate-350", "rate-425"),
               ("waitlist-sheet", "waitlist-dockwa")],
    "dental": [("widget-femi", "widget-lena"), ("noshow-25", "noshow-60"), ("pms-dentrix", "pms-dentally"),
               ("recall-7", "recall-2")],
    "carhire": [("fines-recharge", "fines-transfer"), ("ios-14", "ios-16"), ("damage-paper", "damage-arch")],
}


def load_everyday_dev11() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
