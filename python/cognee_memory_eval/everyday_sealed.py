"""Everyday questions, a fifth CONSTRUCTED set (``everyday-sealed``) — not external data, sealed.

Written at the end of wave 8 without looking at the ranking, retrieval or update-detection code, at
anyone's notes on misses or at the other sets' results, and not run by its author: it is measured
once, on the final ranking, so that number is one nobody tuned on. Four kinds of team not used in
the other sets: an insurer's claims handling system, a video streaming service, a factory's
industrial IoT / shop-floor team and a university research computing (HPC cluster) group. 17–18
memories each, remembered over more than a year (2–390 days ago), about half with a topic (as
``#topic text`` in the chat sends it), mostly one sentence with some of two, a few recent side
remarks in each; and 44 questions, each answered by exactly one memory.

``QUESTIONS`` carries the same groups as ``everyday`` and ``PHRASING`` the same labels as
``everyday_check``. The sixteen labelled replacements are worded in varied ways: "we stopped paying
for X", "X is gone, Y does it now", "moved X off A onto B", "X switched off, Y holds it from now
on", a switch naming only the new thing, version bumps naming the old and new version, only the new
one, or only the number without the product, a changed limit with no tool in it, hardware
decommissioned for newer, and retirements with no successor. Three share a topic with the memory
they replace.

The questions, the groups, the phrasing labels and ``REPLACES`` were committed before any run.
"""

from __future__ import annotations

from cognee_memory_eval.everyday import build_workspace_job
from cognee_memory_eval.jobs import WorkspaceJob

DATASET = "everyday-sealed"

