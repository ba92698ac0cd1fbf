import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { firebaseEmulatorOnly } from "./firebase-emulators.js";

const emulated = (command: string) => invocations(command).some((invocation) => firebaseEmulatorOnly(invocation));

describe("firebaseEmulatorOnly", () => {
  it("reads demo projects and emulator hosts on this machine", () => {
    for (const command of [
      "firebase firestore:delete --all-collections --project demo-x -y",
      "firebase firestore:delete -r users -P demo-app",
      "firebase --project=demo-test database:remove /",
      "FIRESTORE_EMULATOR_HOST=localhost:8080 firebase firestore:delete --all-collections -y",
      "FIREBASE_DATABASE_EMULATOR_HOST=127.0.0.1:9000 firebase database:remove / -f",
    ]) {
      expect(emulated(command), command).toBe(true);
    }
  });

  it("keeps real projects and emulator hosts elsewhere", () => {
    for (const command of [
      "firebase firestore:delete --all-collections --project acme-prod",
      "firebase firestore:delete --all-collections --project demoacme",
      "firebase firestore:delete --all-collections --project demo-x --project acme-prod",
      "FIRESTORE_EMULATOR_HOST=firestore.acme.io:8080 firebase firestore:delete --all-collections",
      "firebase firestore:delete --all-collections",
    ]) {
      expect(emulated(command), command).toBe(false);
    }
  });
});
