"""Everyday questions, a third CONSTRUCTED set (``everyday-fresh``) — not external data.

Written without looking at the ranking or update-detection code, after ``everyday`` (tuning) and
``everyday-check`` (studied) were both used to shape the rules, so that changes can be measured on
questions nobody has tuned on. Four kinds of team not used before: a hospital's appointment
scheduling system, an embedded firmware / IoT team (a smart thermostat), an internal developer
platform team and a newsroom CMS. 16–19 memories each, remembered over most of a year (3–330 days
ago), about half with a topic (as ``#topic text`` in the chat sends it), mostly one sentence with
some of two or three, typed the way people type them in chat; and 44 questions a team member
would ask, each answered by exactly one memory.

``QUESTIONS`` carries the same groups as ``everyday`` (``replaced``, ``word-form``, ``stopwords``,
``side-remark``, ``plain``; see that module) and ``PHRASING`` the same labels as ``everyday_check``
(``abbreviation``, ``synonym``, ``still-use``, ``switched-from``, ``version``, ``alias``,
``plain``). The replaced decisions are written in varied ways: a version bump that names only the
new number, a switch that names only the new tool, and switches that name the old one with
different verbs (ported, migrated off, cancelled the subscription, shut down, dropped, is gone,
reached end of life, contract ended); four of the fifteen share a topic with the memory they
replace. Several answers are old decisions nothing replaced (up to 330 days), and the side remarks
that mention a question's words in passing are recent.

The questions, the groups, the phrasing labels and ``REPLACES`` were committed before the first run.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-fresh"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "clinic": [
        ("mirth", "Appointments are sent to the hospital EHR as HL7 v2 messages through Mirth Connect.", "integration",
         320),
        ("rabbitmq", "Reminder jobs are queued in RabbitMQ and picked up by the notifier service.", "queue", 280),
        ("sqs", "We migrated off RabbitMQ last month. The notifier reads reminder jobs from SQS now and the old "
                "broker VMs are shut down.", None, 40),
        ("twilio", "Patients get an SMS reminder 24 hours before their appointment, sent with Twilio.", "reminders",
         250),
        ("messagebird", "We cancelled the Twilio subscription, patient texts go out through MessageBird now.",
         "vendors", 25),
        ("java11", "The scheduling service runs on Java 11 and Spring Boot 2.7.", "backend", 300),
        ("java21", "bumped the scheduler to Java 21 together with the Spring Boot 3 upgrade", None, 22),
        ("fhir", "Other hospitals can query our open slots through the FHIR R4 Slot endpoint.", None, 180),
        ("double", "A unique index on (clinician, start time) in Postgres makes it impossible to book the same slot "
                   "twice.", "database", 210),
        ("keycloak", "Clinic staff sign in with their hospital Active Directory account through Keycloak.", "auth",
         230),
        ("audit", "Audit logging of every patient record a user opens is mandatory; the logs are kept for 10 years.",
         "compliance", 150),
        ("waitlist", "When an appointment is cancelled, the free slot is offered to the waiting list by text first.",
         None, 100),
        ("powerbi", "No-show rates go to the outpatient managers every Monday in a Power BI report.", "reporting",
         120),
        ("video", "Video consultations run on the hospital's Pexip platform. The join link goes into the "
                  "confirmation email.", None, 160),
        ("region", "Patient data must stay in the EU, so every service runs in AWS Frankfurt.", None, 260),
        ("oncall", "The on-call developer's phone number is on the ward managers' wiki page.", None, 90),
        ("pentest", "The yearly pen test is booked for February with the hospital's security team.", "security", 70),
        ("ehrdown", "The EHR vendor's test system was down again on Monday, so the interface tests couldn't run. "
                    "Nobody knows when it comes back.", None, 4),
    ],
    "firmware": [
        ("freertos", "The thermostat firmware runs on FreeRTOS.", "rtos", 325),
        ("zephyr", "Ported the firmware from FreeRTOS to Zephyr, mainly for its Bluetooth stack.", None, 60),
        ("stm32", "The main board is built around an STM32F4 with 1 MB of flash.", "hardware", 310),
        ("esp32", "Wi-Fi is an ESP32-C3 module running Espressif's AT firmware.", "hardware", 300),
        ("make", "Firmware is built with plain Makefiles and arm-none-eabi-gcc 10.", "build", 290),
        ("cmake", "Switched the firmware build to CMake presets and GCC 13.", "build", 70),
        ("gciot", "Devices connect to Google Cloud IoT Core over MQTT and send telemetry every minute.", "cloud", 300),
        ("awsiot", "Google shut down Cloud IoT Core, so the whole fleet now connects to AWS IoT Core.", "cloud", 50),
        ("mender", "Firmware updates go out over the air with Mender, in waves of 5 % of the fleet.", None, 200),
        ("tests", "Unit tests run on the host with Unity and CMock; hardware-in-the-loop tests run every night on a "
                  "rack of 8 boards.", None, 180),
        ("power", "Deep sleep current must stay under 15 µA. A PR that raises it does not get merged.", None, 150),
        ("sign", "Release images are signed with an ECDSA key that lives on the YubiHSM in the office safe.", None,
         220),
        ("jlink", "Everyone gets their own J-Link EDU debugger; the two ST-Links stay on the test rack.", "tools",
         240),
        ("c99", "Firmware code is C99 with no dynamic memory allocation after boot.", None, 320),
        ("officewifi", "The office Wi-Fi dropped again during the customer demo, IT says the new access points come "
                       "next week.", "misc", 5),
        ("cable", "Lost an afternoon to a loose cable on a debug probe. Please label your cables.", None, 7),
    ],
    "platform": [
        ("gitlab", "All pipelines run on GitLab CI, on our own runners in the build cluster.", "ci", 300),
        ("helm", "Services are deployed by running helm upgrade with the charts from the platform-charts repo.",
         "deploy", 280),
        ("argocd", "We dropped hand-run helm upgrades: Argo CD syncs every service from the gitops repo now.", None,
         45),
        ("vault", "Secrets live in HashiCorp Vault; pods read them through the Vault agent sidecar.", "secrets", 250),
        ("go121", "Platform CLIs and operators are written in Go, go.mod says 1.21.", "go", 260),
        ("go122", "bumped the minimum to Go 1.22 so we can use range-over-int", None, 20),
        ("terraform", "Cloud resources are managed with Terraform, with state in S3 and DynamoDB locking.", "iac",
         270),
        ("opentofu", "After the licence change we moved from Terraform to OpenTofu. The state bucket stayed the same.",
         "iac", 90),
        ("prometheus", "Prometheus scrapes every service and keeps metrics for 15 days.", None, 240),
        ("grafana", "Dashboards live in Grafana, one folder per team.", None, 230),
        ("pagerduty", "Alerts page the on-call engineer through PagerDuty.", "alerting", 210),
        ("grafanaoncall", "PagerDuty got too expensive for 40 seats, so alerts page through Grafana OnCall now.", None,
         35),
        ("rota", "The on-call rota is weekly, with the handover on Monday at 10 in #platform.", "oncall", 190),
        ("backstage", "Every service is registered in Backstage; a repo without a catalog-info.yaml fails the "
                      "pipeline.", None, 180),
        ("harbor", "Container images go to our Harbor registry at registry.internal.", None, 225),
        ("santa", "Secret Santa for the platform team is on December 18, sign up in the team channel.", "misc", 6),
        ("talk", "Mia's meetup talk about how we built our dashboards went well. Slides are on the shared drive.",
         None, 10),
    ],
    "newsroom": [
        ("wordpress", "The newsroom CMS is a headless WordPress; the public site is a separate Next.js app.", "cms",
         330),
        ("elastic", "Article search is powered by Elasticsearch 7.", "search", 280),
        ("typesense", "Search on the site runs on Typesense now.", None, 40),
        ("fastly", "The site is cached at the edge by Fastly; a purge fires whenever an article is republished.",
         "cdn", 250),
        ("thumbor", "Photos are resized on the fly by Thumbor.", "media", 240),
        ("imgix", "Thumbor is gone, imgix does the resizing now.", None, 28),
        ("liveblog", "On election nights and big match days reporters post live coverage through the 24liveblog app.",
         None, 120),
        ("paywall", "Non-subscribers can read 5 stories a month before the paywall kicks in. Piano runs the meter and "
                    "the subscriptions.", None, 200),
        ("sailthru", "The morning newsletter is built at 6:00 from the editors' picks and sent with Sailthru.",
         "newsletter", 260),
        ("braze", "Our Sailthru contract ended in September; the morning newsletter is sent from Braze now.", None, 55),
        ("node18", "The Next.js front end runs on Node 18.", "frontend", 300),
        ("node22", "We're on Node 22 now, the Next.js 15 upgrade needed it.", None, 15),
        ("chartbeat", "The newsroom watches live traffic in Chartbeat; marketing uses GA4.", "analytics", 180),
        ("corrections", "Corrections go at the bottom of the story with the date. Never silently edit a published "
                        "piece.", None, 220),
        ("sso", "Reporters sign in to WordPress with Google Workspace SSO.", None, 210),
        ("edgelogs", "Edge access logs are streamed to BigQuery for the audience team.", None, 140),
        ("mysql57", "WordPress data lives in MySQL 5.7 on RDS.", "database", 310),
        ("mysql8", "MySQL 5.7 reached end of life, so the WordPress database moved to MySQL 8.0 in July.", "database",
         120),
        ("outage", "A big CDN outage took down half the internet yesterday; our site stayed up.", "misc", 3),
    ],
}

# workspace → questions (id, question, the memory that answers it, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "clinic": [
        ("clinic-rabbit", "Do we still use RabbitMQ?", "sqs", "replaced"),
        ("clinic-sms", "Who sends our SMS reminders?", "messagebird", "replaced"),
        ("clinic-java", "Which Java version does the scheduling service run on?", "java21", "replaced"),
        ("clinic-ehr", "How do appointments get into the EHR?", "mirth", "side-remark"),
        ("clinic-login", "How do receptionists log in?", "keycloak", "word-form"),
        ("clinic-cancel", "What happens to a slot when a patient cancels?", "waitlist", "word-form"),
        ("clinic-video", "What do we use for video appointments?", "video", "stopwords"),
        ("clinic-noshow", "What do we use for no-show reporting?", "powerbi", "stopwords"),
        ("clinic-audit", "How long are audit logs kept?", "audit", "plain"),
        ("clinic-slots", "How can other hospitals see our free slots?", "fhir", "plain"),
        ("clinic-double", "What stops double bookings?", "double", "plain"),
    ],
    "firmware": [
        ("firmware-rtos", "Which RTOS does the firmware run on?", "zephyr", "replaced"),
        ("firmware-build", "How is the firmware built?", "cmake", "replaced"),
        ("firmware-iot", "What replaced Google IoT Core?", "awsiot", "replaced"),
        ("firmware-ota", "What do we use for OTA?", "mender", "stopwords"),
        ("firmware-hil", "When do the HIL tests run?", "tests", "plain"),
        ("firmware-malloc", "Can I use malloc in the firmware?", "c99", "plain"),
        ("firmware-signing", "Where is the signing key kept?", "sign", "word-form"),
        ("firmware-wifi", "Which Wi-Fi chip do we use?", "esp32", "side-remark"),
        ("firmware-probe", "Which debug probe should I use?", "jlink", "side-remark"),
        ("firmware-mcu", "Which MCU is on the main board?", "stm32", "plain"),
        ("firmware-sleep", "What's the limit for deep sleep current?", "power", "plain"),
    ],
    "platform": [
        ("platform-argo", "Do we deploy with ArgoCD?", "argocd", "replaced"),
        ("platform-go", "Which Go version do the platform CLIs need?", "go122", "replaced"),
        ("platform-terraform", "Do we still use Terraform?", "opentofu", "replaced"),
        ("platform-paging", "Which tool pages the on-call engineer?", "grafanaoncall", "replaced"),
        ("platform-secrets", "Where do apps get their secrets from?", "vault", "side-remark"),
        ("platform-dashboards", "Where are the metrics dashboards?", "grafana", "side-remark"),
        ("platform-handover", "When does on-call hand over?", "rota", "word-form"),
        ("platform-catalog", "What do we use for the service catalog?", "backstage", "stopwords"),
        ("platform-images", "Where do we push Docker images?", "harbor", "plain"),
        ("platform-pipelines", "Where do CI pipelines run?", "gitlab", "plain"),
        ("platform-metrics", "How long do we keep metrics?", "prometheus", "plain"),
    ],
    "newsroom": [
        ("newsroom-elastic", "What replaced Elasticsearch?", "typesense", "replaced"),
        ("newsroom-photos", "What resizes photos for the site?", "imgix", "replaced"),
        ("newsroom-node", "Which Node version is the site on?", "node22", "replaced"),
        ("newsroom-mysql", "Is the CMS database still on MySQL 5.7?", "mysql8", "replaced"),
        ("newsroom-cms", "What CMS do the editors use?", "wordpress", "plain"),
        ("newsroom-cdn", "Which CDN is the site behind?", "fastly", "side-remark"),
        ("newsroom-login", "How do journalists log in to WP?", "sso", "word-form"),
        ("newsroom-corrections", "How do we fix a mistake in a published article?", "corrections", "plain"),
        ("newsroom-paywall", "How many free articles do readers get a month?", "paywall", "plain"),
        ("newsroom-analytics", "What do we use for analytics?", "chartbeat", "stopwords"),
        ("newsroom-liveblog", "What do we use for live blogs?", "liveblog", "stopwords"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "clinic-rabbit": "still-use", "clinic-sms": "synonym", "clinic-java": "version", "clinic-ehr": "plain",
    "clinic-login": "synonym", "clinic-cancel": "plain", "clinic-video": "synonym", "clinic-noshow": "plain",
    "clinic-audit": "plain", "clinic-slots": "plain", "clinic-double": "synonym",
    "firmware-rtos": "plain", "firmware-build": "plain", "firmware-iot": "switched-from",
    "firmware-ota": "abbreviation", "firmware-hil": "abbreviation", "firmware-malloc": "synonym",
    "firmware-signing": "plain", "firmware-wifi": "synonym", "firmware-probe": "plain",
    "firmware-mcu": "abbreviation", "firmware-sleep": "plain",
    "platform-argo": "alias", "platform-go": "version", "platform-terraform": "still-use",
    "platform-paging": "plain", "platform-secrets": "plain", "platform-dashboards": "plain",
    "platform-handover": "plain", "platform-catalog": "plain", "platform-images": "synonym",
    "platform-pipelines": "plain", "platform-metrics": "plain",
    "newsroom-elastic": "switched-from", "newsroom-photos": "plain", "newsroom-node": "version",
    "newsroom-mysql": "still-use", "newsroom-cms": "plain", "newsroom-cdn": "abbreviation",
    "newsroom-login": "alias", "newsroom-corrections": "synonym", "newsroom-paywall": "plain",
    "newsroom-analytics": "plain", "newsroom-liveblog": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before its first run, for the remember-time
# classifier's verdicts (``bench.everyday_misses --update-policy``).
REPLACES: dict[str, list[tuple[str, str]]] = {
    "clinic": [("rabbitmq", "sqs"), ("twilio", "messagebird"), ("java11", "java21")],
    "firmware": [("freertos", "zephyr"), ("make", "cmake"), ("gciot", "awsiot")],
    "platform": [("helm", "argocd"), ("go121", "go122"), ("terraform", "opentofu"), ("pagerduty", "grafanaoncall")],
    "newsroom": [("elastic", "typesense"), ("thumbor", "imgix"), ("sailthru", "braze"), ("node18", "node22"),
                 ("mysql57", "mysql8")],
}


def load_everyday_fresh() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
