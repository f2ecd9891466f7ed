// Pictograms drawn with CSS from the packs' data (no art files): a barrel of a good in its
// colour with its shape, a plantation tile, a coin, a VP chip, a counter. Colour is never
// the only cue: each good has its own shape and a short label.
import type { Named, Rules } from "./api";
import { el } from "./el";
import { goodColourOf, goodGlyphOf, inkOn, tileColourOf, tileGlyphOf } from "./palette";
import { uniqueLabels } from "./shapes";

export interface Look {
  rules: Rules;
  goodLabels: string[]; // by the goods' index: unique short labels ("Cr", "In")
  name: (table: { id: string; name: string }[], id: string | null) => string;
}

export function makeLook(rules: Rules): Look {
  return {
    rules,
    goodLabels: uniqueLabels(rules.goods.map((g) => g.name)),
    name: (table, id) => table.find((t) => t.id === id)?.name ?? id ?? "?",
  };
}

// One barrel of a good (or `count` of them, the number beside it).
export function barrel(look: Look, id: string, count?: number): HTMLElement {
  const colour = goodColourOf(look.rules.goods, id);
  const name = look.name(look.rules.goods, id);
  const i = look.rules.goods.findIndex((g) => g.id === id);
  return el("span", { class: "good", title: name, role: "img", "aria-label": `${count ?? 1} ${name}`, "data-good": id },
    el("span", { class: "barrel", style: `--c:${colour};--ink:${inkOn(colour)}`, "aria-hidden": "true" },
      el("span", { class: "glyph" }, goodGlyphOf(look.rules.goods, id))),
    el("span", { class: "lbl", "aria-hidden": "true" }, look.goodLabels[i] ?? name),
    count !== undefined ? el("span", { class: "n", "aria-hidden": "true" }, `×${count}`) : null);
}

// A plantation or quarry tile: a square in its colour with its glyph. A tile lying as a
// variant (variant > 0: a plantation face down as a forest) shows the variant's look.
export function plantation(look: Look, id: string | null, small = false, variant = 0): HTMLElement {
  const as = variantOf(look, variant);
  const colour = as ? tileColourOf([as], [], as.id) : tileColourOf(look.rules.tiles, look.rules.goods, id);
  const glyph = as ? tileGlyphOf([as], [], as.id) : tileGlyphOf(look.rules.tiles, look.rules.goods, id);
  return el("span", { class: `plantation${small ? " small" : ""}`, style: `--c:${colour};--ink:${inkOn(colour)}`, "aria-hidden": "true" }, glyph);
}

// The variant a tile lies as (null for face up or a variant the packs do not name).
export function variantOf(look: Look, variant: number): Named | null {
  return variant > 0 ? look.rules.tile_variants?.[variant - 1] ?? null : null;
}

// A coin with its amount ("⛁ 3"), a VP chip ("★ 4"), or any counted thing.
// `n` null: a number this seat may not see (another seat's chips lying face down).
export function counter(kind: "coin" | "vp" | "worker" | "stack", n: number | null, label: string, symbol: string): HTMLElement {
  const said = n === null ? `${label} (face down)` : `${n} ${label}`;
  return el("span", { class: `counter ${kind}${n === null ? " hidden" : ""}`, title: n === null ? said : label, role: "img", "aria-label": said },
    el("span", { class: "sym", "aria-hidden": "true" }, symbol), el("span", { class: "num", "aria-hidden": "true" }, n === null ? "?" : String(n)));
}

// An empty cargo space of a ship or the trading house.
export function emptySpace(what: string): HTMLElement {
  return el("span", { class: "space empty", title: `empty space of the ${what}`, "aria-hidden": "true" });
}
