import type { PackageRegistry } from "../commands/package-specifiers.js";

/**
 * Widely used package names per registry (the most downloaded and depended-upon npm, PyPI and
 * crates.io packages, and well-known names next to them): the names typosquats imitate. A name on
 * a list is never a look-alike itself, so legitimate neighbours (`preact`/`react`, `redis`/`redux`,
 * `scapy`/`scipy`, `attr`/`attrs`) are listed too. Kept as text and split on first use.
 */
const NAMES: Readonly<Record<PackageRegistry, string>> = {
  npm: `
lodash lodash-es react react-dom preact chalk express axios commander moment moment-timezone debug tslib request async
fs-extra bluebird underscore vue prop-types classnames webpack webpack-cli webpack-dev-server webpack-merge typescript
glob yargs inquirer colors minimist body-parser dotenv dotenv-expand dotenvx jquery rxjs mkdirp semver core-js
babel-core babel-cli babel-loader babel-jest @babel/core @babel/cli @babel/preset-env @babel/preset-react @babel/runtime
eslint tslint prettier jest mocha chai sinon nodemon ts-node tsx rimraf cross-env cross-spawn concurrently husky
lint-staged next nuxt svelte @sveltejs/kit @angular/core @angular/cli ember-cli redux react-redux @reduxjs/toolkit
react-router react-router-dom styled-components @emotion/react @emotion/styled tailwindcss postcss autoprefixer sass
node-sass less mongoose mongodb mysql mysql2 sequelize typeorm prisma @prisma/client knex drizzle-orm drizzle-kit redis
ioredis socket.io socket.io-client graphql graphql-tag apollo-server @apollo/client @apollo/server jsonwebtoken bcrypt
bcryptjs passport passport-jwt cors helmet morgan cookie-parser multer nodemailer puppeteer puppeteer-core playwright
@playwright/test cheerio node-fetch cross-fetch isomorphic-fetch superagent got form-data validator ajv date-fns
dayjs luxon chokidar ora boxen figlet prompts execa shelljs electron electron-builder vite vitest esbuild rollup
parcel turbo lerna yarn pnpm npm create-react-app create-next-app create-vite create-vue create-svelte react-scripts
@vitejs/plugin-react storybook @storybook/react eslint-plugin-react eslint-plugin-import eslint-config-airbnb
eslint-config-prettier eslint-plugin-prettier @typescript-eslint/parser @typescript-eslint/eslint-plugin
typescript-eslint @types/node @types/react @types/react-dom @types/express @types/jest ts-jest supertest nock
@faker-js/faker faker aws-sdk @aws-sdk/client-s3 firebase firebase-admin firebase-tools stripe twilio openai
@anthropic-ai/sdk langchain @langchain/core discord.js telegraf winston bunyan log4js config nconf yaml js-yaml
xml2js csv-parse papaparse marked markdown-it highlight.js prismjs chart.js three ramda immutable immer mobx
zustand jotai recoil @tanstack/react-query react-query formik react-hook-form @mui/material material-ui bootstrap
react-bootstrap framer-motion sharp canvas pdfkit jspdf xlsx exceljs archiver adm-zip jszip unzipper node-cron
bullmq amqplib kafkajs serialport http-proxy http-proxy-middleware fastify @hapi/hapi @nestjs/core @nestjs/common
@nestjs/cli gatsby gulp grunt browserify uglify-js terser html-webpack-plugin css-loader style-loader file-loader
url-loader mini-css-extract-plugin copy-webpack-plugin source-map-support env-cmd npm-run-all serve http-server
live-server json-server forever coffeescript coffee-script event-stream safe-buffer readable-stream inherits
string-width strip-ansi ansi-regex supports-color micromatch picomatch fast-glob globby minimatch through2
graceful-fs signal-exit node-gyp node-pre-gyp bindings prebuild-install vercel netlify-cli wrangler serverless
aws-cdk expo expo-cli react-native @react-native-community/cli @ionic/cli cordova nativescript @vue/cli nodemailer
jest-cli jest-util eslint-utils react-dev-utils sequelize-cli gatsby-cli vue-cli react-native-cli angular-cli eas-cli
husky-init node-xlsx gulp-install yaml-js tailwindcss-cli
undici zx tsup tsc-watch nx @nrwl/workspace shadcn shadcn-ui pm2 ngrok localtunnel dotenv-cli express-session
express-validator mongodb-memory-server sqlite3 better-sqlite3 kysely @supabase/supabase-js @vercel/node web-vitals
`,
  pypi: `
requests urllib3 boto3 botocore boto beautifulsoup setuptools certifi idna charset-normalizer python-dateutil dateutils six
s3transfer typing-extensions numpy pyyaml packaging cryptography pip wheel jmespath pandas attrs attr protobuf
pyasn1 rsa cffi pycparser google-api-core importlib-metadata zipp click jinja2 jinja markupsafe pytz platformdirs
filelock virtualenv pydantic pydantic-core pydantic-settings awscli colorama colorlog pyjwt jsonschema wrapt grpcio
grpcio-tools tomli tomlkit toml pluggy pytest pytest-cov pytest-mock pytest-asyncio pytest-xdist coverage psutil
requests-oauthlib oauthlib aiohttp multidict yarl frozenlist aiosignal async-timeout sqlalchemy psycopg2
psycopg2-binary psycopg pymysql mysqlclient redis celery kombu django djangorestframework flask flask-cors
flask-sqlalchemy werkzeug itsdangerous fastapi starlette uvicorn gunicorn httpx httpcore h11 anyio sniffio scipy
scapy matplotlib seaborn plotly scikit-learn sklearn tensorflow keras torch torchvision torchaudio transformers
tokenizers datasets huggingface-hub accelerate safetensors sentencepiece openai anthropic langchain langchain-core
langchain-openai langchain-community llama-index tiktoken nltk spacy gensim opencv-python opencv-python-headless
pillow imageio scikit-image tqdm rich typer tabulate termcolor beautifulsoup4 lxml html5lib selenium playwright
scrapy paramiko fabric invoke ansible ansible-core docker kubernetes google-cloud-storage google-cloud-bigquery
azure-storage-blob azure-identity pymongo motor elasticsearch cassandra-driver sqlparse alembic marshmallow
python-dotenv black flake8 pylint mypy ruff isort autopep8 yapf pre-commit tox nox poetry pipenv pipx twine build
hatch hatchling flit setuptools-scm cython numba sympy networkx statsmodels xgboost lightgbm catboost pyarrow polars
dask pyspark openpyxl xlrd xlsxwriter python-docx pypdf pypdf2 reportlab markdown mistune pygments docutils sphinx
mkdocs mkdocs-material jupyter jupyterlab notebook ipython ipykernel ipywidgets nbformat nbconvert streamlit gradio
dash bokeh websockets websocket-client pyzmq pyserial pexpect plumbum watchdog schedule apscheduler arrow pendulum
dateparser babel factory-boy hypothesis responses freezegun moto pyopenssl pynacl bcrypt passlib argon2-cffi
jellyfish fuzzywuzzy rapidfuzz python-levenshtein regex chardet simplejson ujson orjson msgpack cachetools
diskcache joblib cloudpickle dill more-itertools toolz decorator deprecated retrying tenacity backoff structlog
loguru sentry-sdk prometheus-client opentelemetry-api opentelemetry-sdk ddtrace newrelic uwsgi gevent eventlet
greenlet twisted tornado sanic aiofiles asyncpg aiomysql tortoise-orm peewee pony mongoengine graphene
strawberry-graphql ariadne thrift avro fastavro confluent-kafka kafka-python pika paho-mqtt pysftp ldap3
python-ldap pywin32 pyinstaller nuitka pyqt5 pyqt6 pyside6 kivy pygame pyglet uv virtualenvwrapper dvc mlflow
docker-py fastapi-cli fastapi-utils typer-cli pip-tools
wandb optuna ray onnx onnxruntime jax jaxlib flax einops timm diffusers peft bitsandbytes vllm ollama
`,
  crates: `
serde serde_json serde_yaml tokio rand clap anyhow thiserror reqwest regex log env_logger tracing tracing-subscriber
chrono lazy_static once_cell futures hyper axum actix-web rocket diesel diesel_cli sqlx sqlx-cli bytes itertools
rayon syn quote proc-macro2 libc bitflags ripgrep fd-find bat eza exa starship cargo-watch cargo-edit cargo-expand
wasm-pack wasm-bindgen wasm-bindgen-cli tauri tauri-cli sccache just hyperfine tokei zoxide du-dust bottom
cargo-nextest cargo-audit cargo-deny cargo-outdated cargo-make mdbook trunk sea-orm sea-orm-cli git-delta
alacritty nushell helix-term typos-cli cargo-binstall cross tokio-util futures-util
`,
};

