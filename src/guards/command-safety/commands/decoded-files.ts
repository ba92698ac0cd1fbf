import { mergeProvenance, provenance, type DataSource, type Field, type Invocation, type Provenance } from "../model.js";
import type { WalkerApi } from "../walk/walker-api.js";
import { interpreterFamily } from "./command-name.js";

/**
 * Files a command produces by decoding and then runs: ATT&CK T1140 ("Deobfuscate/Decode Files or
 * Information") followed by T1059. What a decoder writes is not the text the command shows, so a
 * person reading the command cannot review it; running it asks (`code.obfuscated`) even when the
 * guard computed what it holds, and is judged by that text as well (a decoded `rm -rf ~` is denied).
 *
 * The decoders and how each names its output come from their manuals: GNU coreutils base64(1),
 * base32(1) and basenc(1) (`-d, --decode`, standard output only), macOS base64(1) (`-d, -D,
 * --decode`, `-o output_file`), openssl-base64(1ssl) and openssl-enc(1ssl) (`-d`, `-out file`),
 * xxd(1) (`-r`, `xxd -r [-p] infile [outfile]`), uudecode(1) (`-o file`, otherwise the name on the
 * `begin` line), gzip(1) and the other decompressors (`-d`), Python's base64 module run as a program
 * (`python3 -m base64 -d`), Microsoft's certutil reference (`certutil [-f] -decode|-decodehex
 * infile outfile`), and one-liners calling their language's documented decoders (perl's
 * MIME::Base64 `decode_base64`, python's `base64.b64decode`, ruby's `Base64.decode64`, node's
 * `Buffer.from(s, "base64")`, PHP's `base64_decode`). PowerShell's
 * `[IO.File]::WriteAllBytes(f, [Convert]::FromBase64String(…))` is translated to the `base64 -d`
 * that does the same (`commands/powershell.ts`).
 */

/** Programs that always decode or decompress what they read. */
const ALWAYS_DECODE = new Set(["uudecode", "gunzip", "zcat", "gzcat", "bunzip2", "bzcat", "unxz", "xzcat", "unlzma", "lzcat", "unzstd", "zstdcat", "lz4cat", "unlz4"]);
/** Programs that decode or decompress with `-d` (or `--decode`, `--decompress`). */
const DECODE_SWITCH = new Set(["base64", "base32", "basenc", "gzip", "pigz", "bzip2", "xz", "lzma", "zstd", "lz4", "brotli"]);
/** openssl's encoding and cipher commands (`openssl base64 -d`, `openssl enc -d -a`, `openssl aes-256-cbc -d`). */
const OPENSSL_CODEC = /^(?:base64|enc|aes|des|bf|cast|rc[245]|camellia|chacha|sm4|aria|seed)/;
/** The names `markDecoded` looks at before anything else. */
const DECODING_PROGRAMS = new Set([...ALWAYS_DECODE, ...DECODE_SWITCH, "openssl", "xxd", "certutil"]);
/** Filters that pass on what they read, reshaped or not: decoded text stays decoded through them. */
const PASSES_INPUT = new Set(["cat", "tee", "head", "tail", "sed", "awk", "tr", "rev", "cut", "sort", "dd", "sponge", "dos2unix", "iconv", "grep", "fold"]);
/** A documented decoder called in a one-liner's code. */
const DECODER_CALL = /\b(?:decode_base64|decode_base64url|b64decode|b32decode|b16decode|a85decode|b85decode|decodebytes|urlsafe_b64decode|decode64|strict_decode64|urlsafe_decode64|base64_decode|convert_uudecode|hex2bin|unhexlify|FromBase64String|atob)\b|\bBuffer\.from\([^)]*["'](?:base64|base64url|hex)["']|\bunpack1?\s*\(?\s*["'](?:m|u|H\*)/;

/** One file a decoder writes through its own options. */
export interface DecodedWrite {
  file: Field;
  /** The decoder, for reasons: `base64 -d`, `certutil -decode`. */
  decoder: string;
}