# workspace → memories (id, text, topic or None, days ago)
MEMORIES: dict[str, list[tuple[str, str, str | None, float]]] = {
    "claims": [
        ("abbyy", "Scanned claim forms are read with ABBYY FlexiCapture and the fields land in the intake queue.",
         "intake", 330),
        ("textract", "We stopped paying for ABBYY. Claim form OCR runs on AWS Textract now, the field mapping lives "
                     "in intake-mapper.", None, 27),
        ("camunda", "Claim handling workflows are modelled as BPMN in Camunda 7.", "workflow", 350),
        ("temporal", "Finished moving the claim workflows to Temporal; the old BPMN diagrams are archived in the "
                     "wiki.", None, 44),
        ("pg12", "The claims database is PostgreSQL 12 on RDS.", "database", 300),
        ("pg16", "claims db is on 16 since the weekend, the RDS blue/green switchover took 40 seconds", None, 6),
        ("zoom", "Adjusters can start a video inspection with the customer from the claim screen; it uses the Zoom "
                 "Video SDK.", "inspections", 220),
        ("novideo", "Video inspections are switched off, hardly anyone used them. Adjusters go on site or ask the "
                    "customer for photos.", None, 30),
        ("fnol", "First notice of loss comes in through the web form, the app or the call centre; all three create "
                 "the same claim record.", None, 240),
        ("reserve", "Any reserve over 25,000 euros needs sign-off from a second adjuster.", "approvals", 190),
        ("guidewire", "Policy data is read live from Guidewire PolicyCenter over its REST API, we never copy it into "
                      "our database.", "integration", 280),
        ("retention", "Closed claim files are kept for 10 years, then the archive job deletes them.", "compliance",
         170),
        ("side-keep", "Legal asked again how long we keep the call centre recordings, I sent them to compliance.",
         None, 8),
        ("sla", "Every new claim must get a first answer from an adjuster within 2 working days.", None, 150),
        ("side-answer", "A customer complained on LinkedIn that nobody answered about their claim for a week; support "
                        "is looking into it.", None, 4),
        ("documents", "Photos and documents attached to a claim go to S3, one prefix per claim number.", None, 180),
        ("payouts", "Settlement payments go out as SEPA transfers in one batch every weekday at 14:00.", "payments",
         200),
    ],
    "streaming": [
        ("akamai", "Video segments are served from Akamai, the origin is an S3 bucket per region.", "cdn", 320),
        ("cloudfront", "Moved segment delivery off Akamai onto CloudFront; their renewal quote was three times what we "
                       "pay AWS.", "cdn", 52),
        ("widevine", "Widevine and PlayReady licences are issued by BuyDRM KeyOS; FairPlay covers Safari and Apple TV.",
         "drm", 280),
        ("ffmpeg", "Uploads are transcoded by our own ffmpeg workers on c5 instances, x264 with a 5-rung ladder.",
         "encoding", 300),
        ("mediaconvert", "The ffmpeg worker fleet is gone, AWS Elemental MediaConvert does all transcoding now.", None,
         35),
        ("android7", "The Android TV app supports Android 7.0 and newer.", "tv", 250),
        ("android9", "Raised the TV app's minimum to Android 9, fewer than 2% of viewers were on anything older.", None,
         15),
        ("watchparty", "Watch parties run on a small Socket.IO service that keeps everyone's player in sync.", "social",
         230),
        ("nowatch", "Watch party is dead: turned off at the end of last month, and the sync service has been deleted.",
         None, 20),
        ("subtitles", "Subtitles are delivered as WebVTT sidecar files; we don't accept burned-in subtitles from "
                      "studios.", None, 210),
        ("side-subtitles", "Marketing asked whether the trailer on the landing page could get subtitles, told them to "
                           "ask the web team.", None, 2),
        ("concurrent", "Standard allows 2 streams at the same time, Premium 4.", "plans", 180),
        ("side-premium", "Finance wants a dashboard of how many Premium upgrades came from the free trial, no rush.",
         None, 5),
        ("geo", "Titles only play in the countries in their licence deal: the viewer's IP country comes from MaxMind "
                "GeoIP2 and known VPN ranges are blocked.", "rights", 200),
        ("qoe", "Startup time and rebuffering are measured with Mux Data in every player.", "analytics", 160),
        ("live", "Live events go through AWS MediaLive with a 30 minute DVR window.", None, 150),
        ("kids", "Kids profiles only show titles rated 12 and under, and leaving one needs the account PIN.", None,
         170),
    ],
    "factory": [
        ("opcua", "Machine data is read from the PLCs over OPC UA by a Kepware server on each line.", "connectivity",
         380),
        ("pi", "Sensor time series are stored in the OSIsoft PI historian.", "historian", 350),
        ("timescale", "PI historian was switched off on Friday, TimescaleDB holds all sensor history from now on.",
         None, 33),
        ("hivemq", "The edge gateways publish to a HiveMQ broker in the plant's server room.", "messaging", 290),
        ("emqx", "Moved the plant broker from HiveMQ to EMQX over the weekend, topic names are unchanged.",
         "messaging", 55),
        ("ubuntu20", "Edge gateways on the lines run Ubuntu 20.04 with Docker.", "edge", 300),
        ("ubuntu24", "Upgraded all 12 edge gateways from Ubuntu 20.04 to 24.04 LTS.", None, 14),
        ("oeemail", "Every Monday a PDF with last week's OEE per line is emailed to plant management.", "reporting",
         210),
        ("nooeemail", "Stopped the Monday OEE email, nobody opened it. The numbers are on the line dashboards anyway.",
         None, 24),
        ("twincat", "PLC code is written in Structured Text in TwinCAT 3 and versioned in git.", "plc", 270),
        ("window", "Nobody deploys to a line PLC while it's running; changes go in during the Sunday maintenance "
                   "window.", None, 190),
        ("side-plc", "Tobias changed the PLC tag names on line 2 without telling anyone and the dashboards were blank "
                     "for an hour.", None, 3),
        ("vibration", "Vibration sensors on the spindle motors raise predictive maintenance notifications in SAP PM.",
         "maintenance", 200),
        ("shifts", "We run three shifts, starting at 06:00, 14:00 and 22:00, with a 15 minute handover at the line.",
         None, 250),
        ("side-shifted", "Shifted the sprint review to Thursday because of the customer audit.", None, 6),
        ("rejects", "Rejected parts go in the red bin and have to be booked out in the MES before the shift ends.",
         None, 180),
        ("mes", "Production orders are released from SAP to the MES every night at 02:00.", "mes", 260),
    ],
    "hpc": [
        ("slurm", "Jobs are scheduled with Slurm and submitted with sbatch from the login nodes.", "scheduler", 390),
        ("limit48", "The standard partition has a 48 hour wall time limit.", "limits", 370),
        ("walltime", "Raised the time limit on the standard partition to 72 hours after the user survey. Anything "
                     "longer still needs a reservation.", None, 62),
        ("lustre", "Scratch is Lustre at /scratch; files nobody touched for 60 days are purged.", "storage", 300),
        ("side-scratch", "A PhD student lost two weeks of results on scratch again, we should put the purge rule on "
                         "the login banner.", None, 5),
        ("home", "Home directories have a 50 GB quota and are backed up every night. Scratch is never backed up.",
         "storage", 280),
        ("easybuild", "Software on the cluster is built with EasyBuild and loaded with Environment Modules.",
         "software", 350),
        ("spack", "Switched the software stack to Spack and Lmod. Module names now include the compiler version.",
         None, 45),
        ("v100", "The gpu partition has 8 nodes with 4 V100s each.", "gpu", 320),
        ("h100", "The V100 nodes are decommissioned. gpu is 6 nodes with 4 H100s each now.", "gpu", 30),
        ("side-gpu", "Someone on the users list asked if they can have an H100 node for a whole week for their thesis, "
                     "told them to apply for a reservation.", None, 3),
        ("jupyterhub", "Users get Jupyter notebooks from JupyterHub on the login nodes.", None, 250),
        ("ood", "Jupyter now starts from Open OnDemand on a compute node, RStudio too. Please stop running notebooks "
                "on the login nodes.", "interactive", 36),
        ("accounts", "New cluster accounts need their PI's approval in the portal.", "accounts", 230),
        ("ssh", "Logins to the cluster need an SSH key; password login was switched off.", "access", 260),
        ("joblogs", "Job output and error logs go to slurm-<jobid>.out in the submit directory unless you pass "
                    "--output.", None, 200),
        ("fairshare", "Job priority is fair-share per research group, based on the last 14 days of usage.", None, 180),
        ("apptainer", "Containers run with Apptainer. Docker isn't available on the cluster.", None, 210),
    ],
}

