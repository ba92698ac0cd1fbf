import { randomBytes } from "node:crypto";
import { open, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";

/**
 * Writes a file so that readers see either the old or the whole new content, never a part: the
 * data goes to a temporary file in the same folder, is flushed, then renamed over the target.
 * An existing file keeps its permissions; a new one gets `options.mode` when given.
 *
 * @example
 * await writeFileAtomic("/work/project/src/a.ts", "export const a = 1;\n");
 */
export async function writeFileAtomic(target: string, content: string | Uint8Array, options: { mode?: number } = {}): Promise<void> {
  const mode = await stat(target).then(
    (stats) => stats.mode & 0o7777,
    () => options.mode,
  );
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(temporary, "wx", mode ?? 0o666);
  try {
    try {
      await handle.writeFile(content);
      if (mode !== undefined) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
