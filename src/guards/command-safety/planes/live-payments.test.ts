import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { livePaymentEffects } from "./live-payments.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => livePaymentEffects(invocation) ?? []).map((effect) => effect.rule);
const LIVE = ["planes.live-payment"];

describe("livePaymentEffects", () => {
  it("finds deletes, cancellations, voids and money sent out in live mode, in every spelling of live", () => {
    expect(rules("stripe subscriptions cancel sub_1 --live")).toEqual(LIVE);
    expect(rules("stripe --live customers delete cus_1")).toEqual(LIVE);
    expect(rules("stripe customers delete cus_1 --live=true")).toEqual(LIVE);
    expect(rules("stripe refunds create --charge ch_1 --live")).toEqual(LIVE);
    expect(rules("stripe payouts create --amount 100 --currency usd --live")).toEqual(LIVE);
    expect(rules("stripe invoices void in_1 --live")).toEqual(LIVE);
    expect(rules("stripe payment-intents cancel pi_1 --live")).toEqual(LIVE);
    expect(rules("stripe customers delete cus_1 --api-key sk_live_abc")).toEqual(LIVE);
    expect(rules("stripe customers delete cus_1 --api-key=rk_live_abc")).toEqual(LIVE);
    expect(rules("STRIPE_API_KEY=sk_live_abc stripe products delete prod_1")).toEqual(LIVE);
    expect(rules("stripe customers delete cus_1 --api-key $STRIPE_LIVE_KEY")).toEqual(LIVE);
    expect(rules("stripe delete /v1/customers/cus_1 --live")).toEqual(LIVE);
    expect(rules("stripe delete -c /v1/customers/cus_1 --live")).toEqual(LIVE);
    expect(rules("stripe post /v1/refunds -d charge=ch_1 --live")).toEqual(LIVE);
    expect(rules("stripe post /v1/subscriptions/sub_1/cancel --live")).toEqual(LIVE);
  });

  it("leaves test mode, reads, listening and creating ordinary objects alone", () => {
    expect(rules("stripe customers delete cus_x")).toEqual([]);
    expect(rules("stripe subscriptions cancel sub_1")).toEqual([]);
    expect(rules("stripe customers delete cus_1 --api-key sk_test_abc")).toEqual([]);
    expect(rules("stripe customers delete cus_1 --api-key $STRIPE_TEST_KEY")).toEqual([]);
    expect(rules("stripe listen --live --forward-to localhost:3000/webhook")).toEqual([]);
    expect(rules("stripe customers list --live")).toEqual([]);
    expect(rules("stripe customers create --email a@b.c --live")).toEqual([]);
    expect(rules("stripe post /v1/customers -d email=a@b.c --live")).toEqual([]);
    expect(rules("stripe trigger payment_intent.succeeded")).toEqual([]);
  });

  it("claims every stripe command, so the general verb rule does not judge test mode", () => {
    expect(livePaymentEffects(invocations("stripe customers delete cus_x")[0]!)).toEqual([]);
    expect(livePaymentEffects(invocations("hcloud server delete x")[0]!)).toBeUndefined();
  });
});
