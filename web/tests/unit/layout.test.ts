import { describe, expect, it } from "vitest";
import type { BuildingJson } from "../../src/api";
import { columnHeading, marketColumns } from "../../src/layout";

const b = (id: string, cost: number, column: number, large = false): BuildingJson =>
  ({ id, name: id, cost, vp: 1, circles: 1, column, large, text: "", pack: "base" });

describe("the buildings for sale", () => {
  const all = [b("wharf", 9, 3), b("small_market", 1, 1), b("hacienda", 2, 1), b("city_hall", 10, 4, true), b("office", 5, 2),
    b("own", 3, 7), b("odd", 2, 0), b("sold", 4, 2)];
  const cols = marketColumns(all, (x) => x.id !== "sold");
  it("lie in four columns by their column, each by cost", () => {
    expect(cols.map((c) => c.column)).toEqual([1, 2, 3, 4]);
    expect(cols[0].buildings.map((x) => x.id)).toEqual(["small_market", "hacienda", "odd"]);
    expect(cols[1].buildings.map((x) => x.id)).toEqual(["office"]);
    expect(cols[2].buildings.map((x) => x.id)).toEqual(["wharf"]);
  });
  it("put a pack's column past the last in the last", () => {
    expect(cols[3].buildings.map((x) => x.id)).toEqual(["own", "city_hall"]);
  });
  it("leave out what is not shown and head each column with its costs", () => {
    expect(cols.flatMap((c) => c.buildings).some((x) => x.id === "sold")).toBe(false);
    expect(columnHeading(cols[0])).toBe("cost 1–2");
    expect(columnHeading(cols[1])).toBe("cost 5");
    expect(columnHeading(marketColumns([], () => true)[2])).toBe("column 3");
  });
});