# workspace → questions (id, text, answering memory, group)
QUESTIONS: dict[str, list[tuple[str, str, str, str]]] = {
    "claims": [
        ("claims-forms", "What reads the scanned claim forms?", "textract", "replaced"),
        ("claims-camunda", "What replaced Camunda?", "temporal", "replaced"),
        ("claims-postgres", "Which Postgres version is the claims database on?", "pg16", "replaced"),
        ("claims-video", "Can adjusters still do video inspections?", "novideo", "replaced"),
        ("claims-fnol", "Which channels does FNOL come in through?", "fnol", "plain"),
        ("claims-reserve", "Who has to approve a reserve above 25k?", "reserve", "plain"),
        ("claims-policy", "Where do we get policy details from?", "guidewire", "plain"),
        ("claims-retention", "How long do we keep closed claims?", "retention", "side-remark"),
        ("claims-answer", "How fast do we have to answer a new claim?", "sla", "side-remark"),
        ("claims-attachments", "What do we use for claim attachments?", "documents", "stopwords"),
        ("claims-paid", "When do customers get paid?", "payouts", "word-form"),
    ],
    "streaming": [
        ("streaming-cdn", "Which CDN serves our video segments?", "cloudfront", "replaced"),
        ("streaming-ffmpeg", "Do we still run our own ffmpeg workers?", "mediaconvert", "replaced"),
        ("streaming-android", "What's the minimum Android version for the TV app?", "android9", "replaced"),
        ("streaming-watchparty", "How do watch parties stay in sync?", "nowatch", "replaced"),
        ("streaming-live", "How far back can viewers rewind a live event?", "live", "plain"),
        ("streaming-kids", "Which titles show up in a kids profile?", "kids", "plain"),
        ("streaming-subtitles", "Which format do we use for subtitles?", "subtitles", "side-remark"),
        ("streaming-premium", "How many screens can a Premium account watch on at once?", "concurrent",
         "side-remark"),
        ("streaming-drm", "What do we use for DRM?", "widevine", "stopwords"),
        ("streaming-qoe", "What do we use for playback metrics?", "qoe", "stopwords"),
        ("streaming-geo", "How do we stop people watching outside the licensed countries?", "geo", "word-form"),
    ],
    "factory": [
        ("factory-history", "Where is the sensor history stored?", "timescale", "replaced"),
        ("factory-hivemq", "What replaced HiveMQ?", "emqx", "replaced"),
        ("factory-ubuntu", "Which Ubuntu version do the edge gateways run?", "ubuntu24", "replaced"),
        ("factory-oee", "Does plant management still get the weekly OEE report?", "nooeemail", "replaced"),
        ("factory-plc-data", "How do we get data off the PLCs?", "opcua", "plain"),
        ("factory-vibration", "Where do spindle vibration alerts go?", "vibration", "plain"),
        ("factory-orders", "When do new production orders reach the MES?", "mes", "plain"),
        ("factory-change", "When can we push a change to a PLC?", "window", "side-remark"),
        ("factory-program", "What do we use to program the PLCs?", "twincat", "stopwords"),
        ("factory-night", "When does the night shift start?", "shifts", "word-form"),
        ("factory-rejects", "Where do rejects go?", "rejects", "word-form"),
    ],
    "hpc": [
        ("hpc-limit", "How long can a job run on the standard partition?", "walltime", "replaced"),
        ("hpc-easybuild", "What replaced EasyBuild?", "spack", "replaced"),
        ("hpc-gpus", "Which GPUs are in the gpu partition?", "h100", "replaced"),
        ("hpc-jupyter", "Is JupyterHub still where people get notebooks?", "ood", "replaced"),
        ("hpc-quota", "How big is the home directory quota?", "home", "plain"),
        ("hpc-priority", "How is job priority decided?", "fairshare", "plain"),
        ("hpc-singularity", "Can I use Singularity containers on the cluster?", "apptainer", "plain"),
        ("hpc-accounts", "Who approves new accounts?", "accounts", "plain"),
        ("hpc-scratch", "How long are files kept on scratch?", "lustre", "side-remark"),
        ("hpc-scheduler", "What do we use for job scheduling?", "slurm", "stopwords"),
        ("hpc-login", "How do I log in to the cluster?", "ssh", "word-form"),
    ],
}

