import { describe, expect, it } from "vitest";
import {
  buildingColourOf, buildingKind, contrast, GOOD_PALETTE, goodColourOf, goodGlyphOf, inkOn, packColour, SEAT_COLOURS, seatColour,
  tileColourOf, tileGlyphOf, VIOLET, VIOLET_LARGE,
} from "../../src/palette";
import { GOOD_SHAPES } from "../../src/shapes";

const goods = [{ id: "corn", name: "Corn" }, { id: "indigo", name: "Indigo" }, { id: "spice", name: "Spice", colour: "#AA3300", glyph: "✿" }];
const tiles = [{ id: "corn", name: "Corn plantation" }, { id: "quarry", name: "Quarry", colour: "#9A9590", glyph: "⚒" }, { id: "forest", name: "Forest" }, { id: "marsh", name: "Marsh" }];

describe("the palette", () => {
  it("takes a pack's colour and glyph when it names them, else the built-in ones by the good's place", () => {
    expect(goodColourOf(goods, "corn")).toBe(GOOD_PALETTE[0]);
    expect(goodColourOf(goods, "indigo")).toBe(GOOD_PALETTE[1]);
    expect(goodColourOf(goods, "spice")).toBe("#aa3300");
    expect(goodGlyphOf(goods, "indigo")).toBe(GOOD_SHAPES[1]);
    expect(goodGlyphOf(goods, "spice")).toBe("✿");
  });
  it("ignores a colour that is not #rrggbb", () => {
    expect(packColour("red")).toBeNull();
    expect(packColour("#12345")).toBeNull();
    expect(goodColourOf([{ id: "x", name: "X", colour: "url(evil)" }], "x")).toBe(GOOD_PALETTE[0]);
  });
  it("colours a plantation by its good, a tile by its pack's colour, others by their place", () => {
    expect(tileColourOf(tiles, goods, "corn")).toBe(GOOD_PALETTE[0]);
    expect(tileColourOf(tiles, goods, "quarry")).toBe("#9a9590");
    expect(tileGlyphOf(tiles, goods, "quarry")).toBe("⚒");
    expect(tileColourOf(tiles, goods, "quarry")).not.toBe(tileColourOf(tiles, goods, "forest"));
    expect(tileColourOf(tiles, goods, "marsh")).toMatch(/^#[0-9a-f]{6}$/);
    expect(tileGlyphOf(tiles, goods, "forest")).toBe("Fo");
    expect(tileGlyphOf(tiles, goods, "corn")).toBe(GOOD_SHAPES[0]);
    expect(tileGlyphOf(tiles, goods, "marsh")).toBe("Ma");
  });
  it("colours a building by its kind: production by its good, violet, large deeper", () => {
    expect(buildingKind({ produces: "indigo", large: false })).toBe("production");
    expect(buildingKind({ large: false })).toBe("violet");
    expect(buildingKind({ large: true })).toBe("large");
    expect(buildingKind({ category: "violet", produces: "indigo", large: false })).toBe("violet");
    expect(buildingColourOf(goods, { produces: "indigo", large: false })).toBe(GOOD_PALETTE[1]);
    expect(buildingColourOf(goods, { large: false })).toBe(VIOLET);
    expect(buildingColourOf(goods, { large: true })).toBe(VIOLET_LARGE);
    expect(buildingColourOf(goods, { large: false, colour: "#00AA00" })).toBe("#00aa00");
  });
  it("gives every seat its colour and text that reads on any colour (4.5:1 at least)", () => {
    expect(new Set(SEAT_COLOURS.map((_, i) => seatColour(i))).size).toBe(SEAT_COLOURS.length);
    for (const c of [...GOOD_PALETTE, ...SEAT_COLOURS, VIOLET, VIOLET_LARGE, "#808080", "#777777", "#ff0000"])
      expect(contrast(c, inkOn(c))).toBeGreaterThanOrEqual(4.5);
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 0);
  });
});
