import type { Field, Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { subcommandWords } from "./verbs.js";

/** The Stripe CLI's global and request options that take a value (Stripe CLI reference: global flags, `stripe post`, resource commands). */
const VALUED = new Set(["api-key", "color", "config", "device-name", "log-level", "p", "project-name", "d", "data", "e", "expand", "stripe-account", "stripe-version", "idempotency", "i", "charge", "payment-intent", "amount", "currency", "destination", "customer", "limit"]);
/** A live secret or restricted key (`sk_live_…`, `rk_live_…`); test keys are `sk_test_…`. */
const LIVE_KEY = /^(?:sk|rk)_live_/;
/** Operations that take money back or out, or end what a customer pays for, and cannot be undone in live mode. */
const FINAL_OPERATIONS = new Set(["delete", "cancel", "void", "mark_uncollectible", "close", "reject", "reverse"]);
/** Resources whose creation moves money out of the account: a refund, a payout to a bank, a transfer to a connected account or its reversal. */
const MONEY_OUT = new Set(["refunds", "payouts", "transfers", "transfer_reversals", "application_fee_refunds", "credit_notes"]);
/** The same operations as API paths for `stripe post|delete PATH` (`/v1/refunds`, `/v1/invoices/in_1/void`, `/v1/subscriptions/sub_1`). */
const FINAL_PATH = /^\/?v1\/(?:(?:refunds|payouts|transfers|credit_notes)\/?$|[\w]+\/[\w-]+\/(?:cancel|void|mark_uncollectible|close|reject|reversals|refunds)\/?$)/;

/**
 * What the Stripe CLI does to a Stripe account's live payments (Stripe CLI reference: `--live`
 * "make a live request", default test mode; `--api-key` takes the key to use). In live mode —
 * `--live`, a live key given with `--api-key` or in `STRIPE_API_KEY` (`sk_live_…`, `rk_live_…`),
 * or a key variable named for live — deleting customers, products, prices or any other object,
 * cancelling subscriptions or payment intents, voiding invoices, closing disputes, and creating
 * refunds, payouts and transfers change real customers' money and records for good. Test mode
 * (the default) exists to be exercised: everything there, and listening, triggering and reading
 * in live mode, stays allowed. Returns undefined for other programs; an empty list for Stripe
 * commands that change nothing live.
 *
 * @example
 * livePaymentEffects(invocation("stripe", "subscriptions", "cancel", "sub_1", "--live"))?.[0]?.rule // "planes.live-payment"
 * livePaymentEffects(invocation("stripe", "customers", "delete", "cus_1")) // []
 */
export function livePaymentEffects(invocation: Invocation): PlaneEffect[] | undefined {
  if (invocation.name !== "stripe") return undefined;
  const args = invocation.argv.slice(1, 65);
  if (!isLive(invocation, args)) return [];
  const words = subcommandWords(args, VALUED, 3);
  const [first, second] = words;
  if (first === undefined) return [];
  // `stripe delete /v1/customers/cus_1`, `stripe post /v1/invoices/in_1/void`: the API path names the operation.
  if (first === "delete" || first === "post") {
    const path = args.find((field) => field.value !== undefined && /^\/?v1\//.test(field.value))?.value;
    if (path === undefined) return [];
    if (first === "delete" || FINAL_PATH.test(path)) return [{ rule: "planes.live-payment", what: `sends ${first.toUpperCase()} ${path} to the live Stripe account, which cannot be undone` }];
    return [];
  }
  if (second === undefined) return [];
  const operation = second.replace(/-/g, "_");
  if (FINAL_OPERATIONS.has(operation) || (operation === "create" && MONEY_OUT.has(first))) {
    return [{ rule: "planes.live-payment", what: `runs stripe ${first} ${second} on the live Stripe account, changing real customers' payments or records for good` }];
  }
  return [];
}

/** Whether a Stripe command runs against live data: `--live`, or a live key on the command line or in `STRIPE_API_KEY`. */
function isLive(invocation: Invocation, args: readonly Field[]): boolean {
  const variable = invocation.assignments.get("STRIPE_API_KEY");
  if (variable !== undefined && liveKey(variable)) return true;
  for (let index = 0; index < args.length; index++) {
    const value = args[index]?.value;
    if (value === "--live" || value === "--live=true") return true;
    if (value === "--api-key") {
      const key = args[index + 1];
      if (key !== undefined && liveKey(key)) return true;
    } else if (value?.startsWith("--api-key=") && LIVE_KEY.test(value.slice(10))) return true;
    else if (value === undefined && /^--api-key=/.test(args[index]?.text ?? "") && liveKey({ ...(args[index] as Field), text: (args[index] as Field).text.slice(10) })) return true;
  }
  return false;
}

/** A key that is live: written out (`sk_live_…`), or a variable whose name says it holds the live key (`$STRIPE_LIVE_KEY`). */
function liveKey(field: Field): boolean {
  return field.value !== undefined ? LIVE_KEY.test(field.value) : /live/i.test(field.text) && !/test/i.test(field.text);
}