# question id → how it is worded (everyday_check's docstring)
PHRASING: dict[str, str] = {
    "claims-forms": "plain", "claims-camunda": "switched-from", "claims-postgres": "version",
    "claims-video": "still-use", "claims-fnol": "abbreviation", "claims-reserve": "synonym",
    "claims-policy": "plain", "claims-retention": "plain", "claims-answer": "plain",
    "claims-attachments": "plain", "claims-paid": "plain",
    "streaming-cdn": "abbreviation", "streaming-ffmpeg": "still-use", "streaming-android": "version",
    "streaming-watchparty": "plain", "streaming-live": "synonym", "streaming-kids": "plain",
    "streaming-subtitles": "plain", "streaming-premium": "synonym", "streaming-drm": "abbreviation",
    "streaming-qoe": "synonym", "streaming-geo": "plain",
    "factory-history": "plain", "factory-hivemq": "switched-from", "factory-ubuntu": "version",
    "factory-oee": "still-use", "factory-plc-data": "synonym", "factory-vibration": "synonym",
    "factory-orders": "plain", "factory-change": "synonym", "factory-program": "plain",
    "factory-night": "plain", "factory-rejects": "plain",
    "hpc-limit": "synonym", "hpc-easybuild": "switched-from", "hpc-gpus": "plain", "hpc-jupyter": "still-use",
    "hpc-quota": "plain", "hpc-priority": "plain", "hpc-singularity": "alias", "hpc-accounts": "plain",
    "hpc-scratch": "synonym", "hpc-scheduler": "plain", "hpc-login": "plain",
}

# workspace → (older, newer): the pairs in which the newer memory replaces the older one; every other
# pair is a non-update. Labelled when the set was written, before any run.
REPLACES: dict[str, list[tuple[str, str]]] = {
    "claims": [("abbyy", "textract"), ("camunda", "temporal"), ("pg12", "pg16"), ("zoom", "novideo")],
    "streaming": [("akamai", "cloudfront"), ("ffmpeg", "mediaconvert"), ("android7", "android9"),
                  ("watchparty", "nowatch")],
    "factory": [("pi", "timescale"), ("hivemq", "emqx"), ("ubuntu20", "ubuntu24"), ("oeemail", "nooeemail")],
    "hpc": [("limit48", "walltime"), ("easybuild", "spack"), ("v100", "h100"), ("jupyterhub", "ood")],
}


def load_everyday_sealed() -> list[WorkspaceJob]:
    return [build_workspace_job(DATASET, name, MEMORIES[name], QUESTIONS[name]) for name in MEMORIES]
