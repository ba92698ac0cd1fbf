import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { editorPrints } from "./editor-printers.js";

const printed = (source: string) => editorPrints(invocations(source)[0] as never);

describe("editorPrints", () => {
  it("names secret edits whose editor prints the decrypted file", () => {
    expect(printed("EDITOR=cat rails credentials:edit")).toBe("rails credentials:edit with EDITOR=cat");
    expect(printed("VISUAL=cat ansible-vault edit v.yml")).toBe("ansible-vault edit with VISUAL=cat");
    expect(printed("EDITOR=cat sops s.enc.yaml")).toBe("sops (edit) with EDITOR=cat");
    expect(printed("EDITOR=cat kubectl edit secret/db")).toBe("kubectl edit secret with EDITOR=cat");
  });

  it("leaves alone real editors and edits of no secret", () => {
    for (const source of ["EDITOR=vim rails credentials:edit", "rails credentials:edit", "EDITOR=cat git commit", "EDITOR=cat sops -e -i s.yaml", "EDITOR=cat kubectl edit deploy api"]) {
      expect(printed(source), source).toBeUndefined();
    }
  });
});
