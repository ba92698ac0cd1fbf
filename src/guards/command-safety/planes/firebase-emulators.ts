import { optionValues } from "../commands/option-values.js";
import type { Invocation } from "../model.js";
import { isLoopbackHost } from "../targets/loopback-hosts.js";

/**
 * The variables by which the Firebase CLI and Admin SDKs send a product's requests to its local
 * emulator instead of the live service (Firebase docs, "Connect your app to the Firestore
 * Emulator", "Connect to the Realtime Database Emulator").
 */
const EMULATOR_HOSTS = ["FIRESTORE_EMULATOR_HOST", "FIREBASE_DATABASE_EMULATOR_HOST", "FIREBASE_STORAGE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST"];
/** A demo project: its ID starts with `demo-`, and it "has no configured resources" and only ever reaches the emulators (Firebase docs, "Demo projects"). */
const DEMO_PROJECT = /^demo-[\w-]+$/;

/**
 * Whether a firebase command works on the local emulators only: its project is a demo project
 * (`--project demo-x`, `-P demo-x`), or the product's emulator host variable names this machine
 * (`FIRESTORE_EMULATOR_HOST=localhost:8080 firebase firestore:delete --all-collections`).
 * Deleting an emulator's data is resetting a local development database.
 *
 * @example
 * firebaseEmulatorOnly(invocation("firebase", "firestore:delete", "--all-collections", "--project", "demo-x")) // true
 */
export function firebaseEmulatorOnly(invocation: Invocation): boolean {
  const projects = optionValues(invocation.argv.slice(1).map((field) => field.value ?? "\0"), ["--project", "-P"]);
  if (projects.length > 0 && projects.every((project) => DEMO_PROJECT.test(project))) return true;
  return EMULATOR_HOSTS.some((name) => {
    const host = invocation.assignments.get(name)?.value;
    return host !== undefined && isLoopbackHost(host.replace(/:\d+$/, ""));
  });
}
