// The legend: every symbol of the table in words, the goods' barrels and plantations with
// their shapes and colours drawn from the packs' data, and the building colours.
import type { Rules } from "./api";
import { el } from "./el";
import { buildingColourOf, inkOn, VIOLET, VIOLET_LARGE } from "./palette";
import { barrel, plantation, type Look } from "./pictos";
import { COIN_SYMBOL, EMPTY_CIRCLE, VP_SYMBOL, workerShape } from "./shapes";

function swatch(colour: string, text: string, cls = ""): HTMLElement {
  return el("span", { class: `swatch ${cls}`, style: `--c:${colour};--ink:${inkOn(colour)}` }, text);
}

export function legendPanel(look: Look): HTMLElement {
  const r: Rules = look.rules;
  const row = (sym: Node | string, text: string) => el("li", {}, el("span", { class: "sym" }, sym), " ", text);
  const production = r.buildings.find((b) => b.produces);
  return el("details", { class: "legend" }, el("summary", {}, "Legend: what the symbols mean"),
    el("ul", {},
      row(COIN_SYMBOL, "coins (doubloons); on a role card: coins the next seat to take it gets"),
      row(VP_SYMBOL, "victory points (VP chips, or a building's VP)"),
      row(EMPTY_CIRCLE, "a free circle: room for one worker"),
      ...r.workers.map((w, i) => row(workerShape(i), `a ${w.name.toLowerCase()}`)),
      row("⚓", "workers on the colonist ship, for the next mayor"),
      row("▦", "plantations left face down"),
      row("×2", "on a building for sale: copies left; beside a barrel: how many"),
      row("⚖", "the trading house: the goods sold this round"),
      row("♔", "the governor: chooses the first role this round")),
    el("h4", {}, "Goods and plantations"),
    el("ul", { class: "legend-goods" }, ...r.goods.map((g) => el("li", {}, barrel(look, g.id), " ", plantation(look, g.id, true), ` ${g.name}`)),
      ...r.tiles.filter((t) => !r.goods.some((g) => g.id === t.id)).map((t) => el("li", {}, plantation(look, t.id, true), ` ${t.name}`))),
    el("h4", {}, "Buildings"),
    el("ul", {},
      production ? el("li", {}, swatch(buildingColourOf(r.goods, production), "production"), " in the colour of the good it processes") : null,
      el("li", {}, swatch(VIOLET, "violet"), " a building with a power"),
      el("li", {}, swatch(VIOLET_LARGE, "large", "large"), " a large building: two spaces, VP at the game's end"),
      el("li", {}, "Hover, focus or tap a building to read its power.")));
}
