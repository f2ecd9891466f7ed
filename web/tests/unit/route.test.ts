import { describe, expect, it } from "vitest";
import { byRound } from "../../src/journal";
import { parseRoute, seatLink } from "../../src/route";
import { goodShape, shortLabel } from "../../src/shapes";

describe("routes", () => {
  it("parses seat, host and watch links", () => {
    expect(parseRoute("#/")).toEqual({ page: "home" });
    expect(parseRoute("#/g/abc")).toEqual({ page: "game", id: "abc", seat: "", token: "" });
    expect(parseRoute("#/g/abc/seat/2/ff00")).toEqual({ page: "game", id: "abc", seat: "1", token: "ff00" });
    expect(parseRoute("#/g/abc/host/ff00")).toEqual({ page: "game", id: "abc", seat: "auto", token: "ff00" });
    expect(parseRoute("#/g/ABC")).toEqual({ page: "home" });
    expect(parseRoute("#/g/abc/seat/9/ff")).toEqual({ page: "game", id: "abc", seat: "", token: "" });
  });
  it("makes a 1-based seat link", () => {
    expect(seatLink("http://h", "ab", 0, "t")).toBe("http://h/#/g/ab/seat/1/t");
  });
});

describe("journal and shapes", () => {
  it("groups decisions by round, newest first", () => {
    const e = (index: number, round: number) => ({ index, round, seat: 0, action: "pass", by_human: true, lines: [] });
    const g = byRound([e(0, 1), e(1, 1), e(2, 2)]);
    expect(g.map((x) => [x.round, x.entries.length])).toEqual([[2, 1], [1, 2]]);
  });
  it("gives every good a shape and a label", () => {
    expect(goodShape(0)).not.toBe(goodShape(1));
    expect(shortLabel("Indigo")).toBe("In");
    expect(shortLabel("sugar cane")).toBe("SC");
  });
});
