import { createReadStream } from "node:fs";
import { access, constants, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import type { Command } from "commander";
import { createRedactor, type RedactorOptions } from "../../guards/secret-redaction/redactor.js";
import type { SecretVault } from "../../guards/secret-redaction/secret-vault.js";
import { createStreamRedactor } from "../../guards/secret-redaction/stream-redactor.js";
import { describeError } from "../../errors/index.js";
import { CliUsageError } from "../cli-error.js";
import { EXIT_CODES } from "../exit-codes.js";
import type { CliIO } from "../io.js";

/** Exit code of `redact --check` when something was redacted. */
export const REDACT_FOUND_EXIT_CODE = 3;

interface RedactOptions {
  pii?: boolean;
  secretlint?: boolean;
  check?: boolean;
}

/** `loopgate redact [file…]`: stdin or files to stdout, with secrets replaced by placeholders. */
export function registerRedactCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command("redact")
    .summary("copy stdin or files to stdout with every secret replaced by a placeholder")
    .description(
      "Filter text for scripts and CI logs: every secret the detector finds (the secretlint recommended preset and loopgate's own rules) " +
        "is replaced by a placeholder naming its kind, such as [[secret:github-token:1]], the same placeholder for the same value across " +
        "all inputs. Text is written as it is read, holding back only what may still be part of a secret.",
    )
    .argument("[files...]", "files to read, in order (default: stdin; - also means stdin)")
    .option("--pii", "also redact personal data: e-mail addresses, phone numbers, card numbers, IBANs, IP addresses, national ids")
    .option("--no-secretlint", "use loopgate's own rules only")
    .option("--check", `exit with ${REDACT_FOUND_EXIT_CODE} when anything was redacted (the output is written all the same)`)
    .addHelpText(
      "after",
      `\nExit codes: 0 done, ${REDACT_FOUND_EXIT_CODE} something was redacted (with --check), ${EXIT_CODES.usage} unreadable file or bad option, ${EXIT_CODES.error} the output could not be written.\n\n` +
        "Examples:\n  npm test 2>&1 | loopgate redact\n  loopgate redact build.log > build.redacted.log\n  loopgate redact --check --pii support-ticket.txt",
    )
    .action(async (files: string[], options: RedactOptions) => {
      const inputs = files.length === 0 ? ["-"] : files;
      // Every file is checked before anything is written, so a typo never leaves half an output.
      for (const file of inputs) if (file !== "-") await assertReadable(path.resolve(io.cwd, file), file);
      const redactorOptions: RedactorOptions = { secretlint: options.secretlint !== false, ...(options.pii ? { pii: true } : {}) };
      const redactor = createRedactor(redactorOptions);
      const vault: SecretVault = { values: {}, placeholders: {}, counts: {} };
      let replaced = 0;
      try {
        for (const file of inputs) {
          const stream = createStreamRedactor(redactor, vault, () => replaced++);
          const source: Readable = file === "-" ? io.stdin : createReadStream(path.resolve(io.cwd, file));
          const decoder = new StringDecoder("utf8");
          for await (const chunk of source) {
            await write(io, stream.push(typeof chunk === "string" ? chunk : decoder.write(chunk as Buffer)));
          }
          await write(io, stream.push(decoder.end()) + stream.flush());
        }
      } catch (error) {
        io.stderr.write(`loopgate: redact failed: ${describeError(error)}\n`);
        setExitCode(EXIT_CODES.error);
        return;
      }
      setExitCode(options.check && replaced > 0 ? REDACT_FOUND_EXIT_CODE : EXIT_CODES.ok);
    });
}

async function assertReadable(file: string, named: string): Promise<void> {
  try {
    if ((await stat(file)).isDirectory()) throw new Error("it is a directory");
    await access(file, constants.R_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : describeError(error);
    throw new CliUsageError({ message: `redact: cannot read ${named}: ${reason}`, exitCode: EXIT_CODES.usage });
  }
}

/** Writes and waits for the stream to take it, so a huge input is never buffered whole in memory. */
function write(io: CliIO, text: string): Promise<void> {
  if (text.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    io.stdout.write(text, (error) => (error ? reject(error) : resolve()));
  });
}