/**
 * The decoder an invocation is, by its documented switches, or undefined.
 *
 * @example
 * decoderOf(invocation("base64", "--decode", "p.b64")) // "base64 -d"
 * decoderOf(invocation("base64", "logo.png")) // undefined (it encodes)
 */
export function decoderOf(invocation: Invocation): string | undefined {
  const name = invocation.name.toLowerCase().replace(/\.exe$/, "");
  const values = invocation.argv.slice(1, 33).map((field) => field.value ?? "");
  if (ALWAYS_DECODE.has(name)) return name;
  if (DECODE_SWITCH.has(name)) return values.some((value) => /^-[a-zA-Z0-9]*[dD]/.test(value) || /^--(?:decode|decompress|uncompress)$/.test(value)) ? `${name} -d` : undefined;
  if (name === "openssl") return OPENSSL_CODEC.test(values[0] ?? "") && values.includes("-d") ? `openssl ${values[0]} -d` : undefined;
  if (name === "xxd") return values.some((value) => /^-[a-zA-Z]*r/.test(value) || value === "-revert") ? "xxd -r" : undefined;
  if (name === "certutil") {
    const at = values.findIndex((value) => /^[-/]decode(?:hex)?$/i.test(value));
    return at >= 0 ? `certutil ${(values[at] as string).toLowerCase().replace(/^\//, "-")}` : undefined;
  }
  const family = interpreterFamily(name);
  if (family === undefined) return undefined;
  if (family === "python" && values.some((value, index) => value === "base64" && values[index - 1] === "-m") && values.some((value) => value === "-d" || value === "--decode")) return `${name} -m base64 -d`;
  return values.some((value) => DECODER_CALL.test(value)) ? `${name} (a decoder in its code)` : undefined;
}

/**
 * What a command prints, marked as decoded when the command is a decoder or passes on decoded
 * text, so a file it is redirected into keeps the mark (`echo … | base64 -d > x.sh`).
 *
 * @example
 * markDecoded(invocation("base64", "-d"), { provenance: NO_PROVENANCE, text: "id\n", description: "base64 -d" }).provenance.decoded // ["base64 -d"]
 */
export function markDecoded(invocation: Invocation, output: DataSource): DataSource {
  const name = invocation.name;
  const carried = invocation.stdin?.provenance.decoded;
  if (!carried?.length && !DECODING_PROGRAMS.has(name) && !FAMILY_START.test(name) && !CERTUTIL.test(name)) return output;
  const decoder = decoderOf(invocation);
  const marks = decoder !== undefined ? [decoder] : carried?.length && PASSES_INPUT.has(name) ? carried : undefined;
  if (marks === undefined || output.provenance.decoded?.length) return output;
  return { ...output, provenance: { ...output.provenance, decoded: marks } };
}

/** Program names of the interpreters `interpreterFamily` knows, checked cheaply first. */
const FAMILY_START = /^(?:python|pypy|node|bun|deno|perl|ruby|jruby|php)/;
/** certutil's documented options written the Windows way (`/f`, `/v`, `/unicodetext`), which are not paths. */
const CERTUTIL_SWITCH = /^\/(?:f|v|silent|split|unicode|unicodetext|gmt|seconds|user|enterprise|ut|mt|p)$/i;
/** certutil under any case, with or without `.exe`. */
const CERTUTIL = /^certutil(?:\.exe)?$/i;

/**
 * The files a decoder writes through its own options or operands: macOS `base64 -o FILE`,
 * openssl's `-out FILE`, `uudecode -o FILE` (or the name on the `begin` line of input it reads
 * here), `xxd -r INFILE OUTFILE`, `certutil -decode INFILE OUTFILE`.
 *
 * @example
 * decodedFileWrites(invocation("certutil", "-f", "-decode", "p.b64", "x.exe")).map((w) => w.file.value) // ["x.exe"]
 */
