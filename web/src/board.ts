// The board, drawn from a seat's view: role cards with their coins, the ships with their
// barrels, the trading house, face-up plantations, supplies, the buildings for sale (with
// the acting seat's price from the action's preview), each seat's island and city with
// circles and workers. An element some listed action is aimed at becomes a button.
import type { ActionJson, BuildingJson, Counts, Rules, SeatBoard, View } from "./api";
import { el } from "./el";
import { EMPTY_CIRCLE, goodColour, goodShape, uniqueLabels, VP_SYMBOL, workerShape } from "./shapes";
import { freeLeft, keepBlocked, placedOn, storeBlocked, type MayorDraft, type MayorScope, type StorageDraft, type StorageScope } from "./draft";
import { actionsByTarget } from "./targets";

// The acting seat's local draft of a whole decision (draft.ts), drawn on its own panel.
export interface DraftView {
  mayor: MayorScope | null;
  mayorDraft: MayorDraft;
  worker: string | null; // the kind a click on a free circle plans
  storage: StorageScope | null;
  storageDraft: StorageDraft;
  place: (target: string) => void;
  unplace: (target: string, worker: string) => void;
  cycleKeep: (good: string) => void;
  toggleStore: (good: string) => void;
}

export interface BoardHandlers {
  act: (text: string) => void;
  hint: (text: string) => void; // what the focused thing is and does
  draft?: DraftView;
}

interface Ctx {
  view: View;
  rules: Rules;
  byTarget: Map<string, ActionJson[]>;
  h: BoardHandlers;
  index: (table: { id: string }[], id: string | null) => number;
  goodLabels: string[]; // by the goods' index: unique across the packs' goods
  name: (table: { id: string; name: string }[], id: string | null) => string;
}

function describe(actions: ActionJson[]): string {
  return actions.map((a) => (a.preview ? `${a.label}: ${a.preview}` : a.label)).join("\n");
}

// A thing on the board: a button when an action is aimed at it (one action: a click does
// it; several: a small menu of them), else a plain box. `info` shows on hover or focus.
function target(ctx: Ctx, key: string, cls: string, info: string, ...children: (Node | string | null)[]): HTMLElement {
  const actions = ctx.byTarget.get(key) ?? [];
  const tip = [info, describe(actions)].filter((s) => s).join("\n");
  if (actions.length === 0) {
    const box = el("div", { class: cls, title: tip || undefined, "data-target": key }, ...children);
    if (info) {
      box.tabIndex = 0;
      box.addEventListener("focus", () => ctx.h.hint(tip));
      box.addEventListener("mouseenter", () => ctx.h.hint(tip));
    }
    return box;
  }
  const b = el("button", { type: "button", class: `${cls} actionable`, title: tip, "data-target": key,
    "aria-label": `${actions.map((a) => a.label).join(" or ")}${info ? ` (${info.split("\n")[0]})` : ""}` }, ...children);
  b.addEventListener("focus", () => ctx.h.hint(tip));
  b.addEventListener("mouseenter", () => ctx.h.hint(tip));
  b.addEventListener("click", () => {
    if (actions.length === 1) return ctx.h.act(actions[0].text);
    const menu = el("div", { class: "menu", role: "menu" },
      ...actions.map((a) => el("button", { type: "button", role: "menuitem", class: "menu-item", onclick: () => ctx.h.act(a.text) },
        a.label, a.preview ? el("small", {}, ` ${a.preview}`) : null)));
    b.after(menu);
    (menu.querySelector("button") as HTMLButtonElement | null)?.focus();
  });
  return b;
}

function good(ctx: Ctx, id: string, count?: number): HTMLElement {
  const i = ctx.index(ctx.rules.goods, id);
  const name = ctx.name(ctx.rules.goods, id);
  return el("span", { class: "good", style: `--good:${goodColour(i)}`, title: name, "aria-label": `${count ?? 1} ${name}` },
    el("span", { class: "shape", "aria-hidden": "true" }, goodShape(i)),
    el("span", { class: "lbl" }, ctx.goodLabels[i] ?? name),
    count !== undefined ? el("span", { class: "n" }, `×${count}`) : null);
}

function goods(ctx: Ctx, counts: Counts): HTMLElement[] {
  return ctx.rules.goods.filter((g) => (counts[g.id] ?? 0) > 0).map((g) => good(ctx, g.id, counts[g.id]));
}

