// The buildings for sale as on the board: four columns by cost (layout.ts), each tile in
// its kind's colour (a production building in its good's, violet ones violet, large ones
// double height), with its cost, VP, circles and the copies left; the acting seat's price
// when it may build it. The rule shows in a tooltip beside the tile.
import type { BuildingJson } from "./api";
import { buildingInfo, target, type Ctx } from "./board_target";
import { el } from "./el";
import { columnHeading, marketColumns } from "./layout";
import { buildingColourOf, buildingKind, goodGlyphOf, inkOn } from "./palette";
import { COIN_SYMBOL, EMPTY_CIRCLE, VP_SYMBOL } from "./shapes";

function tile(ctx: Ctx, bd: BuildingJson, left: number): HTMLElement {
  const acts = ctx.byTarget.get(`building:${bd.id}`) ?? [];
  const price = acts.find((a) => a.verb === "build")?.preview ?? "";
  const colour = buildingColourOf(ctx.rules.goods, bd);
  const kind = buildingKind(bd);
  const glyph = bd.glyph || (kind === "production" && bd.produces ? goodGlyphOf(ctx.rules.goods, bd.produces) : "");
  const copies = `${left} cop${left === 1 ? "y" : "ies"} left`;
  const t = target(ctx, `building:${bd.id}`, `building for-sale kind-${kind}${bd.large ? " large" : ""}${left === 0 ? " sold-out" : ""}`,
    `${buildingInfo(bd)}\n${copies}`,
    el("span", { class: "b-band", style: `--c:${colour};--ink:${inkOn(colour)}` },
      el("span", { class: "b-cost", title: `cost ${bd.cost}` }, `${COIN_SYMBOL}${bd.cost}`),
      glyph ? el("span", { class: "b-glyph", "aria-hidden": "true" }, glyph) : null,
      el("span", { class: "b-vp", title: `${bd.vp} VP` }, `${bd.vp}${VP_SYMBOL}`)),
    el("span", { class: "b-name" }, bd.name),
    el("span", { class: "b-meta" },
      el("span", { class: "b-circles", title: `${bd.circles} circle${bd.circles === 1 ? "" : "s"}` }, EMPTY_CIRCLE.repeat(bd.circles)),
      el("span", { class: "b-left", title: copies }, `×${left}`)),
    price ? el("span", { class: "price" }, price) : null);
  t.style.setProperty("--c", colour);
  return t;
}

export function marketPanel(ctx: Ctx): HTMLElement {
  const supply = ctx.view.board.supply.buildings;
  const cols = marketColumns(ctx.rules.buildings, (bd) => (supply[bd.id] ?? 0) > 0 || ctx.byTarget.has(`building:${bd.id}`));
  return el("section", { class: "for-sale", "aria-label": "Buildings for sale" },
    el("h3", {}, "Buildings for sale"),
    el("div", { class: "market" }, ...cols.map((c) => el("div", { class: "market-col", "data-column": c.column, role: "group",
      "aria-label": `Column ${c.column}, ${columnHeading(c)}` },
      el("div", { class: "col-head", "aria-hidden": "true" }, columnHeading(c)),
      ...c.buildings.map((bd) => tile(ctx, bd, supply[bd.id] ?? 0))))));
}
