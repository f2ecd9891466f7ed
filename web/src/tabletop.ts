// The middle of the table: the role cards with the coins on them, the ships as rows of
// cargo spaces, the trading house, the face-up plantations and quarries, and the supplies
// (VP chips, workers, barrels) as counters.
import { target, type Ctx } from "./board_target";
import { el } from "./el";
import { seatColour } from "./palette";
import { barrel, counter, emptySpace, plantation } from "./pictos";
import { COIN_SYMBOL, VP_SYMBOL, workerShape } from "./shapes";

const TRADING_HOUSE_SPACES = 4;

function roles(ctx: Ctx): HTMLElement[] {
  return ctx.view.board.roles.map((r, card) => {
    const nm = ctx.name(ctx.rules.roles, r.role);
    const by = r.taken_by;
    const info = `${nm}${r.coins ? `: ${r.coins} coin${r.coins === 1 ? "" : "s"} on it` : ""}${by !== null ? ` (taken by seat ${by + 1})` : ""}`;
    return target(ctx, `role:${card}`, `role-card${by !== null ? " taken" : ""}`, info,
      el("span", { class: "role-name" }, nm),
      r.coins > 0 ? el("span", { class: "role-coins", "aria-hidden": "true" }, COIN_SYMBOL.repeat(Math.min(r.coins, 6))) : null,
      by !== null ? el("span", { class: "taken-by", style: `--seat:${seatColour(by)}` }, `seat ${by + 1}`) : null);
  });
}

function ships(ctx: Ctx): HTMLElement[] {
  return ctx.view.board.ships.map((s, ship) => {
    const spaces: HTMLElement[] = [];
    for (let i = 0; i < s.capacity; ++i) spaces.push(i < s.load && s.good ? barrel(ctx, s.good) : emptySpace("ship"));
    const cargo = s.good && s.load ? `${s.load} ${ctx.name(ctx.rules.goods, s.good)}` : "empty";
    return target(ctx, `ship:${ship}`, "ship", `Cargo ship of ${s.capacity}: ${cargo}`,
      el("span", { class: "cap" }, `${s.capacity}`), el("span", { class: "hold" }, ...spaces));
  });
}

function tradingHouse(ctx: Ctx): HTMLElement {
  const spaces: HTMLElement[] = ctx.view.board.trading_house.map((g) => barrel(ctx, g));
  while (spaces.length < TRADING_HOUSE_SPACES) spaces.push(emptySpace("trading house"));
  const sold = ctx.view.board.trading_house.map((g) => ctx.name(ctx.rules.goods, g)).join(", ") || "empty";
  return target(ctx, "house", "ship house", `Trading house: ${sold}`, el("span", { class: "cap" }, "⚖"), el("span", { class: "hold" }, ...spaces));
}

function plantations(ctx: Ctx): HTMLElement[] {
  const b = ctx.view.board;
  const tile = (t: string, cls: string, n?: number) => {
    const nm = ctx.name(ctx.rules.tiles, t);
    return target(ctx, `tile:${t}`, `tile ${cls}`, nm, plantation(ctx, t), el("span", { class: "t-name" }, nm), n !== undefined ? el("span", { class: "n" }, `×${n}`) : null);
  };
  return [...b.face_up.map((t) => tile(t, "face-up")), ...Object.entries(b.open_pile).map(([t, n]) => tile(t, "open-pile", n))];
}

function supplies(ctx: Ctx): HTMLElement[] {
  const s = ctx.view.board.supply;
  const workers = ctx.rules.workers.flatMap((w, i) => [
    counter("worker", s.workers[w.id] ?? 0, `${w.name}s in the supply`, workerShape(i)),
    counter("worker", s.ship_workers[w.id] ?? 0, `${w.name}s on the ${w.id === ctx.rules.workers[0]?.id ? "colonist ship" : "ship"}`, `⚓${workerShape(i)}`),
  ]);
  const goods = ctx.rules.goods.map((g) => barrel(ctx, g.id, s.goods[g.id] ?? 0));
  return [counter("vp", s.vp, "VP chips in the supply", VP_SYMBOL), ...workers, ...goods];
}

export function tabletopPanel(ctx: Ctx): HTMLElement {
  const b = ctx.view.board;
  // Goods the seat to move can act on (craft, sell, store, keep) are buttons; during a
  // storage draft the seat's barrels are its toggles instead (its own panel).
  const goodButtons: HTMLElement[] = [];
  for (const verb of ctx.h.draft?.storage ? ["craft", "sell"] : ["craft", "sell", "store", "keep"])
    for (const g of ctx.rules.goods) {
      const key = `good:${verb}:${g.id}`;
      if (ctx.byTarget.has(key)) goodButtons.push(target(ctx, key, "good-action", "", `${verb} `, barrel(ctx, g.id)));
    }
  return el("section", { class: "table-top", "aria-label": "Table" },
    el("div", { class: "row roles" }, el("h4", {}, "Roles"), ...roles(ctx)),
    el("div", { class: "row ships" }, el("h4", {}, "Ships"), ...ships(ctx), tradingHouse(ctx)),
    el("div", { class: "row plantations" }, el("h4", {}, "Plantations"),
      counter("stack", b.stack, "plantations left face down", "▦"), ...plantations(ctx)),
    el("div", { class: "row supply" }, el("h4", {}, "Supply"), ...supplies(ctx)),
    goodButtons.length ? el("div", { class: "row goods-actions" }, el("h4", {}, "Goods"), ...goodButtons) : null);
}
