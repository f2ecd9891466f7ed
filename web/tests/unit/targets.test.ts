import { describe, expect, it } from "vitest";
import type { ActionArgs, Verb } from "../../src/api";
import { actionsByTarget, actionTarget, placingWorker, targetKey } from "../../src/targets";

// Listed actions as the view sends them: a verb and its operands (never read: `text`).
const act = (verb: Verb, args: ActionArgs = {}, text = "not read") => ({ verb, args, text });

describe("actionTarget", () => {
  it("reads the verb's operands", () => {
    // The second prospector card on the table is card 4: aimed at by its index.
    expect(actionTarget(act("role", { role: "prospector", card: 4 }))).toEqual({ kind: "role", id: "4" });
    expect(targetKey(actionTarget(act("role", { role: "captain", card: 0 })))).toBe("role:0");
    // A ship by its index on the board (two ships may share a capacity).
    expect(actionTarget(act("ship", { good: "corn", ship: 2, capacity: 6 }))).toEqual({ kind: "ship", id: "2" });
    expect(targetKey(actionTarget(act("sell", { good: "indigo" })))).toBe("good:sell:indigo");
    expect(targetKey(actionTarget(act("keep", { good: "corn" })))).toBe("good:keep:corn");
    expect(actionTarget(act("build", { building: "harbor" }))).toEqual({ kind: "building", id: "harbor" });
    expect(actionTarget(act("use", { building: "hacienda", with: [{ kind: "number", value: 1 }] })).id).toBe("hacienda");
    expect(actionTarget(act("settle", { tile: "quarry" }))).toEqual({ kind: "tile", id: "quarry" });
    expect(actionTarget(act("take", { worker: "noble" }))).toEqual({ kind: "worker", id: "noble" });
    expect(actionTarget(act("pass")).kind).toBe("pass");
  });
  it("groups actions by their element and leaves pass out", () => {
    const m = actionsByTarget([
      act("build", { building: "harbor" }),
      act("use", { building: "hacienda" }),
      act("pass"),
      act("place", { worker: "colonist", target: { kind: "tile", id: "corn" } }),
    ]);
    expect([...m.keys()].sort()).toEqual(["building:hacienda", "building:harbor", "place:corn"]);
  });
  it("never reads the text", () => {
    // The same data under any text: the same element.
    const a = actionsByTarget([act("build", { building: "harbor" }, "build wharf")]);
    expect([...a.keys()]).toEqual(["building:harbor"]);
  });
  it("finds the worker being placed", () => {
    expect(placingWorker([act("pass"), act("place", { worker: "colonist", target: { kind: "tile", id: "indigo" } })])).toBe("colonist");
    expect(placingWorker([act("build", { building: "harbor" })])).toBeNull();
  });
});
