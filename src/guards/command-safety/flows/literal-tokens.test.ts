import { describe, expect, it } from "vitest";
import { literalToken } from "./literal-tokens.js";

describe("literalToken", () => {
  it("finds vendor tokens anywhere in a command, by the secret-redaction guard's formats, and shows only their start", () => {
    expect(literalToken("doctl auth init --access-token dop_v1_2695b4e23a8e272ea527bfcc9e06602cb208674a047e80d58d4f78f1b1e99066")).toEqual({ kind: "digitalocean-token", shown: "dop_v1_2…" });
    expect(literalToken('curl -H "Authorization: token ghp_lhQCvpm8FOFlEsD4qmq5ShuHRWYl398Zpkpm" https://api.github.com/user')?.kind).toBe("github-token");
    expect(literalToken("export OPENAI_API_KEY=sk-proj-iXS24fEz0zlyAirTzRSxjvvU2Nt6iBSI3b5KBjXkNVZP5BaG")?.kind).toBe("openai-api-key");
    expect(literalToken("cat > .env <<'EOF'\nHF_TOKEN=hf_1OvV7SRJIq5xncQPVeN76jzefF9qw9nEe4\nEOF")?.kind).toBe("huggingface-token");
    // A token typed by hand with a run of digits is still a token to whoever reads the transcript.
    expect(literalToken("curl -H 'Authorization: token ghp_1234567890abcdefghijABCDEFGHIJ123456' https://api.github.com")?.kind).toBe("github-token");
  });

  it("leaves alone placeholders, documented examples, variables and patterns", () => {
    expect(literalToken("export OPENAI_API_KEY='sk-proj-<your-key>'")).toBeUndefined();
    expect(literalToken("export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")).toBeUndefined();
    expect(literalToken("aws configure set aws_access_key_id AKIAIOSFODNN7EXAMPLE")).toBeUndefined();
    expect(literalToken('curl -H "Authorization: token $GITHUB_TOKEN" https://api.github.com/user')).toBeUndefined();
    expect(literalToken("grep -rE 'ghp_[A-Za-z0-9]{36}' src/")).toBeUndefined();
    expect(literalToken("git status")).toBeUndefined();
  });
});
