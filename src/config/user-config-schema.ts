import { z } from "zod";
import { loopgateConfigSchema } from "./schema.js";

/** A folder the user trusts: an absolute path, or one below the home directory (`~/…`). */
const trustedProject = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .refine((entry) => entry === "~" || entry.startsWith("~/") || entry.startsWith("/") || /^[A-Za-z]:[\\/]/.test(entry), {
    message: "must be an absolute path or start with ~/",
  });

/**
 * The schema of the user's own config (`~/.config/loopgate/config.json` or `.yaml`): every key of
 * a project config, plus `trustedProjects`, the folders whose project configs `hook` and `check`
 * apply in full. Only the user's config can trust a project; a project config cannot.
 */
export const userConfigSchema = loopgateConfigSchema.extend({
  /** Folders (absolute or `~/…`) whose `loopgate.config.*`, in them or below, is applied in full. */
  trustedProjects: z.array(trustedProject).optional(),
});

/** A validated user config. */
export type UserConfig = z.output<typeof userConfigSchema>;