/**
 * npm scopes of widely used organisations (beside those of the names above), and their legitimate
 * neighbours (`@nuxtjs` beside `@nuxt`): the scopes scope-squats imitate.
 */
const NPM_SCOPES = `
types typescript-eslint eslint eslint-community stylistic babel jest testing-library storybook vitest playwright cypress
octokit actions aws-sdk aws-cdk aws-amplify aws-crypto aws-lambda-powertools smithy google google-cloud googleapis googlemaps
azure microsoft firebase supabase vercel next sentry sentry-internal datadog opentelemetry grpc prisma nestjs angular
angular-eslint angular-devkit ngrx ionic capacitor expo react-native react-native-community react-navigation reduxjs apollo
graphql-codegen graphql-tools mui emotion chakra-ui mantine fortawesome heroicons headlessui radix-ui floating-ui tiptap
codemirror lezer shopify stripe clerk auth trpc tanstack remix-run astrojs sveltejs vitejs changesets commitlint
semantic-release nx nrwl lerna pnpm yarnpkg npmcli oclif inquirer sinclair hapi fastify koa hono elastic mongodb-js
anthropic-ai modelcontextprotocol langchain openai huggingface xenova tensorflow mapbox turf cloudflare netlify biomejs vue
vueuse nuxt nuxtjs quasar ember glimmer builder.io faker-js tsconfig svgr swc rollup esbuild parcel react-three pmndrs
solana ethersproject walletconnect metamask
`;

