import { mergeProvenance, provenance, type DataSource } from "../model.js";

/** The output of a command that prints nothing. */
export const EMPTY_OUTPUT: DataSource = Object.freeze({ provenance: provenance({}), text: "", description: "nothing" });

/** Output of unknown text printed by `description`. */
export function unknownOutput(description: string): DataSource {
  return { provenance: provenance({ generated: true }), description };
}

/** The output of commands run one after another. */
export function concatOutputs(outputs: readonly DataSource[]): DataSource {
  const relevant = outputs.filter((output) => output.text !== "");
  if (relevant.length === 0) return EMPTY_OUTPUT;
  if (relevant.length === 1) return relevant[0] as DataSource;
  if (relevant.every((output) => output.text !== undefined)) {
    return { provenance: provenance({}), text: relevant.map((output) => output.text).join(""), description: relevant.map((output) => output.description).join("; ") };
  }
  const fragments = relevant.flatMap((output) => (output.text !== undefined ? [output.text] : (output.fragments ?? [])));
  const merged: DataSource = { provenance: mergeProvenance(...relevant.map((output) => output.provenance)), description: relevant.map((output) => output.description).join("; ") };
  if (fragments.length > 0) merged.fragments = fragments.slice(0, 16);
  return merged;
}

/** The output of one of several branches. */
export function mergeOutputs(outputs: readonly DataSource[]): DataSource {
  if (outputs.length === 1 && outputs[0]?.text === "") return EMPTY_OUTPUT;
  const provenances = outputs.map((output) => (output.text !== undefined ? provenance({ generated: output.text !== "" }) : output.provenance));
  return { provenance: mergeProvenance(provenance({ generated: true }), ...provenances), description: outputs.map((output) => output.description).join(" or ") };
}
