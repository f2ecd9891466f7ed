// A seat's board: a band in the seat's colour (its number, who plays it, governor, to
// move, you), its coins, VP chips, waiting workers and barrels as counters, its island of
// plantation tiles and its city of building tiles, each with its circles and workers. The
// acting seat's placement and storage drafts are drawn on it (draft.ts).
import type { Counts, SeatBoard } from "./api";
import { buildingInfo, buildingOf, target, type Ctx, type DraftView } from "./board_target";
import { freeLeft, keepBlocked, placedOn, storeBlocked } from "./draft";
import { el } from "./el";
import { buildingColourOf, buildingKind, inkOn, seatColour } from "./palette";
import { barrel, counter, plantation, variantOf } from "./pictos";
import { COIN_SYMBOL, EMPTY_CIRCLE, VP_SYMBOL, workerShape } from "./shapes";

const ISLAND_SPACES = 12;
const CITY_SPACES = 12;

function fullCircle(ctx: Ctx, worker: string): HTMLElement {
  const i = ctx.index(ctx.rules.workers, worker);
  return el("span", { class: `circle full worker-${i}`, title: ctx.name(ctx.rules.workers, worker) }, workerShape(i));
}

function workers(ctx: Ctx, counts: Counts, circles: number): HTMLElement {
  const dots: HTMLElement[] = [];
  for (const w of ctx.rules.workers) for (let k = 0; k < (counts[w.id] ?? 0); ++k) dots.push(fullCircle(ctx, w.id));
  while (dots.length < circles) dots.push(el("span", { class: "circle empty", title: "empty circle" }, EMPTY_CIRCLE));
  return el("span", { class: "circles" }, ...dots);
}

function workerCounts(ctx: Ctx, counts: Counts): string {
  return ctx.rules.workers.filter((w) => (counts[w.id] ?? 0) > 0).map((w) => `${counts[w.id]} ${w.name}${counts[w.id] === 1 ? "" : "s"}`).join(", ") || "none";
}

// The circles of one tile or building of the acting seat during its placement draft:
// workers already there, then the draft's (and the server's planned) placements on this
// target, then free circles, each a button (plan a worker / take it back).
function draftCircles(ctx: Ctx, d: DraftView, target: string, label: string, have: Counts, circles: number,
  taken: Map<string, number>, focusKey: string): HTMLElement {
  const out: HTMLElement[] = [];
  for (const w of ctx.rules.workers) for (let k = 0; k < (have[w.id] ?? 0); ++k) out.push(fullCircle(ctx, w.id));
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
        "data-draft": `${target}`, "data-focus-key": `${focusKey}:${out.length}`, onclick: () => d.place(target) }, EMPTY_CIRCLE));
    } else {
      out.push(el("span", { class: "circle empty", title: "empty circle" }, EMPTY_CIRCLE));
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
        barrel(ctx, g, n),
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

export function seatPanel(ctx: Ctx, s: SeatBoard, seat: number): HTMLElement {
  const v = ctx.view;
  const mine = v.seat === seat;
  const d = mine ? ctx.h.draft : undefined;
  const drafting = d?.mayor ? d : undefined;
  const taken = new Map<string, number>();
  const tileEls = s.island.map((t, ti) => {
    const as = variantOf(ctx, t.variant);
    const tileName = ctx.name(ctx.rules.tiles, t.tile);
    const name = as ? `${as.name} (${tileName} face down)` : tileName;
    const circles = drafting && t.tile && t.variant === 0
      ? draftCircles(ctx, drafting, t.tile, `your ${name} tile`, t.workers, 1, taken, `c:i${ti}`)
      : workers(ctx, t.workers, as ? 0 : 1);
    return target(ctx, `island:${t.tile}`, `tile${as ? " variant" : ""}${drafting ? " drafting" : ""}`, name,
      plantation(ctx, t.tile, true, t.variant), el("span", { class: "t-name" }, as ? as.name : name), circles);
  });
  for (let k = s.island.length; k < ISLAND_SPACES; ++k) tileEls.push(el("span", { class: "space-free island-free", "aria-hidden": "true" }));
  let used = 0;
  const cityEls = s.city.map((c, ci) => {
    const b = buildingOf(ctx, c.building ?? "");
    used += b?.large ? 2 : 1;
    const circles = drafting && c.building
      ? draftCircles(ctx, drafting, c.building, b?.name ?? c.building, c.workers, b?.circles ?? 1, taken, `c:b${ci}`)
      : workers(ctx, c.workers, b?.circles ?? 1);
    const colour = b ? buildingColourOf(ctx.rules.goods, b) : "#9e9e9e";
    const t = target(ctx, `city:${c.building}`, `building owned kind-${b ? buildingKind(b) : "violet"}${b?.large ? " large" : ""}${drafting ? " drafting" : ""}`,
      buildingInfo(b), el("span", { class: "b-name" }, b?.name ?? "?"), circles);
    t.style.setProperty("--c", colour);
    return t;
  });
  for (let k = used; k < CITY_SPACES; ++k) cityEls.push(el("span", { class: "space-free city-free", "aria-hidden": "true" }));
  const colour = seatColour(seat);
  return el("section", { class: `seat${mine ? " mine" : ""}${v.to_move === seat ? " to-move" : ""}`, "aria-label": `Seat ${seat + 1}`,
    "data-seat": seat, style: `--seat:${colour}` },
    el("h3", { class: "seat-band", style: `--ink:${inkOn(colour)}` }, `Seat ${seat + 1}`, el("span", { class: "who" }, ` · ${v.seats[seat]}`),
      v.board.governor === seat ? el("span", { class: "badge gov", title: "the governor: chooses the first role this round" }, "♔ governor") : null,
      v.to_move === seat ? el("span", { class: "badge move" }, "to move") : null, mine ? el("span", { class: "badge you" }, "you") : null),
    el("div", { class: "stats" },
      counter("coin", s.coins, "coins", COIN_SYMBOL),
      counter("vp", s.vp_chips, "VP chips", VP_SYMBOL),
      el("span", { class: "waiting", title: "workers waiting in San Juan to be placed" }, `San Juan: ${workerCounts(ctx, s.san_juan)}`),
      ...(d?.storage ? [] : ctx.rules.goods.filter((g) => (s.goods[g.id] ?? 0) > 0).map((g) => barrel(ctx, g.id, s.goods[g.id])))),
    d?.storage ? storageRow(ctx, d) : null,
    el("div", { class: "island", role: "group", "aria-label": `island of seat ${seat + 1}` }, el("h4", {}, "Island"), el("div", { class: "spaces" }, ...tileEls)),
    el("div", { class: "city", role: "group", "aria-label": `city of seat ${seat + 1}` }, el("h4", {}, "City"), el("div", { class: "spaces" }, ...cityEls)));
}