let scopes: ReadonlySet<string> | undefined;

/** The npm scopes of widely used organisations, without their `@`. */
export function popularScopes(): ReadonlySet<string> {
  scopes ??= new Set([
    ...NPM_SCOPES.split(/\s+/).filter(Boolean),
    ...[...popularPackages("npm")].filter((name) => name.startsWith("@")).map((name) => name.slice(1, name.indexOf("/"))),
  ]);
  return scopes;
}

let lists: Map<PackageRegistry, ReadonlySet<string>> | undefined;

/** The well-known names of a registry, normalised as its lookups are (lower case; PyPI's `_` and `.` as `-`). */
export function popularPackages(registry: PackageRegistry): ReadonlySet<string> {
  lists ??= new Map((Object.keys(NAMES) as PackageRegistry[]).map((key) => [key, new Set(NAMES[key].split(/\s+/).filter(Boolean).map((name) => normalizePackageName(key, name)))]));
  return lists.get(registry) ?? new Set();
}

/** A package name as its registry compares names: npm lower case; PyPI per PEP 503 (`Foo_Bar.x` → `foo-bar-x`); crates.io with `_` as `-`. */
export function normalizePackageName(registry: PackageRegistry, name: string): string {
  const lower = name.toLowerCase();
  if (registry === "pypi") return lower.replace(/[-_.]+/g, "-");
  return registry === "crates" ? lower.replace(/_/g, "-") : lower;
}

/**
 * Go modules that are widely used or maintained by the Go team and the projects whose tools most
 * Go code bases install (the Go team's hosts, Google, Uber, the linters, debuggers, code
 * generators and release tools with the most installs): module path prefixes, a whole host or
 * organisation when it ends with `/`.
 */