function workers(ctx: Ctx, counts: Counts, circles: number): HTMLElement {
  const dots: HTMLElement[] = [];
  for (const w of ctx.rules.workers)
    for (let k = 0; k < (counts[w.id] ?? 0); ++k) {
      const i = ctx.index(ctx.rules.workers, w.id);
      dots.push(el("span", { class: `circle full worker-${i}`, title: w.name }, workerShape(i)));
    }
  while (dots.length < circles) dots.push(el("span", { class: "circle empty", title: "empty circle" }, "○"));
  return el("span", { class: "circles" }, ...dots);
}

function workerCounts(ctx: Ctx, counts: Counts): string {
  return ctx.rules.workers.filter((w) => (counts[w.id] ?? 0) > 0).map((w) => `${counts[w.id]} ${w.name}`).join(", ") || "none";
}

function building(ctx: Ctx, id: string): BuildingJson | undefined {
  return ctx.rules.buildings.find((b) => b.id === id);
}

function buildingInfo(b: BuildingJson | undefined): string {
  if (!b) return "";
  return `${b.name}: cost ${b.cost}, ${b.vp} VP, ${b.circles} circle${b.circles === 1 ? "" : "s"}${b.produces ? `, processes ${b.produces}` : ""}${b.text ? `\n${b.text}` : ""}`;
}

// The circles of one tile or building of the acting seat during its placement draft:
// workers already there, then the draft's (and the server's planned) placements on this
// target, then free circles, each a button (plan a worker / take it back).
function draftCircles(ctx: Ctx, d: DraftView, target: string, label: string, have: Counts, circles: number,
  taken: Map<string, number>, focusKey: string): HTMLElement {
  const out: HTMLElement[] = [];
  for (const w of ctx.rules.workers)
    for (let k = 0; k < (have[w.id] ?? 0); ++k) {
      const i = ctx.index(ctx.rules.workers, w.id);
      out.push(el("span", { class: `circle full worker-${i}`, title: w.name }, workerShape(i)));
    }
  // This entry's share of the placements on its target (tiles of one kind fill in order).
  const on = placedOn(d.mayorDraft, d.mayor!, target);
  let from = taken.get(target) ?? 0;
  while (out.length < circles && from < on.length) {
    const p = on[from++];
    const i = ctx.index(ctx.rules.workers, p.worker);
    const wname = ctx.name(ctx.rules.workers, p.worker);
    if (p.planned)
      out.push(el("span", { class: `circle planned server worker-${i}`, title: `${wname}: planned (kept by the server)` }, workerShape(i)));
    else
      out.push(el("button", { type: "button", class: `circle planned draft worker-${i}`, "aria-pressed": "true",
        "aria-label": `Take back the ${wname} planned on ${label}`, title: `${wname} planned here: click to take it back`,
        "data-draft": `${target}`, "data-focus-key": `${focusKey}:${out.length}`,
        onclick: () => d.unplace(target, p.worker) }, workerShape(i)));
  }
  taken.set(target, from);
  const worker = d.worker;
  while (out.length < circles) {
    if (worker && freeLeft(d.mayorDraft, d.mayor!, target) > 0) {
      const wname = ctx.name(ctx.rules.workers, worker);
      out.push(el("button", { type: "button", class: "circle empty draftable", "aria-pressed": "false",
        "aria-label": `Plan a ${wname} on ${label}`, title: `free circle: click to plan a ${wname} here`,
        "data-draft": `${target}`, "data-focus-key": `${focusKey}:${out.length}`, onclick: () => d.place(target) }, "○"));
    } else {
      out.push(el("span", { class: "circle empty", title: "empty circle" }, "○"));
    }
  }
  return el("span", { class: "circles" }, ...out);
}

// The storage draft on the seat's barrels: single barrels kept (a count that cycles) and,
// when the server lists a store, whole kinds kept. A choice the engine does not allow with
// what is marked already is a disabled button whose title says why (draft.ts).
function storageRow(ctx: Ctx, d: DraftView): HTMLElement {
  const sc = d.storage!;
  return el("div", { class: "storage-draft", "aria-label": "What you keep" }, el("h4", {}, "Keep"),
    ...sc.goods.map((g) => {
      const name = ctx.name(ctx.rules.goods, g);
      const stored = d.storageDraft.store.includes(g);
      const kept = d.storageDraft.keep[g] ?? 0;
      const n = sc.barrels[g] ?? 0;
      const keepWhy = kept ? null : keepBlocked(d.storageDraft, sc, g);
      const storeWhy = stored ? null : storeBlocked(d.storageDraft, sc, g);
      return el("span", { class: `keep-choice${stored || kept ? " chosen" : ""}`, "data-good": g },
        good(ctx, g, n),
        el("button", { type: "button", class: `keep-toggle${kept ? " on" : ""}`, "aria-pressed": kept ? "true" : "false",
          "aria-label": `Keep single barrels of ${name}: ${kept} of ${n}${keepWhy ? ` (not allowed: ${keepWhy})` : ""}`,
          "data-focus-key": `keep:${g}`, disabled: keepWhy !== null, "data-why": keepWhy ?? undefined,
          title: keepWhy ?? "click: keep one more single barrel (back to none after the most you may keep)", onclick: () => d.cycleKeep(g) },
          kept ? `✓ ${kept} kept` : "keep 1"),
        sc.store ? el("button", { type: "button", class: `store-toggle${stored ? " on" : ""}`, "aria-pressed": stored ? "true" : "false",
          "aria-label": `Keep all your ${name} (a whole kind)${storeWhy ? ` (not allowed: ${storeWhy})` : ""}`, "data-focus-key": `store:${g}`,
          disabled: storeWhy !== null, "data-why": storeWhy ?? undefined, title: storeWhy ?? "click: keep every barrel of this kind",
          onclick: () => d.toggleStore(g) }, stored ? `✓ all ${n} kept` : "keep all") : null);
    }));
}

