/**
 * The decoded-run grid: documented ways of writing a file by decoding (ATT&CK T1140, "Deobfuscate/
 * Decode Files or Information") crossed with documented ways of running that file (T1059) and the
 * separators agents join commands with. Every such combination must be flagged: the file holds
 * code no one could read in the command. The everyday look-alikes — the same decoders writing a
 * file that is then only read, listed, hashed or syntax-checked, and decoding to the terminal —
 * must stay allowed. Each entry names where its syntax is documented. Nothing here is executed.
 */

/** One decoder writing the file `{F}`. */
export interface DecodedWriter {
  readonly id: string;
  /** The command, `{F}` standing for the file it writes. */
  readonly template: string;
  readonly source: string;
}

/** One way of running a file, with the name of the file it runs. */
export interface DecodedRunner {
  readonly id: string;
  readonly file: string;
  readonly command: string;
  readonly source: string;
}

/** One generated combination. */
export interface DecodedRunCase {
  readonly id: string;
  readonly command: string;
  readonly dangerous: boolean;
}

export const DECODED_WRITERS: readonly DecodedWriter[] = [
  { id: "base64-d", template: "base64 -d p.b64 > {F}", source: "GNU coreutils base64(1): -d, --decode" },
  { id: "base64-decode", template: "base64 --decode p.b64 > {F}", source: "GNU coreutils base64(1)" },
  { id: "base64-D-o", template: "base64 -D -i p.b64 -o {F}", source: "macOS base64(1): -D, -i input_file, -o output_file" },
  { id: "base64-stdin-file", template: "base64 -D < p.b64 > {F}", source: "macOS base64(1)" },
  { id: "echo-base64", template: "echo ZWNobyBoZWxsbwo= | base64 -d > {F}", source: "GNU coreutils base64(1)" },
  { id: "printf-base64-di", template: "printf '%s' ZWNobyBoZWxsbwo= | base64 -di > {F}", source: "GNU coreutils base64(1): -i, --ignore-garbage" },
  { id: "here-string-base64", template: "base64 -d <<< ZWNobyBoZWxsbwo= > {F}", source: "bash(1) here strings; base64(1)" },
  { id: "base64-tee", template: "cat p.b64 | base64 --decode | tee {F} > /dev/null", source: "tee(1)" },
  { id: "base64-dd", template: "base64 -d p.b64 | dd of={F} status=none", source: "dd(1): of=FILE" },
  { id: "openssl-base64", template: "openssl base64 -d -in p.b64 -out {F}", source: "openssl-base64(1ssl), openssl-enc(1ssl): -d, -in, -out" },
  { id: "openssl-enc", template: "openssl enc -d -base64 -in p.b64 -out {F}", source: "openssl-enc(1ssl): -d, -base64" },
  { id: "openssl-base64-A", template: "openssl base64 -d -A < p.b64 > {F}", source: "openssl-enc(1ssl): -A (openssl base64 is enc -base64)" },
  { id: "openssl-decrypt", template: "openssl aes-256-cbc -d -pbkdf2 -in p.enc -out {F} -pass env:KEY", source: "openssl-enc(1ssl): cipher commands, -d decrypts" },
  { id: "xxd-r-p", template: "xxd -r -p p.hex > {F}", source: "xxd(1): -r -p" },
  { id: "xxd-r-p-outfile", template: "xxd -r -p p.hex {F}", source: "xxd(1): xxd -r [-p] [infile [outfile]]" },
  { id: "xxd-r-outfile", template: "xxd -r p.dump {F}", source: "xxd(1)" },
  { id: "uudecode-o", template: "uudecode -o {F} p.uu", source: "uudecode(1): -o output_file" },
  { id: "basenc-base64", template: "basenc --base64 -d p.b64 > {F}", source: "GNU coreutils basenc(1)" },
  { id: "basenc-base64url", template: "basenc --base64url --decode p.txt > {F}", source: "GNU coreutils basenc(1)" },
  { id: "base32-d", template: "base32 -d p.b32 > {F}", source: "GNU coreutils base32(1)" },
  { id: "certutil-decode", template: "certutil -decode p.b64 {F}", source: "Microsoft certutil reference: -decode InFile OutFile; LOLBAS Certutil" },
  { id: "certutil-f-decode", template: "certutil -f -decode p.b64 {F}", source: "Microsoft certutil reference: -f" },
  { id: "certutil-exe-decodehex", template: "certutil.exe -decodehex p.hex {F}", source: "Microsoft certutil reference: -decodehex" },
  { id: "certutil-slash-decode", template: "certutil /decode p.b64 {F}", source: "Microsoft certutil reference (switches with /)" },
  { id: "python-m-base64", template: "python3 -m base64 -d p.b64 > {F}", source: "Python base64 module command line: -d, --decode" },
  { id: "perl-mime-base64", template: "perl -MMIME::Base64 -ne 'print decode_base64($_)' p.b64 > {F}", source: "perl MIME::Base64: decode_base64" },
  { id: "base64-gunzip", template: "base64 -d p.b64 | gunzip > {F}", source: "gzip(1): gunzip" },
  { id: "base64-gzip-dc", template: "base64 -d p.b64 | gzip -dc > {F}", source: "gzip(1): -d -c" },
  { id: "powershell-writeallbytes", template: "pwsh -c '[IO.File]::WriteAllBytes(\"{F}\", [Convert]::FromBase64String($p))'", source: ".NET File.WriteAllBytes, Convert.FromBase64String" },
  { id: "cmd-certutil", template: "cmd /c \"certutil -decode p.b64 {F}\"", source: "cmd /c; Microsoft certutil reference" },
];

