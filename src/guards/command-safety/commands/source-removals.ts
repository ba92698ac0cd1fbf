import type { Field } from "../model.js";
import { TAR_SHORT_VALUES, ZIP_VALUES } from "./archives.js";

/** tar(1) long options that take the next word as their value. */
const TAR_LONG_VALUES = new Set(["file", "directory", "exclude", "exclude-from", "files-from", "transform", "xform", "owner", "group", "mode", "mtime", "newer", "after-date", "newer-mtime", "use-compress-program", "label", "format", "blocking-factor", "record-size", "info-script", "new-volume-script", "suffix", "tape-length", "checkpoint-action", "exclude-tag", "exclude-tag-all", "exclude-tag-under", "index-file", "rsh-command", "volno-file"]);
/** Compressors that replace each file with its compressed form unless told to keep it (gzip(1), bzip2(1), xz(1), lzip(1), compress(1)). */
const REPLACING_COMPRESSORS = new Set(["gzip", "pigz", "bzip2", "pbzip2", "lbzip2", "xz", "lzma", "lzip", "plzip", "compress"]);
/** Compressors that keep the file unless given `--rm` (zstd(1), lz4(1), brotli(1)). */
const KEEPING_COMPRESSORS = new Set(["zstd", "pzstd", "lz4", "brotli"]);
const COMPRESSOR_VALUES = new Set(["-S", "--suffix", "-b", "-p", "--processes", "-T", "--threads", "-o", "--output", "-M", "--memlimit", "--format", "-F", "-C", "--check", "-q"]);

/** A file an archiver or compressor removes once it has stored it elsewhere. */
export interface SourceRemoval {
  field: Field;
  recursive: boolean;
}

/**
 * The files an archiver or compressor deletes after storing them: `tar --remove-files` (tar(1)),
 * `zip -m`/`--move` (zip(1)), `7z a -sdel`, `rar m`, `gzip`, `bzip2`, `xz` and the like compressing a file in place
 * (without `-k`, `-c`, `-t`, `-l`, `-d`), and `zstd`/`lz4 --rm`. Decompression is not counted:
 * the data stays where it was, only unpacked.
 *
 * @example
 * sourceRemovals("tar", ["--remove-files", "-czf", "/tmp/d.tgz", "~/Documents"]) // [~/Documents]
 */
export function sourceRemovals(name: string, args: readonly Field[]): SourceRemoval[] {
  if (name === "tar" || name === "gtar" || name === "bsdtar") return tar(args);
  if (name === "zip") return zip(args);
  if (name === "7z" || name === "7za" || name === "7zz" || name === "rar") return deletingArchiver(name, args);
  if (REPLACING_COMPRESSORS.has(name) || KEEPING_COMPRESSORS.has(name)) return compressor(name, args);
  return [];
}

function tar(args: readonly Field[]): SourceRemoval[] {
  if (!args.some((field) => field.value === "--remove-files")) return [];
  const files: SourceRemoval[] = [];
  let creating = false;
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value === undefined) {
      files.push({ field: args[index] as Field, recursive: true });
      continue;
    }
    if (value.startsWith("--")) {
      const long = value.slice(2);
      if (/^(?:create|append|update)$/.test(long)) creating = true;
      if (!long.includes("=") && TAR_LONG_VALUES.has(long)) index++;
      continue;
    }
    // A cluster of short options, with or without its dash (`-czf x.tgz`, `czf x.tgz`).
    const cluster = value.startsWith("-") ? value.slice(1) : index === 0 && /^[a-zA-Z]+$/.test(value) ? value : undefined;
    if (cluster !== undefined) {
      if (/[cru]/.test(cluster.replace(/[fCTXbLVNgKFIH].*$/, ""))) creating = true;
      for (const letter of cluster) {
        if (TAR_SHORT_VALUES.has(letter)) {
          index++;
          break;
        }
      }
      continue;
    }
    files.push({ field: args[index] as Field, recursive: true });
  }
  return creating ? files : [];
}

/**
 * 7-Zip's `a -sdel` (delete files after compression) and rar's `m` command or `-df` switch: the
 * operands after the archive are removed once stored.
 */
function deletingArchiver(name: string, args: readonly Field[]): SourceRemoval[] {
  const values = args.map((field) => field.value ?? "");
  const command = values.find((value) => !value.startsWith("-"));
  const deletes = name === "rar" ? command === "m" || values.includes("-df") : command === "a" && values.some((value) => value.toLowerCase() === "-sdel");
  if (!deletes) return [];
  const operands = args.filter((field) => field.value === undefined || !field.value.startsWith("-"));
  // The command word, then the archive, then the files it stores (the working directory's contents when none are named).
  return operands.slice(2).map((field) => ({ field, recursive: true }));
}

function zip(args: readonly Field[]): SourceRemoval[] {
  const moves = args.some((field) => field.value === "--move" || /^-[a-zA-Z]*m[a-zA-Z]*$/.test(field.value ?? "") && !ZIP_VALUES.has(field.value ?? ""));
  if (!moves) return [];
  const recursive = args.some((field) => field.value === "--recurse-paths" || /^-[a-zA-Z]*r/.test(field.value ?? ""));
  const operands: Field[] = [];
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    // `-x`/`-i` lists patterns to the end of the command line, or up to `@`.
    if (value === "-x" || value === "-i" || value === "--exclude" || value === "--include") break;
    if (value !== undefined && ZIP_VALUES.has(value)) {
      index++;
      continue;
    }
    if (value !== undefined && value.startsWith("-") && value !== "-") continue;
    operands.push(args[index] as Field);
  }
  // The first operand is the archive; the files after it are moved into it.
  return operands.slice(1).map((field) => ({ field, recursive }));
}

function compressor(name: string, args: readonly Field[]): SourceRemoval[] {
  const values = args.map((field) => field.value ?? "");
  const has = (short: string, ...long: string[]): boolean => values.some((value) => long.includes(value) || (/^-[a-zA-Z0-9]+$/.test(value) && value.slice(1).includes(short)));
  if (KEEPING_COMPRESSORS.has(name) && !values.includes("--rm")) return [];
  if (has("k", "--keep") || has("c", "--stdout", "--to-stdout") || has("t", "--test") || has("l", "--list") || has("d", "--decompress", "--uncompress")) return [];
  const recursive = has("r", "--recursive");
  const files: SourceRemoval[] = [];
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value !== undefined && COMPRESSOR_VALUES.has(value)) {
      index++;
      continue;
    }
    if (value !== undefined && value.startsWith("-")) continue;
    files.push({ field: args[index] as Field, recursive });
  }
  return files;
}