function seatPanel(ctx: Ctx, s: SeatBoard, seat: number): HTMLElement {
  const v = ctx.view;
  const mine = v.seat === seat;
  const d = mine ? ctx.h.draft : undefined;
  const drafting = d?.mayor ? d : undefined;
  const taken = new Map<string, number>();
  const tileEls = s.island.map((t, ti) => {
    const name = ctx.name(ctx.rules.tiles, t.tile);
    const i = ctx.index(ctx.rules.goods, t.tile);
    const circles = drafting && t.tile && t.variant === 0
      ? draftCircles(ctx, drafting, t.tile, `your ${name} tile`, t.workers, 1, taken, `c:i${ti}`)
      : workers(ctx, t.workers, 1);
    return target(ctx, `island:${t.tile}`, `tile${drafting ? " drafting" : ""}`, name, el("span", { class: "tile-name", style: i >= 0 ? `--good:${goodColour(i)}` : "" },
      i >= 0 ? el("span", { class: "shape", "aria-hidden": "true" }, goodShape(i)) : null, " ", name), circles);
  });
  const cityEls = s.city.map((c, ci) => {
    const b = building(ctx, c.building ?? "");
    const circles = drafting && c.building
      ? draftCircles(ctx, drafting, c.building, b?.name ?? c.building, c.workers, b?.circles ?? 1, taken, `c:b${ci}`)
      : workers(ctx, c.workers, b?.circles ?? 1);
    return target(ctx, `city:${c.building}`, `building owned${b?.large ? " large" : ""}${drafting ? " drafting" : ""}`, buildingInfo(b),
      el("span", { class: "b-name" }, b?.name ?? "?"), circles);
  });
  return el("section", { class: `seat${mine ? " mine" : ""}${v.to_move === seat ? " to-move" : ""}`, "aria-label": `Seat ${seat + 1}`, "data-seat": seat },
    el("h3", {}, `Seat ${seat + 1}`, ` · ${v.seats[seat]}`, v.board.governor === seat ? el("span", { class: "badge" }, "governor") : null,
      v.to_move === seat ? el("span", { class: "badge move" }, "to move") : null, mine ? el("span", { class: "badge you" }, "you") : null),
    el("div", { class: "stats" },
      el("span", { class: "coins", title: "coins" }, `⛁ ${s.coins}`),
      el("span", { class: "vp", title: "VP chips" }, `${VP_SYMBOL} ${s.vp_chips} VP`),
      el("span", { class: "waiting", title: "workers waiting to be placed" }, `waiting: ${workerCounts(ctx, s.san_juan)}`),
      ...(d?.storage ? [] : goods(ctx, s.goods))),
    d?.storage ? storageRow(ctx, d) : null,
    el("div", { class: "island", "aria-label": "island" }, el("h4", {}, "Island"), ...tileEls),
    el("div", { class: "city", "aria-label": "city" }, el("h4", {}, "City"), ...cityEls));
}