const GO_MODULES = `
golang.org/ google.golang.org/ go.uber.org/ honnef.co/go/tools mvdan.cc/ gotest.tools/ sigs.k8s.io/ k8s.io/ entgo.io/
go.opentelemetry.io/ cloud.google.com/go gocloud.dev ariga.io/atlas github.com/golang/ github.com/google/ github.com/golangci/
github.com/go-delve/ github.com/bufbuild/ github.com/grpc-ecosystem/ github.com/goreleaser/ github.com/hashicorp/
github.com/kubernetes-sigs/ github.com/swaggo/swag github.com/sqlc-dev/sqlc github.com/kyleconroy/sqlc github.com/pressly/goose
github.com/golang-migrate/migrate github.com/vektra/mockery github.com/air-verse/air github.com/cosmtrek/air github.com/a-h/templ
github.com/securego/gosec github.com/mgechev/revive github.com/segmentio/golines github.com/fatih/gomodifytags
github.com/josharian/impl github.com/cweill/gotests github.com/spf13/cobra-cli github.com/99designs/gqlgen
github.com/oapi-codegen/oapi-codegen github.com/deepmap/oapi-codegen github.com/magefile/mage github.com/go-task/task
github.com/kisielk/errcheck github.com/jstemmer/go-junit-report github.com/axw/gocov github.com/rhysd/actionlint
github.com/mikefarah/yq github.com/aquasecurity/ github.com/anchore/ github.com/sigstore/ github.com/open-policy-agent/
github.com/bazelbuild/ github.com/nektos/act github.com/junegunn/fzf github.com/jesseduffield/lazygit github.com/derailed/k9s
github.com/evilmartians/lefthook github.com/incu6us/goimports-reviser github.com/daixiang0/gci github.com/uudashr/gocognit
github.com/fzipp/gocyclo github.com/charmbracelet/ github.com/cli/cli github.com/docker/ github.com/containerd/
github.com/prometheus/ github.com/grafana/ github.com/gohugoio/hugo github.com/caddyserver/ github.com/go-swagger/go-swagger
github.com/envoyproxy/ github.com/pseudomuto/protoc-gen-doc github.com/matryer/moq github.com/maxbrunsfeld/counterfeiter
github.com/onsi/ginkgo github.com/go-critic/go-critic github.com/dominikh/go-tools github.com/volatiletech/sqlboiler
github.com/amacneil/dbmate github.com/gotestyourself/gotestsum github.com/ko-build/ko github.com/twitchtv/twirp
github.com/Khan/genqlient github.com/wailsapp/wails github.com/temporalio/ github.com/dagger/ github.com/cilium/
github.com/tailscale/ github.com/ethereum/go-ethereum github.com/rakyll/ github.com/mitchellh/gox github.com/cespare/reflex
`;

/** Owners of Nix flakes that are the ecosystem's own (NixOS, nix-community, and the best-known flake maintainers). */
const NIX_OWNERS = "nixos nix-community numtide determinatesystems cachix hercules-ci nix-darwin lnl7 oxalica";

let goPrefixes: readonly string[] | undefined;
let nixOwners: ReadonlySet<string> | undefined;

/** Whether a Go module path (`github.com/golangci/golangci-lint/cmd/golangci-lint`) belongs to a widely used module. */
export function wellKnownGoModule(path: string): boolean {
  goPrefixes ??= GO_MODULES.split(/\s+/).filter(Boolean).map((prefix) => prefix.toLowerCase());
  const lower = path.toLowerCase();
  return goPrefixes.some((prefix) => (prefix.endsWith("/") ? lower.startsWith(prefix) : lower === prefix || lower.startsWith(`${prefix}/`)));
}

/** Whether a flake reference names a repository of the Nix ecosystem's own owners (`github:NixOS/nixpkgs`, `github:nix-community/home-manager`). */
export function wellKnownFlake(reference: string): boolean {
  nixOwners ??= new Set(NIX_OWNERS.split(/\s+/));
  const owner = /^(?:github|gitlab|sourcehut):~?([^/]+)\//i.exec(reference)?.[1] ?? /^(?:git\+|tarball\+)?https:\/\/(?:github\.com|gitlab\.com)\/([^/]+)\//i.exec(reference)?.[1];
  return owner !== undefined && nixOwners.has(owner.toLowerCase());
}
