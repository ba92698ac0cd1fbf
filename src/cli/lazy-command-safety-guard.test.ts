import { describe, expect, it } from "vitest";
import { commandSafetyGuard as realGuard } from "../guards/command-safety/index.js";
import { commandSafetyGuard } from "./lazy-command-safety-guard.js";

const fields = ({ handler: _handler, ...rest }: ReturnType<typeof realGuard>) => rest;

describe("the hook's stand-in for the command safety guard", () => {
  it("registers exactly as the guard does, without loading it", () => {
    expect(fields(commandSafetyGuard())).toEqual(fields(realGuard()));
    expect(fields(commandSafetyGuard({ home: "/home/someone" }))).toEqual(fields(realGuard({ home: "/home/someone" })));
    expect(commandSafetyGuard().handler.name).toBe(realGuard().handler.name);
  });
});