export function drawBoard(view: View, rules: Rules, h: BoardHandlers): HTMLElement {
  const index = (table: { id: string }[], id: string | null) => table.findIndex((t) => t.id === id);
  const name = (table: { id: string; name: string }[], id: string | null) => table.find((t) => t.id === id)?.name ?? id ?? "?";
  const goodLabels = uniqueLabels(rules.goods.map((g) => g.name));
  const ctx: Ctx = { view, rules, byTarget: actionsByTarget(view.actions), h, index, name, goodLabels };
  const b = view.board;
  // Role cards and ships are aimed at by their index (an action's `card`, `ship`).
  const roles = b.roles.map((r, card) => {
    const nm = name(rules.roles, r.role);
    return target(ctx, `role:${card}`, `role-card${r.taken_by !== null ? " taken" : ""}`, nm,
      el("span", { class: "role-name" }, nm),
      r.coins > 0 ? el("span", { class: "coins" }, `⛁ ${r.coins}`) : null,
      r.taken_by !== null ? el("span", { class: "taken-by" }, `seat ${r.taken_by + 1}`) : null);
  });
  const ships = b.ships.map((s, ship) => {
    const slots: HTMLElement[] = [];
    for (let i = 0; i < s.capacity; ++i)
      slots.push(i < s.load && s.good ? good(ctx, s.good) : el("span", { class: "slot" }, "·"));
    return target(ctx, `ship:${ship}`, "ship", `ship of ${s.capacity}`, el("span", { class: "cap" }, `Ship ${s.capacity}`), ...slots);
  });
  const house: HTMLElement[] = b.trading_house.map((g) => good(ctx, g));
  while (house.length < 4) house.push(el("span", { class: "slot" }, "·"));
  const faceUp = b.face_up.map((t) => target(ctx, `tile:${t}`, "tile face-up", name(rules.tiles, t),
    (() => { const i = index(rules.goods, t); return i >= 0 ? el("span", { class: "shape", style: `--good:${goodColour(i)}` }, goodShape(i)) : "▰"; })(),
    ` ${name(rules.tiles, t)}`));
  const openPile = Object.entries(b.open_pile).map(([t, n]) => target(ctx, `tile:${t}`, "tile open-pile", name(rules.tiles, t), `▰ ${name(rules.tiles, t)} ×${n}`));
  // Goods the seat to move can act on (craft, sell, store, keep) are buttons.
  const goodButtons: HTMLElement[] = [];
  // During a storage draft the seat's barrels are its toggles instead (its own panel).
  for (const verb of h.draft?.storage ? ["craft", "sell"] : ["craft", "sell", "store", "keep"])
    for (const g of rules.goods) {
      const key = `good:${verb}:${g.id}`;
      if (ctx.byTarget.has(key)) goodButtons.push(target(ctx, key, "good-action", "", `${verb} `, good(ctx, g.id)));
    }
  const forSale = rules.buildings.filter((bd) => (b.supply.buildings[bd.id] ?? 0) > 0 || ctx.byTarget.has(`building:${bd.id}`))
    .sort((x, y) => x.column - y.column || x.cost - y.cost)
    .map((bd) => {
      const acts = ctx.byTarget.get(`building:${bd.id}`) ?? [];
      const price = acts.find((a) => a.verb === "build")?.preview ?? "";
      return target(ctx, `building:${bd.id}`, `building for-sale col-${bd.column}${bd.large ? " large" : ""}`, buildingInfo(bd),
        el("span", { class: "b-name" }, bd.name),
        el("span", { class: "b-meta" }, `${bd.cost}⛁ ${bd.vp}${VP_SYMBOL} ${EMPTY_CIRCLE.repeat(bd.circles)} ×${b.supply.buildings[bd.id] ?? 0}`),
        price ? el("span", { class: "price" }, price) : null);
    });
  const workerRows = rules.workers.map((w) => target(ctx, `worker:${w.id}`, "worker-supply", w.name,
    `${workerShape(index(rules.workers, w.id))} ${w.name}: ${b.supply.workers[w.id] ?? 0} in supply, ${b.supply.ship_workers[w.id] ?? 0} on the ship`));
  // While drafting, narrow screens show the seats (the seat's own circles) first.
  return el("div", { class: `board${h.draft ? " drafting" : ""}` },
    el("section", { class: "table-top", "aria-label": "Table" },
      el("div", { class: "row roles" }, el("h4", {}, "Roles"), ...roles),
      el("div", { class: "row ships" }, el("h4", {}, "Ships"), ...ships),
      el("div", { class: "row house" }, el("h4", {}, "Trading house"), ...house),
      el("div", { class: "row plantations" }, el("h4", {}, `Plantations (stack ${b.stack})`), ...faceUp, ...openPile),
      el("div", { class: "row supply" }, el("h4", {}, "Supply"), el("span", { class: "vp" }, `${VP_SYMBOL} ${b.supply.vp} VP`), ...workerRows, ...goods(ctx, b.supply.goods)),
      goodButtons.length ? el("div", { class: "row goods-actions" }, el("h4", {}, "Goods"), ...goodButtons) : null),
    el("section", { class: "for-sale", "aria-label": "Buildings for sale" }, el("h4", {}, "Buildings"), ...forSale),
    el("div", { class: "seats" }, ...b.seats.map((s, i) => seatPanel(ctx, s, i))));
}
