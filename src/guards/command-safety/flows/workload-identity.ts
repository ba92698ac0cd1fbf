import type { Invocation } from "../model.js";

/**
 * Workload identity endpoints: the services on or beside a cloud machine, container or function
 * that hand whatever runs there the credential of its attached identity. A request to one mints a
 * live cloud credential for the session, whichever client makes it and wherever the answer goes
 * (printed, kept in a variable for the next request, written to a file).
 *
 * Endpoints, by each provider's documentation:
 * - AWS: IMDS `169.254.169.254` / `[fd00:ec2::254]` `latest/meta-data/iam/security-credentials/ROLE`
 *   (EC2 User Guide, "Retrieve security credentials from instance metadata"); the ECS task endpoint
 *   `169.254.170.2$AWS_CONTAINER_CREDENTIALS_RELATIVE_URI` and `$AWS_CONTAINER_CREDENTIALS_FULL_URI`
 *   (ECS Developer Guide, "Task IAM role"); EKS Pod Identity's agent `169.254.170.23/v1/credentials`
 *   and `[fd00:ec2::23]` (EKS User Guide, "Pod Identity").
 * - Azure: IMDS `metadata/identity/oauth2/token` ("Managed identities: how to use on a VM"); the
 *   Azure Arc agent's same path on `localhost:40342` ("Authenticate against Azure resources with
 *   Arc-enabled servers"); App Service's and Functions' `$IDENTITY_ENDPOINT` and legacy `$MSI_ENDPOINT`.
 * - Google Cloud: `computeMetadata/v1/instance/service-accounts/ACCOUNT/token|identity` on
 *   `metadata.google.internal`, `metadata`, `169.254.169.254` or `[fd20:ce::254]` ("About VM metadata").
 * - Alibaba Cloud `100.100.100.200/latest/meta-data/ram/security-credentials/ROLE` (ECS instance RAM
 *   roles); Tencent Cloud `metadata.tencentyun.com/latest/meta-data/cam/security-credentials/ROLE`
 *   (CVM instance roles); Huawei Cloud `169.254.169.254/openstack/latest/securitykey` (ECS temporary
 *   AK/SK); IBM Cloud VPC `instance_identity/v1/token` and `iam_token` (VPC metadata service);
 *   Oracle Cloud's instance principal certificate and key, `opc/v2/identity/…` (OCI instance metadata).
 * - GitHub Actions' OIDC token request, `$ACTIONS_ID_TOKEN_REQUEST_URL`.
 *
 * IMDSv2's session token (`PUT /latest/api/token`) and the instance identity document only let a
 * client read metadata or name the instance: printed, they are judged as before; used to read
 * `instance-id`, they are everyday work.
 */

/** The metadata services' addresses: link-local, IPv6, provider names, and the Arc agent on this machine. */
const METADATA_HOST = String.raw`(?:169\.254\.169\.254|169\.254\.170\.23?|100\.100\.100\.200|\[?fd00:ec2::(?:254|23)\]?|\[?fd20:ce::254\]?|metadata\.google\.internal\.?|metadata|metadata\.tencentyun\.com|api\.metadata\.cloud\.ibm\.com|(?:localhost|127\.0\.0\.1):40342)`;
/** Paths that return an identity's credential (or, for IMDSv2 and the identity document, only let a client read or name the instance). */
const CREDENTIAL_PATH = String.raw`(?:security-credentials|securitykey|\/token\b|identity|service-accounts\/[^/\s'"\x60]+\/(?:token|identity)|\/credentials|v2\/credentials)`;
/** A metadata service's credential endpoint as a whole URL argument. */
const CREDENTIAL_URL = new RegExp(String.raw`^(?:https?:\/\/)?${METADATA_HOST}(?::\d+)?\/.*${CREDENTIAL_PATH}`, "i");
/** The same endpoint anywhere inside a word (code given to an interpreter). */
const CREDENTIAL_URL_IN_CODE = new RegExp(String.raw`${METADATA_HOST}(?::\d+)?\/[^\s'"\x60]*(?:security-credentials|securitykey|oauth2\/token|service-accounts\/[^/\s'"\x60]+\/(?:token|identity)|v[12]\/credentials|instance_identity\/v1\/(?:iam_)?token|opc\/v\d\/identity)`, "i");
/** Paths of a credential endpoint that give no cloud credential: IMDSv2's session token and the instance identity document. */
const NOT_MINTED = /\/latest\/api\/token\b|instance-identity\//i;
/**
 * Variables holding a credential endpoint's URL, at the start of a word or after the ECS
 * task endpoint's address (`http://169.254.170.2$AWS_CONTAINER_CREDENTIALS_RELATIVE_URI`).
 */
