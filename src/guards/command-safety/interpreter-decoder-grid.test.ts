import { describe, expect, it } from "vitest";
import { check } from "./__fixtures__/decide.js";
import { DECODER_GRID_LANGUAGES, DECODER_GRID_SEEDS, decoderGridCases } from "./__fixtures__/interpreter-decoder-grid.js";

/**
 * The interpreter-decoder grid: seeds × languages × documented decoders × documented sinks. Each
 * language × decoder × sink runs three dangerous seeds in rotation (every seed meets every decoder
 * and sink); `bench/interpreter-decoder-grid.ts` runs the whole cross product. A dangerous command
 * must be flagged whatever decodes it and whatever runs it; a benign one through a plain sink with a
 * literal must stay allowed.
 */
describe("interpreter-decoder grid", () => {
  const cases = decoderGridCases({ dangerousPerCombination: 3 });

  it("crosses seeds, languages, decoders and sinks, each with its source", () => {
    expect(DECODER_GRID_SEEDS.filter((seed) => seed.dangerous).length).toBeGreaterThanOrEqual(10);
    expect(DECODER_GRID_SEEDS.filter((seed) => !seed.dangerous).length).toBeGreaterThanOrEqual(6);
    expect(DECODER_GRID_LANGUAGES.length).toBeGreaterThanOrEqual(10);
    for (const language of DECODER_GRID_LANGUAGES) {
      for (const axis of [...language.decoders, ...language.sinks]) expect(axis.source, `${language.id} ${axis.id}`).not.toBe("");
      expect(new Set(language.decoders.map((decoder) => decoder.id)).size).toBe(language.decoders.length);
      expect(new Set(language.sinks.map((sink) => sink.id)).size).toBe(language.sinks.length);
    }
    expect(cases.length).toBeGreaterThan(1500);
    expect(decoderGridCases().length).toBeGreaterThan(9000);
  });

  it("flags every dangerous seed however it is decoded and run", () => {
    const missed = cases
      .filter((each) => each.seed.dangerous && check(each.command).decision === "allow")
      .map((each) => `${each.language.id} ${each.decoder.id} × ${each.sink.id} × ${each.seed.id}: ${each.command}`);
    expect(missed).toEqual([]);
  });

  it("allows every benign seed given as a literal to a plain sink", () => {
    const flagged = cases
      .filter((each) => !each.seed.dangerous && each.plain)
      .map((each) => ({ each, result: check(each.command) }))
      .filter(({ result }) => result.decision !== "allow")
      .map(({ each, result }) => `${each.language.id} ${each.sink.id} × ${each.seed.id}: ${result.decision} ${result.rule ?? ""}: ${each.command}`);
    expect(flagged).toEqual([]);
  });

  it("computes the decoders: a dangerous seed behind one is denied as the command it decodes to", () => {
    const decoded = (command: string) => check(command).decision;
    expect(decoded(`perl -e 'system pack("A*", "rm -rf /home/ada")'`)).toBe("deny");
    expect(decoded(`perl -e 'system pack("H*", "726d202d7266202f686f6d652f616461")'`)).toBe("deny");
    expect(decoded(`perl -MMIME::Base64 -e 'exec decode_base64("cm0gLXJmIC9ob21lL2FkYQ==")'`)).toBe("deny");
    expect(decoded(`python3 -c 'import base64, os; os.system(base64.b32decode("OJWSALLSMYQC62DPNVSS6YLEME======").decode())'`)).toBe("deny");
    expect(decoded(`ruby -e 'system [114, 109, 32, 45, 114, 102, 32, 47, 101, 116, 99].pack("U*")'`)).toBe("deny");
    expect(decoded(`php -r 'system(str_rot13("ez -es /rgp"));'`)).toBe("deny");
    expect(decoded(`Rscript -e 'system(intToUtf8(c(114, 109, 32, 45, 114, 102, 32, 47, 101, 116, 99)))'`)).toBe("deny");
  });

  it("asks when a sink's argument is not a value the guard computes", () => {
    for (const command of [`perl -e 'system $ARGV[0]'`, `ruby -e 'system ARGV[0]'`, `node -e 'require("child_process").spawnSync("sh", ["-c", process.argv[1]])'`, `awk 'BEGIN { ENVIRON["C"] | getline x }'`, `perl -e 'open(my $f, "-|", $ENV{C})'`]) {
      expect(check(command).decision, command).toBe("ask");
    }
  });
});
