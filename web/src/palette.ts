// Colours of the table, from the packs' data: a good (and its plantation, its production
// buildings) takes the colour its pack names, else one of the built-in palette by its place
// in the packs' table, so a modded good gets a colour too. Text on a colour is black or
// white, whichever reads better (at least 4.5:1 for any colour). Pure: no DOM.
import type { BuildingJson, Named } from "./api";
import { GOOD_SHAPES } from "./shapes";

// Corn, indigo, sugar, tobacco, coffee as on the board, then more for packs' own goods.
export const GOOD_PALETTE = ["#f2d04b", "#2f56b0", "#ece8dc", "#c98a3a", "#5a3418", "#7a9b3a", "#b04a7a", "#3aa0a0", "#8a8a8a", "#a33a3a"];
// Tiles that are no good and name no colour of their own: a muted colour by their place.
const MORE_TILES = ["#6d8f9f", "#b07850", "#8d6e9f"];
// Seat colours (the players' pieces), 5 seats at most.
export const SEAT_COLOURS = ["#c62828", "#1565c0", "#2e7d32", "#6a1b9a", "#ef8f00"];
export const VIOLET = "#7e57c2";
export const VIOLET_LARGE = "#5e35b1";

const HEX = /^#[0-9a-fA-F]{6}$/;

function at<T>(list: T[], i: number): T {
  return list[((i % list.length) + list.length) % list.length];
}

// A pack's colour when it is a well-formed "#rrggbb", else null.
export function packColour(c: string | undefined): string | null {
  return c && HEX.test(c) ? c.toLowerCase() : null;
}

export function goodColourOf(goods: Named[], id: string | null | undefined): string {
  const i = goods.findIndex((g) => g.id === id);
  if (i < 0) return "#9e9e9e";
  return packColour(goods[i].colour) ?? at(GOOD_PALETTE, i);
}

export function goodGlyphOf(goods: Named[], id: string | null | undefined): string {
  const i = goods.findIndex((g) => g.id === id);
  if (i < 0) return "?";
  return goods[i].glyph || at(GOOD_SHAPES, i);
}

// A plantation's colour: its own when the pack names one (the base pack's quarry is grey),
// its good's when it is one, else a muted colour by its place among the tiles.
export function tileColourOf(tiles: Named[], goods: Named[], id: string | null | undefined): string {
  const t = tiles.find((x) => x.id === id);
  const own = packColour(t?.colour);
  if (own) return own;
  if (goods.some((g) => g.id === id)) return goodColourOf(goods, id);
  return at(MORE_TILES, Math.max(0, tiles.findIndex((x) => x.id === id)));
}

// A tile's glyph: its own, its good's, else the first letters of its name ("Qu").
export function tileGlyphOf(tiles: Named[], goods: Named[], id: string | null | undefined): string {
  const t = tiles.find((x) => x.id === id);
  if (t?.glyph) return t.glyph;
  if (goods.some((g) => g.id === id)) return goodGlyphOf(goods, id);
  return (t?.name ?? id ?? "?").slice(0, 2);
}

export type BuildingKind = "production" | "violet" | "large";

export function buildingKind(b: Pick<BuildingJson, "category" | "produces" | "large">): BuildingKind {
  if (b.large) return "large";
  const category = b.category ?? (b.produces ? "production" : "violet");
  return category === "production" ? "production" : "violet";
}

// A building's tile colour: its pack's, else its good's for a production building,
// violet for the others (a deeper violet for the large ones).
export function buildingColourOf(goods: Named[], b: Pick<BuildingJson, "category" | "produces" | "large" | "colour">): string {
  const own = packColour(b.colour);
  if (own) return own;
  const kind = buildingKind(b);
  if (kind === "production" && b.produces) return goodColourOf(goods, b.produces);
  return kind === "large" ? VIOLET_LARGE : VIOLET;
}

export function seatColour(seat: number): string {
  return at(SEAT_COLOURS, seat);
}

// WCAG relative luminance and contrast ratio of two "#rrggbb" colours.
export function luminance(hex: string): number {
  const c = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// The text colour on a background: black or white, whichever contrasts more.
export function inkOn(bg: string): string {
  return contrast(bg, "#000000") >= contrast(bg, "#ffffff") ? "#000000" : "#ffffff";
}