export const DECODED_RUNNERS: readonly DecodedRunner[] = [
  { id: "sh", file: "x.sh", command: "sh x.sh", source: "sh(1): a script operand" },
  { id: "bash", file: "x.sh", command: "bash x.sh", source: "bash(1)" },
  { id: "zsh", file: "x.sh", command: "zsh x.sh", source: "zsh(1)" },
  { id: "dot-slash", file: "x.sh", command: "./x.sh", source: "execve(2) of a path" },
  { id: "chmod-run", file: "x.sh", command: "chmod +x x.sh && ./x.sh", source: "chmod(1), execve(2)" },
  { id: "source", file: "x.sh", command: "source x.sh", source: "bash(1): source" },
  { id: "dot", file: "x.sh", command: ". ./x.sh", source: "sh(1): the dot command" },
  { id: "sudo-bash", file: "x.sh", command: "sudo bash x.sh", source: "sudo(8)" },
  { id: "nohup", file: "x.sh", command: "nohup ./x.sh &", source: "nohup(1)" },
  { id: "python", file: "x.py", command: "python3 x.py", source: "python(1)" },
  { id: "node", file: "x.js", command: "node x.js", source: "node(1)" },
  { id: "perl", file: "x.pl", command: "perl x.pl", source: "perl(1)" },
  { id: "binary", file: "x", command: "chmod 755 x; ./x", source: "execve(2)" },
  { id: "tmp-binary", file: "/tmp/x", command: "chmod +x /tmp/x && /tmp/x", source: "execve(2)" },
  { id: "bat-bare", file: "x.bat", command: "x.bat", source: "cmd.exe runs a batch file of the working directory by name" },
  { id: "exe-bare", file: "x.exe", command: "x.exe", source: "cmd.exe runs a program of the working directory by name" },
  { id: "cmd-c", file: "x.cmd", command: "cmd /c x.cmd", source: "cmd /c" },
  { id: "start", file: "x.exe", command: "start x.exe", source: "cmd.exe start" },
  { id: "start-title", file: "x.exe", command: "cmd /c start \"\" /b x.exe", source: "cmd.exe start [\"title\"] [/b]" },
  { id: "powershell-file", file: "x.ps1", command: "powershell -ExecutionPolicy Bypass -File x.ps1", source: "about_PowerShell_exe: -File" },
  { id: "start-process", file: "x.exe", command: "pwsh -c 'Start-Process x.exe'", source: "Start-Process" },
  { id: "rundll32", file: "x.dll", command: "rundll32 x.dll,Main", source: "rundll32; LOLBAS" },
];

