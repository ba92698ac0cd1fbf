import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import type { Invocation } from "../model.js";
import { hostingConfigEffects } from "./hosting-config.js";

/** The rules read from the command's own invocation (the first one walked). */
const rules = (command: string) => hostingConfigEffects(invocations(command)[0] as Invocation)?.map((effect) => effect.rule);

describe("hostingConfigEffects", () => {
  it("flags secrets and variables removed from production or from an app without environments", () => {
    expect(rules("fly secrets unset DATABASE_URL -a shop")).toEqual(["planes.cloud-delete"]);
    expect(rules("heroku config:unset API_KEY --app=shop")).toEqual(["planes.cloud-delete"]);
    expect(rules("netlify env:unset API_KEY")).toEqual(["planes.cloud-delete"]);
    expect(rules("netlify env:unset API_KEY --context production deploy-preview")).toEqual(["planes.cloud-delete"]);
    expect(rules("vercel env rm API_KEY production --yes")).toEqual(["planes.cloud-delete"]);
    expect(rules("railway variables delete API_KEY")).toEqual(["planes.cloud-delete"]);
  });

  it("reads development and preview removals as modelled and harmless, and leaves other commands to other models", () => {
    expect(rules("fly secrets unset API_KEY -a shop-dev")).toEqual([]);
    expect(rules("netlify env:unset API_KEY --context=dev")).toEqual([]);
    expect(rules("vercel --scope acme env rm API_KEY preview")).toEqual([]);
    expect(rules("railway variables delete API_KEY -e pr-42")).toEqual([]);
    // a plain setting is put back from what everyone knows; a credential is not
    expect(rules("heroku config:unset FEATURE_X -a shop")).toEqual([]);
    expect(rules("netlify env:unset NODE_ENV --context production")).toEqual([]);
    expect(rules("vercel env rm NEXT_PUBLIC_API_KEY production")).toEqual([]);
    expect(rules("railway variables delete LOG_LEVEL")).toEqual([]);
    expect(rules("heroku config:unset FEATURE_X STRIPE_SECRET_KEY -a shop")).toEqual(["planes.cloud-delete"]);
    expect(rules("fly secrets set A=1")).toBeUndefined();
    expect(rules("heroku config -a shop")).toBeUndefined();
  });
});
