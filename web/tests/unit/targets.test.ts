import { describe, expect, it } from "vitest";
import { actionsByTarget, actionTarget, placingWorker, targetKey } from "../../src/targets";

describe("actionTarget", () => {
  it("reads the verb's ids", () => {
    expect(actionTarget("role prospector 2")).toEqual({ kind: "role", id: "prospector", extra: "2" });
    expect(targetKey(actionTarget("role captain"))).toBe("role:captain:1");
    expect(actionTarget("ship corn 6")).toEqual({ kind: "ship", id: "6", extra: "corn" });
    expect(targetKey(actionTarget("sell indigo"))).toBe("good:sell:indigo");
    expect(actionTarget("build harbor").kind).toBe("building");
    expect(actionTarget("pass").kind).toBe("pass");
  });
  it("groups actions by their element and leaves pass out", () => {
    const m = actionsByTarget([{ text: "build harbor" }, { text: "use hacienda" }, { text: "pass" }, { text: "place colonist corn" }]);
    expect([...m.keys()].sort()).toEqual(["building:hacienda", "building:harbor", "place:corn"]);
  });
  it("finds the worker being placed", () => {
    expect(placingWorker([{ text: "pass" }, { text: "place colonist indigo" }])).toBe("colonist");
    expect(placingWorker([{ text: "build harbor" }])).toBeNull();
  });
});