export function decodedFileWrites(invocation: Invocation): DecodedWrite[] {
  const name = CERTUTIL.test(invocation.name) ? "certutil" : invocation.name;
  if (!DECODING_PROGRAMS.has(name)) return [];
  const decoder = decoderOf(invocation);
  if (decoder === undefined) return [];
  const args = invocation.argv.slice(1, 33);
  const values = args.map((field) => field.value ?? "");
  const option = (...names: string[]): Field | undefined => {
    for (let index = 0; index < args.length; index++) {
      const value = values[index] as string;
      if (names.includes(value)) return args[index + 1];
      const long = names.find((candidate) => candidate.startsWith("--") && value.startsWith(`${candidate}=`));
      if (long) return { ...(args[index] as Field), value: value.slice(long.length + 1) };
    }
    return undefined;
  };
  const file = (field: Field | undefined): DecodedWrite[] => (field && field.value !== "-" && field.value !== "/dev/stdout" ? [{ file: field, decoder }] : []);
  switch (name) {
    case "base64":
    case "base32":
      return file(option("-o", "--output"));
    case "openssl":
      return file(option("-out"));
    case "uudecode": {
      const named = option("-o", "--output-file");
      return named ? file(named) : beginLineFile(invocation.stdin?.text, decoder);
    }
    case "xxd": {
      const operands = operandsOf(args, /^-(?:[cglos]|-?(?:cols|groupsize|len|seek|offset))$/);
      return file(operands[1]);
    }
    case "certutil": {
      // `certutil [options] -decode InFile OutFile`: the two words after the verb (a `/f`-style switch is not a path).
      const verb = values.findIndex((value) => /^[-/]decode(?:hex)?$/i.test(value));
      const operands = args.slice(verb + 1).filter((field) => !/^-/.test(field.value ?? "-") && !CERTUTIL_SWITCH.test(field.value ?? ""));
      return file(operands[1]);
    }
    default:
      return [];
  }
}

/**
 * The content of a file a decoder wrote through its own option: what it holds is only known when
 * the command runs, decoded from the decoder's input.
 */
export function decodedFileContent(write: DecodedWrite, stdin: DataSource | undefined): DataSource {
  const decoded: Provenance = { ...provenance({ obfuscated: true }, [write.decoder]), decoded: [write.decoder] };
  return { provenance: stdin ? mergeProvenance(stdin.provenance, decoded) : decoded, description: `${write.file.value ?? write.file.text} (written by ${write.decoder})` };
}

/**
 * A file the command decoded itself reaches something that runs it: reported as a code sink of
 * its own kind (`decoded-file`), so the run asks whatever the file holds. Returns whether it was.
 *
 * @example
 * // echo ZWNobyBoaQ== | base64 -d > x.sh; sh x.sh
 * sinkDecodedRun(walker, trackedFile(x.sh), field("x.sh"), shInvocation) // true
 */
export function sinkDecodedRun(walker: WalkerApi, written: DataSource | undefined, file: Field, invocation: Invocation): boolean {
  const decoded = written?.provenance.decoded;
  if (!written || (!decoded?.length && !written.provenance.obfuscated) || written.provenance.network) return false;
  const by = decoded?.length ? decoded.join(", ") : written.provenance.sources.join(", ") || "a decoder";
  walker.sink("decoded-file", { provenance: written.provenance, description: `${file.value ?? file.text}, decoded by ${by}` }, invocation);
  return true;
}

/** uuencode's `begin MODE NAME` line: the file uudecode writes when not told another. */
function beginLineFile(text: string | undefined, decoder: string): DecodedWrite[] {
  const name = text === undefined ? undefined : /^begin(?:-base64)?\s+[0-7]{3,4}\s+(\S+)\s*$/m.exec(text.slice(0, 4096))?.[1];
  return name === undefined ? [] : [{ file: { value: name, text: name, glob: false }, decoder }];
}

/** The operands of a command whose options with a value match `withValue`. */
function operandsOf(args: readonly Field[], withValue: RegExp): Field[] {
  const operands: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value !== undefined && withValue.test(value)) index++;
    else if (value === undefined || !value.startsWith("-") || value === "-") operands.push(args[index] as Field);
  }
  return operands;
}
