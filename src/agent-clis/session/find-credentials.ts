/** One kind of credential recognised by its documented token format. */
export interface CredentialKind {
  /** Stable id, e.g. `github-token`. */
  id: string;
  /** What to call it in a reason, e.g. "GitHub token". */
  label: string;
  pattern: RegExp;
}

/** A credential found in a text: its kind and where it starts (the value itself is never kept). */
export interface CredentialFinding {
  id: string;
  label: string;
  index: number;
}

// Prefixes and lengths as the issuers document them; each anchored on a word boundary so a prefix
// inside a longer identifier does not count.
const B = String.raw`(?<![A-Za-z0-9_])`;
const E = String.raw`(?![A-Za-z0-9_])`;

/** The token formats loopgate recognises, most specific first. */
export const CREDENTIAL_KINDS: readonly CredentialKind[] = [
  { id: "private-key", label: "private key", pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/ },
  { id: "anthropic-api-key", label: "Anthropic API key", pattern: new RegExp(`${B}sk-ant-(?:api|admin)\\d{2}-[A-Za-z0-9_-]{32,}`) },
  { id: "openai-api-key", label: "OpenAI API key", pattern: new RegExp(`${B}sk-(?:(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20})`) },
  { id: "github-token", label: "GitHub token", pattern: new RegExp(`${B}(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{82})${E}`) },
  { id: "gitlab-token", label: "GitLab token", pattern: new RegExp(`${B}glpat-[A-Za-z0-9_-]{20,}`) },
  { id: "aws-access-key-id", label: "AWS access key ID", pattern: new RegExp(`${B}(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}${E}`) },
  { id: "google-api-key", label: "Google API key", pattern: new RegExp(`${B}AIza[A-Za-z0-9_-]{35}${E}`) },
  { id: "slack-token", label: "Slack token", pattern: new RegExp(`${B}xox[abposr]-(?:\\d+-)+[A-Za-z0-9-]{10,}`) },
  { id: "stripe-secret-key", label: "Stripe secret key", pattern: new RegExp(`${B}(?:sk|rk)_live_[A-Za-z0-9]{24,}${E}`) },
  { id: "npm-token", label: "npm access token", pattern: new RegExp(`${B}npm_[A-Za-z0-9]{36}${E}`) },
  { id: "huggingface-token", label: "Hugging Face token", pattern: new RegExp(`${B}hf_[A-Za-z0-9]{34,}${E}`) },
];

/**
 * The credentials in `text`, by documented token format (private key blocks, Anthropic, OpenAI,
 * GitHub, GitLab, AWS, Google, Slack, Stripe, npm and Hugging Face tokens), at most one finding per
 * kind, in the order they appear. Rule-based and deliberately narrow: a word that merely looks random
 * is not a finding.
 *
 * @example
 * findCredentials("deploy with AKIAIOSFODNN7EXAMPLE"); // [{ id: "aws-access-key-id", label: "AWS access key ID", index: 12 }]
 */
export function findCredentials(text: string, kinds: readonly CredentialKind[] = CREDENTIAL_KINDS): CredentialFinding[] {
  const findings: CredentialFinding[] = [];
  for (const kind of kinds) {
    const match = kind.pattern.exec(text);
    if (match) findings.push({ id: kind.id, label: kind.label, index: match.index });
  }
  return findings.sort((a, b) => a.index - b.index);
}
