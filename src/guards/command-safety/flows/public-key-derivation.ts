import type { Invocation } from "../model.js";

/** ssh-keygen's options that take a value (ssh-keygen(1)): the rest of a cluster or the next word. */
const VALUE_LETTERS = new Set(["a", "b", "C", "D", "E", "F", "f", "I", "J", "j", "K", "m", "M", "N", "n", "O", "P", "r", "s", "t", "V", "w", "z", "Y"]);
const MAX_WORDS = 32;

/**
 * The private key whose public half `ssh-keygen -y -f KEY` prints (ssh-keygen(1): "-y: read a
 * private OpenSSH format file and print an OpenSSH public key to stdout"), or undefined for any
 * other command. Written to `KEY.pub`, the output regenerates the public key beside its key.
 *
 * @example
 * derivedPublicKeySource(invocation("ssh-keygen", "-y", "-f", "/home/ada/.ssh/id_ed25519")) // "/home/ada/.ssh/id_ed25519"
 */
export function derivedPublicKeySource(invocation: Invocation): string | undefined {
  if (invocation.name !== "ssh-keygen") return undefined;
  const args = invocation.argv.slice(1, MAX_WORDS);
  let prints = false;
  let key: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const word = args[index]?.value;
    if (word === undefined || !word.startsWith("-") || word.length < 2) return undefined;
    for (let position = 1; position < word.length; position++) {
      const letter = word[position] as string;
      if (letter === "y") prints = true;
      if (!VALUE_LETTERS.has(letter)) continue;
      const value = position + 1 < word.length ? word.slice(position + 1) : args[++index]?.value;
      if (letter === "f") key = value;
      break;
    }
  }
  return prints && key !== undefined && key !== "" ? key : undefined;
}
