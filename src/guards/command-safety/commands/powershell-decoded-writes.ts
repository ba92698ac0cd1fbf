/**
 * PowerShell writing a file with bytes it decodes from base64, as .NET documents the calls:
 * `[IO.File]::WriteAllBytes(path, [Convert]::FromBase64String(s))`, `WriteAllText(path,
 * [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String(s)))`, and `Set-Content`/`Out-File`
 * given such bytes (`-Encoding Byte`, `-AsByteStream`). Each is read as the `base64 -d` that writes
 * the same file, so running the file later is judged as running any decoded file
 * (`commands/decoded-files.ts`): the decoding may sit in an earlier statement (`$b =
 * [Convert]::FromBase64String(…); [IO.File]::WriteAllBytes(p, $b)`).
 */

const WRITE_CALL = /^\[(?:System\.)?IO\.File\]::(?:WriteAllBytes|WriteAllText)\s*\(\s*(?:'([^']*)'|"([^"]*)")\s*,\s*(.+)\)\s*;?$/is;
/** The base64 literal given to `FromBase64String`, when it is one. */
const BASE64_LITERAL = /FromBase64String\s*\(\s*(?:'([A-Za-z0-9+/=\s]*)'|"([A-Za-z0-9+/=\s]*)")\s*\)/i;
const FROM_BASE64 = /FromBase64String/i;

/**
 * Whether PowerShell code decodes base64 anywhere (`[Convert]::FromBase64String`): its file writes of
 * bytes are then decoded writes.
 */
export function decodesBase64(code: string): boolean {
  return FROM_BASE64.test(code);
}

/**
 * `[IO.File]::WriteAllBytes|WriteAllText(path, …)` of decoded bytes as shell code, or undefined.
 *
 * @example
 * decodedFileCall("[IO.File]::WriteAllBytes('a.exe', [Convert]::FromBase64String('TVo='))", true, (w) => w) // "printf '%s' 'TVo=' | base64 -d > 'a.exe'"
 */
export function decodedFileCall(command: string, decodes: boolean, pathWord: (word: string) => string): string | undefined {
  if (!decodes) return undefined;
  const call = WRITE_CALL.exec(command);
  if (!call) return undefined;
  const quoted = call[1] !== undefined ? `'${call[1]}'` : `"${call[2] ?? ""}"`;
  return decodingShell(pathWord(quoted), call[3] ?? "");
}

/**
 * Shell code that writes `target` with what `value` decodes to: the literal when the code gives
 * one, otherwise bytes only known when it runs.
 */
export function decodingShell(target: string, value: string): string {
  const literal = BASE64_LITERAL.exec(value);
  const text = literal ? (literal[1] ?? literal[2] ?? "").replace(/\s/g, "") : undefined;
  return text !== undefined ? `printf '%s' '${text}' | base64 -d > ${target}` : `base64 -d < /dev/null > ${target}`;
}
