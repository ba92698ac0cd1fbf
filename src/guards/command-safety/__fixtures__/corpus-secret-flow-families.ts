import { casesOf, type CorpusCase } from "./corpus-types.js";

const secrets = casesOf("secrets");
const _plain = { noVariants: true };

/**
 * Secret flow closed by family rather than by example: files that hold passwords and tools'
 * tokens in their XDG directories, each written from the tools' documentation with other tools
 * and spellings than the ones first seen, and the everyday look-alikes that stay allowed.
 */
export const SECRET_FLOW_FAMILY_CASES: readonly CorpusCase[] = [
  // Files that hold secrets: password files, Android signing properties, CLIs' token files.
  secrets.deny("cat ~/.config/keystore_password"),
  secrets.deny("head -n1 deploy/smtp.passwd"),
  secrets.deny("less ~/.secrets/gpg-passphrase.txt"),
  secrets.deny("cat app/key.properties"),
  secrets.deny("base64 android/signing.properties"),
  secrets.deny("cat ~/.op/config"),
  secrets.deny("tail ~/.config/turborepo/config.json"),
  secrets.deny("cat ~/.config/planetscale/access-token"),
  secrets.deny("cat /home/ada/.config/tea/config.yml"),
  secrets.allow("cat src/auth/password-reset.ts"),
  secrets.allow("cat docs/passport.md"),
  secrets.allow("cat android/gradle.properties"),
  secrets.allow("ls -la ~/.config/op"),
];
