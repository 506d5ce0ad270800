"""The table ``ranking/kinds.py`` reads: kinds of developer tools, the names a question calls each
by, and the products of each kind (what each is mainly used for). Data only."""

# One line a kind: its names (how a question calls it), then "=", then its products. A line that
# starts with spaces continues the one above.
TABLE = """
error tracking, error tracker, error reporting, error monitoring, exception tracking, exception reporting,
  exceptions, crash reporting, crash reports, crash reporter, crashes
  = sentry, bugsnag, rollbar, honeybadger, raygun, airbrake, glitchtip, crashlytics, instabug, errbit, trackjs, embrace
feature flags, feature flag, feature toggles, feature toggle, feature switches, flags, toggles, flag service
  = launchdarkly, unleash, configcat, flagsmith, growthbook, statsig, split io, flipper, devcycle, flagd, openfeature
product analytics, web analytics, usage analytics, analytics, event tracking, page views, pageviews, traffic stats
  = mixpanel, amplitude, posthog, google analytics, ga4, matomo, fathom analytics, plausible analytics, chartbeat,
  heap analytics, adobe analytics, pendo, snowplow, rudderstack, kissmetrics, parse ly, umami, firebase analytics,
  countly, piwik, simple analytics
session replay, session replays, session recording, session recordings, heatmaps
  = hotjar, fullstory, logrocket, smartlook, microsoft clarity, mouseflow
ci, continuous integration, build server, build pipeline, ci pipeline, ci server
  = github actions, circleci, jenkins, buildkite, travis, travis ci, gitlab ci, drone ci, teamcity, bamboo,
  azure pipelines, bitbucket pipelines, codemagic, bitrise, eas build, app center, cloud build, codebuild,
  woodpecker, semaphore ci, appveyor, tekton, concourse
continuous delivery, continuous deployment, gitops, deploy tool, deployment tool
  = argo cd, argocd, fluxcd, spinnaker, octopus deploy, codedeploy, capistrano, kamal
hosting provider, web hosting, paas
  = heroku, vercel, netlify, fly io, render com, railway app, app engine, elastic beanstalk, app service, cloud run,
  digitalocean, linode, hetzner, ovh, cloudflare pages, github pages, firebase hosting, dokku, coolify
cloud, cloud provider
  = aws, gcp, azure, google cloud, digitalocean, hetzner, ovh, linode, scaleway, vultr, oracle cloud
cdn, edge cache, edge caching, content delivery
  = cloudflare, fastly, akamai, cloudfront, bunny net, bunnycdn, keycdn, front door, cloud cdn, stackpath, cdn77
dns, nameservers, registrar
  = route53, route 53, cloudflare, ns1, dnsimple, namecheap, gandi, godaddy, azure dns, cloud dns
email, emails, mail, transactional email, transactional mail, mailer, smtp
  = sendgrid, postmark, mailgun, ses, amazon ses, mandrill, sparkpost, resend, brevo, sendinblue, mailjet, mailersend,
  smtp2go, mailtrap
newsletter, newsletters, email marketing, marketing emails, mailing list
  = mailchimp, convertkit, substack, buttondown, beehiiv, klaviyo, customer io, campaign monitor, mailerlite, brevo,
  hubspot, iterable, braze
sms, text messages, text message, texts, texting, otp, verification codes, one-time codes
  = twilio, messagebird, vonage, nexmo, plivo, sinch, telnyx, clicksend, textmagic, aws sns, brevo, bird, infobip,
  esendex, gatewayapi
push notifications, push notification, push messages, pushes, push alerts
  = onesignal, fcm, firebase cloud messaging, apns, airship, expo notifications, pushwoosh, pinpoint, braze, knock,
  novu
payments, payment, checkout, card payments, payment provider, psp, direct debit, direct debits, dd
  = stripe, braintree, adyen, paypal, paddle, mollie, razorpay, worldpay, checkout com, klarna, gocardless,
  authorize net, lemon squeezy, square payments, sumup, zettle, izettle
subscriptions, subscription billing, recurring billing, billing, in app purchases, iap, entitlements, direct debit,
  direct debits, dd
  = revenuecat, chargebee, recurly, paddle, stripe billing, zuora, lago, adapty, qonversion, lemon squeezy, gocardless
search, search engine, full text search, search index
  = algolia, elasticsearch, opensearch, meilisearch, typesense, solr, lucene, vespa, cognitive search, coveo,
  manticore
logs, logging, log management, log aggregation, log search, centralized logging
  = papertrail, loggly, datadog, splunk, elk, logstash, kibana, loki, graylog, sumo logic, sumologic, logtail,
  better stack, betterstack, cloudwatch, stackdriver, logz io, fluentd, fluent bit, seq, structlog, winston, pino,
  log4j, serilog, logback, zerolog, loguru, bunyan, monolog, nlog, logrus
monitoring, metrics, apm, observability, performance monitoring
  = datadog, new relic, newrelic, prometheus, grafana, dynatrace, appdynamics, honeycomb, app insights,
  application insights, azure monitor, cloudwatch, elastic apm, signoz, victoriametrics, thanos, mimir, instana,
  skylight, appsignal, stackdriver, zabbix, nagios, icinga, checkmk, netdata, statsd, telegraf, scout apm
tracing, traces, distributed tracing, spans
  = jaeger, zipkin, honeycomb, opentelemetry, otel, grafana tempo, x ray, xray, lightstep, app insights,
  application insights, datadog apm, elastic apm, signoz, uptrace
pager, paging, oncall, incident management, incidents, alerts, alerting, escalations
  = pagerduty, opsgenie, incident io, victorops, firehydrant, rootly, squadcast, grafana oncall, ilert, zenduty,
  xmatters
uptime, uptime monitoring, status page, statuspage, synthetic checks
  = pingdom, uptimerobot, statuscake, better uptime, checkly, instatus, uptime kuma, freshping, site24x7
object storage, file storage, blob storage, buckets, bucket, file uploads, storage
  = s3, gcs, google cloud storage, azure blob, minio, backblaze, r2, wasabi, digitalocean spaces, firebase storage,
  supabase storage, ceph, uploadthing, uploadcare, cloudinary
secrets, secret management, secrets management
  = vault, doppler, 1password, aws secrets manager, secrets manager, secret manager, sops, infisical, key vault,
  sealed secrets, external secrets, parameter store, berglas, bitwarden, akeyless, conjur, git crypt
login, auth, authentication, idp, sso, identity provider, user accounts, signup
  = auth0, okta, cognito, keycloak, firebase auth, firebase authentication, clerk, supabase auth, azure ad, b2c,
  entra, ory, fusionauth, workos, stytch, descope, devise, nextauth, next auth, authelia, zitadel, onelogin,
  authentik, lucia
database, databases, datastore, data store, rdbms, sql database, primary database
  = postgres, mysql, mariadb, sqlite, mongodb, mongo, dynamodb, cockroachdb, cassandra, scylladb, firestore,
  cloud sql, aurora, rds, supabase, planetscale, neon, sql server, mssql, oracle, couchdb, couchbase, cosmos db,
  cosmosdb, azure sql, spanner, tidb, yugabytedb, realm, duckdb, timescaledb, clickhouse, neo4j
cache, caching, cached
  = redis, memcached, valkey, keydb, varnish, dragonfly, elasticache, hazelcast, ehcache
queue, queues, message queue, message broker, broker, messaging, event bus, pub sub, pubsub, event streaming
  = kafka, rabbitmq, sqs, sns, pub sub, pubsub, nats, activemq, kinesis, event hubs, eventhubs, service bus,
  redpanda, pulsar, amazon mq, eventbridge, zeromq, mqtt, mosquitto, emqx
background jobs, background job, jobs, task queue, job queue, async tasks, background tasks, scheduled jobs,
  cron jobs, cron
  = sidekiq, celery, bullmq, resque, hangfire, temporal io, rq, dramatiq, quartz, oban, delayed job, good job,
  inngest, trigger dev, faktory, huey
orchestration, data pipelines, dags, workflow engine, workflow orchestration
  = airflow, dagster, prefect, luigi, argo workflows, temporal io, step functions, kestra, data factory, nifi
workflow manager, workflow managers, workflow management, workflow language, scientific workflows,
  bioinformatics pipelines
  = snakemake, nextflow, cromwell, cwl, wdl, galaxy workflows
etl, elt, data pipelines, data ingestion, data integration, data transformations
  = airbyte, fivetran, meltano, dbt, stitch, matillion, dlt, data factory, nifi, talend, informatica, kafka connect,
  aws glue, airflow, dagster, prefect, luigi, kestra
warehouse, data warehouse, olap, lakehouse, data lake
  = snowflake, bigquery, redshift, databricks, clickhouse, duckdb, synapse, athena, trino, presto, druid, pinot,
  firebolt, motherduck, starrocks
dashboards, dashboard, bi, business intelligence
  = metabase, looker, tableau, power bi, powerbi, superset, redash, grafana, quicksight, lightdash, looker studio,
  data studio
iac, provisioning, provision, infrastructure
  = terraform, opentofu, pulumi, cloudformation, cdk, bicep, crossplane, arm templates, terragrunt, ansible,
  serverless framework
configuration management, server configuration
  = ansible, chef, puppet, saltstack
container orchestration, orchestrator, cluster, clusters
  = kubernetes, docker, nomad, ecs, docker swarm, openshift, fargate, rancher, k3s, podman, container apps
registry, image registry, container registry, docker registry, container images
  = ecr, harbor, docker hub, dockerhub, ghcr, artifactory, nexus, gcr, artifact registry, acr, quay
load balancer, load balancing, reverse proxy, proxy, web server, ingress
  = nginx, haproxy, envoy, traefik, caddy, apache, alb, elb, nlb, ingress nginx, cloudflare tunnel
api gateway, api management, apim
  = kong, apigee, tyk, krakend, zuul, gravitee
service mesh, mtls
  = istio, linkerd, consul, kuma, cilium, app mesh
vpn, remote access, zero trust, bastion, ssh access
  = tailscale, wireguard, openvpn, cloudflare access, zerotier, netbird, teleport, pritunl, twingate, headscale
backups, backup, disaster recovery
  = restic, borg, borgbackup, velero, veeam, barman, pgbackrest, wal g, litestream, kopia, duplicati, rclone,
  tarsnap, aws backup, backblaze, xtrabackup, bacula
linter, linters, linting, lint, static analysis
  = eslint, ruff, flake8, pylint, rubocop, golangci lint, stylelint, biome, clippy, stylecop, detekt, ktlint,
  swiftlint, tslint, shellcheck, hadolint, sqlfluff, standardrb, credo, phpstan, psalm, phpcs, checkstyle, pmd,
  spotbugs, oxlint, markdownlint, yamllint, tflint, cppcheck, clang tidy, bandit, pyflakes, jshint
formatter, formatters, formatting, code style, code formatting, autoformat
  = prettier, black, ruff, gofmt, rustfmt, biome, clang format, ktfmt, ktlint, dprint, yapf, autopep8, isort,
  csharpier, swiftformat, php cs fixer, google java format, spotless, shfmt, stylua
type checking, type checker, static typing, typecheck, typechecking
  = mypy, pyright, pyre, typescript, sorbet, pytype, basedpyright, tsc
unit tests, unit testing, test runner, test framework, testing framework
  = jest, vitest, mocha, jasmine, pytest, unittest, junit, testng, rspec, minitest, xunit, nunit, mstest, kotest,
  xctest, phpunit, exunit, karma, googletest, gtest, cmock, nextest, robolectric
e2e, e2e tests, browser tests, ui tests, acceptance tests
  = cypress, playwright, selenium, testcafe, puppeteer, webdriverio, detox, appium, maestro, espresso, xcuitest,
  nightwatch, codeceptjs, capybara, robot framework, browserstack, sauce labs
load testing, load tests, load test, performance testing, stress tests, stress testing
  = k6, locust, jmeter, gatling, artillery, vegeta, tsung, blazemeter
package manager, package managers, dependency management, lockfile, python environments, python environment,
  virtual environments, virtualenvs, environment manager
  = npm, yarn, pnpm, pip, poetry, uv, pipenv, conda, bundler, cargo, maven, gradle, nuget, composer, bun,
  pip tools, pdm, hatch, go modules, cocoapods, swift package manager, carthage, vcpkg, conan, rye, pixi, mamba,
  micromamba, virtualenv
bundler, bundling, build tool, build system, build tooling
  = webpack, vite, rollup, esbuild, parcel, turbopack, rspack, gradle, maven, bazel, cmake, ninja, msbuild, sbt,
  buck, pants, meson, scons, tsup, snowpack, browserify, gulp, grunt, babel, swc, metro
monorepo, monorepo tool, monorepo tooling
  = nx, turborepo, lerna, bazel, rush, pants, yarn workspaces, pnpm workspaces
dependency updates, dependency upgrades, dependency bot, update bot
  = dependabot, renovate, renovatebot, depfu, pyup
security scanning, vulnerability scanning, sast, dast, vulnerabilities, cves, code scanning, secret scanning
  = snyk, trivy, sonarqube, semgrep, codeql, gitleaks, trufflehog, grype, owasp zap, dependency check, checkmarx,
  veracode, bandit, brakeman, whitesource, black duck, osv scanner, wiz, clair, anchore
code coverage, test coverage, coverage
  = codecov, coveralls, istanbul, nyc, jacoco, simplecov, c8, tarpaulin, gcov, lcov, coverlet, sonarcloud
docs site, documentation site, wiki, knowledge base, handbook
  = docusaurus, mkdocs, sphinx, gitbook, confluence, readthedocs, read the docs, mintlify, vitepress, hugo, jekyll,
  docsify, backstage, bookstack, mdbook, antora, typedoc, jsdoc, doxygen, javadoc
api docs, api documentation, api spec, api specs, api schema
  = swagger, openapi, redoc, stoplight, postman, insomnia, apiary
issue tracker, issue tracking, tickets, ticketing, bug tracker, project management
  = jira, linear app, github issues, trello, asana, youtrack, clickup, monday com, pivotal tracker, azure boards,
  redmine, bugzilla, mantis, basecamp, taiga
team chat, chat app, chat tool
  = slack, microsoft teams, discord, mattermost, rocket chat, zulip, google chat, gitter
video calls, video call, video conferencing
  = zoom, google meet, microsoft teams, webex, jitsi
customer support, support tickets, helpdesk, help desk, live chat, chat widget, support inbox
  = zendesk, intercom, freshdesk, help scout, helpscout, tawk to, gorgias, kustomer,
  zoho desk, livechat, olark, chatwoot
form builder, form builders, form plugin, forms plugin, contact forms, contact form, form service, online forms
  = gravity forms, wpforms, contact form 7, ninja forms, formidable forms, typeform, jotform, tally forms, formspree,
  google forms, fillout, formstack, cognito forms
cms, content management, headless cms, content editing
  = contentful, sanity io, strapi, wordpress, ghost, prismic, storyblok, directus, payload cms, drupal, craft cms,
  keystone, decap, netlify cms, tinacms, hygraph, graphcms, datocms, umbraco, sitecore, kentico, contentstack,
  builder io, webflow, joomla, arc xp, wagtail
maps, geocoding, map tiles, routing directions
  = mapbox, google maps, gmaps, openstreetmap, osm, leaflet, maplibre, openlayers, tomtom, esri, arcgis, nominatim, osrm,
  graphhopper, valhalla, mapkit, apple maps, bing maps, carto, maptiler, postgis, google places
translations, translation, i18n, l10n
  = crowdin, lokalise, transifex, weblate, i18next, react intl, formatjs, gettext, tolgee, locize, poeditor,
  smartling, deepl, google translate, lingui, vue i18n, ngx translate
plagiarism, plagiarism check, plagiarism checks, similarity check, similarity checks, similarity reports
  = turnitin, copyleaks, unicheck, ouriginal, urkund, plagscan, grammarly authorship, originality ai
channel manager, channel managers, ota sync
  = siteminder, cloudbeds, channex, rategain, d edge, hotelrunner, staah, myallocator, beds24
machine translation, mt
  = deepl, google translate, amazon translate, azure translator, modernmt, systran, libretranslate, argos translate
image processing, image resizing, thumbnails, image cdn, image transformations
  = imgix, cloudinary, thumbor, imgproxy, sharp, imagekit, imagemagick, graphicsmagick, pillow, libvips, vips,
  uploadcare, filestack, twicpics
video hosting, video streaming, live streaming, transcoding, video encoding, video player
  = mux, cloudflare stream, vimeo, wowza, jw player, jwplayer, bitmovin, mediaconvert, ffmpeg, api video,
  brightcove, kaltura, livepeer, hls js, shaka, video js, exoplayer, avplayer, gstreamer, elastic transcoder
llm, llms, ai, language model, language models, ai provider, chatbot
  = openai, anthropic, claude, ollama, hugging face, huggingface, bedrock, vertex ai, azure openai, gemini, mistral,
  cohere, together ai, groq, replicate, llama, vllm
transcription, transcripts, speech to text, captions, subtitles
  = whisper, deepgram, assemblyai, rev ai, aws transcribe, speechmatics, otter
tts, text to speech, voices, narration
  = polly, amazon polly, elevenlabs, google cloud tts, azure tts, coqui, play ht, wavenet
pdf, pdfs, pdf generation, pdf rendering
  = wkhtmltopdf, gotenberg, puppeteer, weasyprint, pdfkit, princexml, docraptor, jspdf, pdfmake, reportlab, itext,
  questpdf, react pdf, typst, pandoc
e signature, esignature, electronic signatures, electronic signature, e signatures
  = docusign, hellosign, dropbox sign, adobe sign, pandadoc, signnow, signrequest, yousign, docuseal, zoho sign,
  skribble, signwell, documenso
mobile framework, mobile app framework, cross platform, app framework
  = react native, flutter, expo, swiftui, uikit, jetpack compose, kotlin multiplatform, kmp, xamarin, maui, ionic,
  capacitor, cordova, nativescript
beta builds, beta testing, beta testers, app distribution, store uploads
  = testflight, firebase app distribution, fastlane, app center, codemagic, bitrise, eas build, diawi
ota updates, ota update, hot updates, code push
  = codepush, eas update, expo updates, shorebird, capgo, appflow
backend framework, web framework, api framework, server framework
  = django, rails, ruby on rails, flask, fastapi, express, nestjs, spring boot, laravel, asp net, phoenix, sinatra,
  koa, fastify, gin, actix, axum, ktor, micronaut, quarkus, symfony, adonisjs, hono, litestar, starlette, tornado,
  aiohttp, sanic, vapor, dropwizard
frontend, front end, frontend framework, ui framework, web ui, spa
  = react, vue, angular, svelte, sveltekit, solidjs, ember, next js, nextjs, nuxt, remix, astro, preact, alpine js,
  htmx, qwik, gatsby, backbone, jquery, blazor, elm, stimulus, hotwire, livewire, inertia
state management, state mgmt, global state, state library, state lib, app state, state container
  = redux, redux toolkit, vuex, pinia, mobx, zustand, recoil, jotai, xstate, ngrx, riverpod, bloc, getx, valtio,
  nanostores, effector, akita, ngxs, tanstack query, react query
css, css framework
  = tailwind, tailwindcss, sass, scss, styled components, bootstrap, css modules, vanilla extract, stitches, unocss,
  postcss, bulma, stylus
component library, ui library, design system, ui kit, ui components
  = mui, material ui, chakra, ant design, antd, shadcn, radix, headless ui, mantine, react bootstrap, vuetify,
  quasar, primevue, primeng, element plus, angular material, fluent ui, daisyui, flowbite, nextui, storybook
orm, data access, database access, query builder
  = sqlalchemy, prisma, typeorm, sequelize, hibernate, entity framework, ef core, efcore, active record,
  activerecord, gorm, django orm, drizzle, knex, mikro orm, peewee, sqlmodel, dapper, jooq, mybatis,
  diesel, ecto, doctrine, eloquent, sqlx, sqlc, kysely, mongoose
schema migrations, database migrations, schema changes
  = alembic, flyway, liquibase, prisma migrate, goose, golang migrate, sqitch, dbmate, gh ost
graphql, graphql server, graphql client
  = apollo, hasura, relay, graphql yoga, urql, pothos, strawberry, graphene, ariadne, gqlgen, hot chocolate,
  postgraphile
realtime, real time, websockets, websocket, live updates, presence
  = pusher, socket io, signalr, centrifugo, liveblocks, phoenix channels, action cable, actioncable, pubnub,
  soketi, partykit, mercure
schema validation, input validation
  = zod, joi, pydantic, class validator, ajv, valibot, marshmallow, fluentvalidation, superstruct, io ts,
  typebox, arktype
date handling, date library, timezones, time zones
  = moment js, date fns, dayjs, luxon, js joda, pendulum, nodatime
charts, charting, data viz
  = chart js, chartjs, d3, recharts, highcharts, echarts, apexcharts, plotly, nivo, vega, visx, fl chart,
  mpandroidchart, swift charts, matplotlib, seaborn, bokeh
experiments, experimentation, ab tests, ab testing, split tests, split testing
  = optimizely, growthbook, statsig, vwo, eppo, abtasty, kameleoon, google optimize
fraud, fraud detection, chargebacks, risk scoring
  = stripe radar, signifyd, seon, riskified, kount, forter, sardine, ravelin, fingerprintjs, maxmind
tax, taxes, vat, sales tax, tax calculation
  = avalara, taxjar, stripe tax, anrok, quaderno, taxamo, fonoa
bookkeeping, invoicing, invoices
  = xero, quickbooks, netsuite, freshbooks, zoho books, datev, lexoffice, sevdesk, stripe invoicing, bill com
kyc, identity verification, id verification, id checks, age verification, document verification
  = onfido, jumio, veriff, stripe identity, sumsub, trulioo, idnow, socure, yoti, mitek, ondato
crm, sales pipeline
  = salesforce, hubspot, pipedrive, zoho crm, attio, freshsales
surveys, survey, feedback forms, nps
  = typeform, google forms, surveymonkey, jotform, qualtrics, survicate
time series, timeseries, tsdb
  = influxdb, timescaledb, prometheus, victoriametrics, questdb, opentsdb, graphite, tdengine, clickhouse
vector database, vector store, vector search, similarity search
  = pinecone, weaviate, qdrant, milvus, pgvector, chroma, chromadb, lancedb, faiss, turbopuffer, zilliz
graph database, graph db, graph store
  = neo4j, neptune, dgraph, arangodb, janusgraph, tigergraph, memgraph, kuzu, falkordb
password manager, shared passwords, team passwords
  = 1password, bitwarden, lastpass, keepass, keepassxc, dashlane, passbolt, vaultwarden
debug probe, debug probes, jtag, swd
  = j link, jlink, st link, stlink, segger, cmsis dap, black magic probe, picoprobe, lauterbach, openocd
rtos, real time os, real time operating system
  = freertos, zephyr, rt thread, mbed os, nuttx, threadx, riot os
firmware updates, device updates, fleet updates, ota
  = mender, balena, hawkbit, memfault, golioth, swupdate, rauc
git hosting, code hosting, source control, version control, vcs, scm
  = github, gitlab, bitbucket, azure repos, gitea, forgejo, codeberg, sourcehut, gerrit, perforce, subversion, svn,
  mercurial
schema registry, wire format, message format
  = protobuf, protocol buffers, avro, json schema, thrift, msgpack, messagepack, flatbuffers, cbor, bson
rpc, internal apis
  = grpc, connectrpc, trpc, thrift, json rpc, twirp, dapr
cookie consent, cookie banner, consent management, cmp
  = cookiebot, onetrust, usercentrics, osano, iubenda, didomi, termly, cookieyes
captcha, bot protection, spam protection, spam signups
  = recaptcha, hcaptcha, turnstile, friendly captcha, arkose, akismet, datadome, altcha
shipping labels, shipping carriers, carriers, postage, fulfillment
  = shippo, easypost, shipstation, shipengine, sendcloud, aftership
address lookup, address validation, postcode lookup, address autocomplete
  = loqate, smartystreets, smarty, getaddress, ideal postcodes, postcoder
telephony, phone calls, voice calls, ivr, call center
  = twilio, vonage, aircall, dialpad, ringcentral, plivo, telnyx, amazon connect, genesys, talkdesk
serverless, cloud functions, edge functions, lambdas
  = aws lambda, lambda, cloud functions, azure functions, cloudflare workers, vercel functions, netlify functions,
  deno deploy, openfaas, knative
remote config, remote configuration
  = firebase remote config
deep links, deeplinks, dynamic links, universal links, attribution, install attribution
  = branch io, appsflyer, kochava, adjust com, firebase dynamic links, airbridge
ocr, text recognition, document parsing, receipt scanning
  = tesseract, textract, google vision, vision api, form recognizer, document ai, abbyy, mindee, veryfi, paddleocr,
  easyocr
mocks, mock server, mocking, api mocks, contract tests, contract testing
  = wiremock, msw, mock service worker, mockoon, nock, mockito, moq, sinon, pact, mountebank, hoverfly
"""