const ENDPOINT_VARIABLE = /^["']?(?:(?:https?:\/\/)?169\.254\.170\.2)?\$\{?(?:ACTIONS_ID_TOKEN_REQUEST_URL|IDENTITY_ENDPOINT|MSI_ENDPOINT|AWS_CONTAINER_CREDENTIALS_(?:FULL|RELATIVE)_URI)\b/;
/** The same variables read by code (`os.environ["IDENTITY_ENDPOINT"]`, `process.env.IDENTITY_ENDPOINT`, `$env:IDENTITY_ENDPOINT`). */
const ENDPOINT_VARIABLE_IN_CODE = /\b(?:IDENTITY_ENDPOINT|MSI_ENDPOINT|AWS_CONTAINER_CREDENTIALS_(?:FULL|RELATIVE)_URI|ACTIONS_ID_TOKEN_REQUEST_URL)\b/;
/** Command-line HTTP clients whose URL operands are read here. */
const HTTP_CLIENTS = new Set(["curl", "curlie", "wget", "wget2", "http", "https", "xh", "xhs", "aria2c", "lwp-request"]);
/** Interpreters whose one-liners reach an HTTP library. */
const ONE_LINERS = /^(?:python[\d.]*|pypy\d*|node(?:js)?|deno|bun|ruby|perl|php[\d.]*|lua[\d.]*|luajit|Rscript|julia|groovy|pwsh|powershell)$/;

/** A workload identity request: what it reaches, and whether it mints a cloud credential (not only a metadata session). */
export interface WorkloadIdentityRequest {
  /** The endpoint as shown in reasons (`curl http://169.254.169.254/…/oauth2/token`). */
  shown: string;
  /** A cloud credential comes back (false for IMDSv2's session token and the instance identity document). */
  minted: boolean;
}

/**
 * The workload identity endpoint a command requests, by an HTTP client's URL or an endpoint
 * variable, or inside a one-liner's code; undefined for every other command.
 *
 * @example
 * workloadIdentityRequest(invocation("curl", "-H", "Metadata:true", "http://169.254.169.254/metadata/identity/oauth2/token?resource=x"))
 * // { shown: "curl http://169.254.169.254/metadata/identity/oauth2/token?resource=x", minted: true }
 */
export function workloadIdentityRequest(invocation: Invocation): WorkloadIdentityRequest | undefined {
  const name = invocation.name;
  if (HTTP_CLIENTS.has(name)) {
    const fields = invocation.argv.slice(1);
    const named = fields.find((field) => field.value === undefined && ENDPOINT_VARIABLE.test(field.text));
    if (named !== undefined) return { shown: `${name} ${named.text}`, minted: true };
    const url = fields.find((field) => field.value !== undefined && field.value.length < 2048 && CREDENTIAL_URL.test(field.value))?.value;
    return url === undefined ? undefined : { shown: `${name} ${url}`, minted: !NOT_MINTED.test(url) };
  }
  if (!ONE_LINERS.test(name)) return undefined;
  for (const field of invocation.argv.slice(1)) {
    const code = field.value;
    if (code === undefined || code.length >= 4096 || code.length < 12) continue;
    const endpoint = CREDENTIAL_URL_IN_CODE.exec(code)?.[0] ?? (HTTP_IN_CODE.test(code) ? ENDPOINT_VARIABLE_IN_CODE.exec(code)?.[0] : undefined);
    if (endpoint !== undefined) return { shown: `${name} (${endpoint})`, minted: !NOT_MINTED.test(endpoint) };
  }
  return undefined;
}

/** Code that makes an HTTP request: a library call or a client it runs (`requests.get`, `urlopen`, `fetch(`, `Net::HTTP`, `Invoke-RestMethod`). */
const HTTP_IN_CODE = /\b(?:requests\.|urlopen|urllib|http\.client|httpx|fetch\(|axios|https?\.(?:get|request)\(|Net::HTTP|open-uri|URI\.open|LWP|HTTP::Tiny|file_get_contents|curl_exec|Invoke-(?:RestMethod|WebRequest)|WebClient|HttpClient)/;
