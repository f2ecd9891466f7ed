import { describe, expect, it } from "vitest";
import { EMPTY_CIRCLE, GOOD_SHAPES, shortLabel, uniqueLabels, VP_SYMBOL, WORKER_SHAPES } from "../../src/shapes";

describe("symbols", () => {
  it("never share a shape between goods, workers, VP and free circles", () => {
    const all = [...GOOD_SHAPES, ...WORKER_SHAPES, VP_SYMBOL, EMPTY_CIRCLE];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("good labels", () => {
  it("are unique across the packs' goods", () => {
    const base = ["Corn", "Indigo", "Sugar", "Tobacco", "Coffee"];
    const labels = uniqueLabels(base);
    expect(labels).toEqual(["Cr", "In", "Su", "To", "Cf"]);
    expect(new Set(labels).size).toBe(base.length);
    expect(uniqueLabels(["Sugar cane", "Spice"])).toEqual(["SC", "Sp"]);
    expect(shortLabel("Sugar cane")).toBe("SC");
  });
  it("tell apart names that share their first letters, case aside, else number them", () => {
    const l = uniqueLabels(["Salt", "Saltpetre", "Sc", "Sugar cane"]);
    expect(new Set(l.map((x) => x.toLowerCase())).size).toBe(4);
    expect(uniqueLabels(["Corn", "Corn"])).toEqual(["C1", "C2"]);
  });
});
