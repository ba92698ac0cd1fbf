import { credentialEffects } from "../planes/cloud-credentials.js";
import { shown, via } from "./helpers.js";
import type { RuleSet } from "./types.js";

/**
 * Long-lived cloud credentials minted or set through the providers' CLIs
 * (`planes/cloud-credentials.ts`): each asks, since the credential outlives the session and may
 * leave the machine with the file or the transcript it is written to.
 */
export const cloudCredentialRules: RuleSet = {
  category: "secrets",
  programs: ["aws", "gcloud", "az"],
  rules: [
    { id: "secrets.mint-credential", decision: "ask", description: "Mints or sets a long-lived cloud credential: a service account key created into a file or uploaded (gcloud iam service-accounts keys create|upload), an IAM user's console password (aws iam create-login-profile|update-login-profile), SSH keys or signing certificates uploaded to IAM, access keys and service-specific passwords created, an Entra ID user's password set (az ad user update --password), a service principal's or application's credential reset. Listing, disabling and deleting keys, and logging in, stay allowed." },
  ],
  invocation(invocation) {
    return credentialEffects(invocation).map((effect) => ({ rule: effect.rule, decision: "ask", reason: `${shown(invocation)} ${effect.what}${via(invocation)}` }));
  },
};