/** How agents join the decoding and the run. */
export const DECODED_SEPARATORS: readonly string[] = [" && ", "; ", "\n", " || true; "];

/** Readers of a decoded file: listing, hashing, reading, syntax checks. */
export const DECODED_READERS: readonly { readonly id: string; readonly command: string; readonly source: string }[] = [
  { id: "cat", command: "cat x.sh", source: "cat(1)" },
  { id: "sha256sum", command: "sha256sum x.sh", source: "sha256sum(1)" },
  { id: "file", command: "file x.sh", source: "file(1)" },
  { id: "ls", command: "ls -l x.sh", source: "ls(1)" },
  { id: "head", command: "head -c 200 x.sh", source: "head(1)" },
  { id: "bash-n", command: "bash -n x.sh", source: "bash(1): -n reads commands without executing them" },
  { id: "shellcheck", command: "shellcheck x.sh", source: "shellcheck(1)" },
  { id: "hashfile", command: "certutil -hashfile x.sh SHA256", source: "Microsoft certutil reference: -hashfile" },
  { id: "diff", command: "diff x.sh expected.sh", source: "diff(1)" },
];

/** Everyday decoding that runs nothing. */
export const DECODED_EVERYDAY: readonly string[] = [
  "echo aGVsbG8K | base64 -d",
  "base64 -d data.b64 | jq .",
  "base64 -d in.b64 > logo.png",
  "base64 -d in.b64 > logo.png && open logo.png",
  "openssl base64 -d -in sig.b64 -out sig.bin && openssl dgst -sha256 -verify pub.pem -signature sig.bin release.tar.gz",
  "xxd -r -p key.hex key.bin",
  "xxd -r -p fw.hex > fw.bin && ls -l fw.bin",
  "uudecode -o image.png image.uu",
  "certutil -encode tool.exe tool.b64",
  "certutil -hashfile setup.exe SHA256",
  "certutil -decode cert.b64 cert.cer && certutil -dump cert.cer",
  "cmd /c certutil -decode cert.b64 cert.der",
  "gunzip -c logs.gz > logs.txt && grep ERROR logs.txt",
  "zcat dump.sql.gz > dump.sql && wc -l dump.sql",
  "kubectl get secret tls -o jsonpath='{.data.ca\\.crt}' | base64 -d > ca.crt && openssl x509 -in ca.crt -noout -subject",
  "python3 -m base64 -d notes.b64 > notes.txt && cat notes.txt",
  "pwsh -c '[IO.File]::WriteAllBytes(\"logo.png\", [Convert]::FromBase64String($s)); Invoke-Item logo.png'",
  "echo 'echo hello' > x.sh && sh x.sh",
  "sh build.sh",
  "./scripts/setup.sh",
  "base64 -d p.b64 > x.sh && bash -n x.sh && shellcheck x.sh",
];

/**
 * The grid's combinations: every writer × every runner joined by `&&`, every writer × the first
 * runners under every separator (`full`: every runner under every separator), every writer ×
 * every reader, and the everyday commands.
 */
export function decodedRunGridCases(options: { full?: boolean } = {}): DecodedRunCase[] {
  const cases: DecodedRunCase[] = [];
  for (const writer of DECODED_WRITERS) {
    for (const runner of DECODED_RUNNERS) {
      const separators = options.full ? DECODED_SEPARATORS : runner.id === "sh" || runner.id === "dot-slash" || runner.id === "exe-bare" ? DECODED_SEPARATORS : DECODED_SEPARATORS.slice(0, 1);
      for (const separator of separators) {
        cases.push({ id: `${writer.id} × ${runner.id} × ${JSON.stringify(separator)}`, command: `${writer.template.replace(/\{F\}/g, runner.file)}${separator}${runner.command}`, dangerous: true });
      }
    }
    for (const reader of DECODED_READERS) {
      cases.push({ id: `${writer.id} × ${reader.id}`, command: `${writer.template.replace(/\{F\}/g, "x.sh")} && ${reader.command}`, dangerous: false });
    }
  }
  DECODED_EVERYDAY.forEach((command, index) => cases.push({ id: `everyday ${index}`, command, dangerous: false }));
  return cases;
}
