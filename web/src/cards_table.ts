// A card game's table (San Juan and any pack with card zones), drawn from the seat's view:
// the role cards with who took them, the draw and discard piles as counted card backs, the
// trading house tile turned up, the zones set aside; each seat with its VP, its hand as a
// count of backs (yours face up, every card with its actions), the cards it looks at, and
// its city of buildings with the goods lying face down on them. Nothing hidden from the
// seat reaches the page (docs/views.md); a count the seat may not see is drawn as "?".
import type { ActionJson, Rules, View } from "./api";
import { target, type BoardHandlers, type Ctx } from "./board_target";
import { cardTargets } from "./cards_actions";
import { cardBack, cardFace, cardRow, type CardHandlers } from "./cards_hand";
import { cardTable, faceUpTile, zoneName, type CardTable, type Pile, type SeatCards } from "./cards_zones";
import { el } from "./el";
import { inkOn, seatColour } from "./palette";
import { barrel, makeLook } from "./pictos";
import "./cards.css";

interface TableCtx {
  ctx: Ctx;
  t: CardTable;
  h: CardHandlers;
  names: (id: string) => string;
}

function roles(c: TableCtx): HTMLElement {
  const { ctx } = c;
  return el("div", { class: "row roles" }, el("h4", {}, "Roles"), ...ctx.view.board.roles.map((r, card) => {
    const role = ctx.rules.roles.find((x) => x.id === r.role) as { name: string; text?: string } | undefined;
    const nm = role?.name ?? r.role ?? "?";
    const by = r.taken_by;
    const info = `${nm}${by !== null ? ` (taken by seat ${by + 1} this round)` : ""}${role?.text ? `\n${role.text}` : ""}`;
    return target(ctx, `role:${card}`, `role-card${by !== null ? " taken" : ""}`, info,
      el("span", { class: "role-name" }, nm),
      by !== null ? el("span", { class: "taken-by", style: `--seat:${seatColour(by)}` }, `seat ${by + 1}`) : el("span", { class: "role-free" }, "free"));
  }));
}

function pileOf(label: string, p: Pile | null): HTMLElement | null {
  return p ? el("span", { class: "pile" }, cardBack(label, p.count), el("span", { class: "pile-name" }, label)) : null;
}

function tableTop(c: TableCtx): HTMLElement {
  const { ctx, t } = c;
  const tile = faceUpTile(ctx.view.board, ctx.rules.price_tiles);
  const look = makeLook(ctx.rules);
  const set = t.game.filter((p) => p.count !== 0).map((p) =>
    el("span", { class: "pile set-aside", title: `${zoneName(p.id)}: ${p.kinds ? p.kinds.map(c.names).join(", ") : "face down"}` },
      p.kinds ? el("span", { class: "aside-names" }, `${zoneName(p.id)}: ${p.kinds.map(c.names).join(", ")}`) : cardBack(zoneName(p.id), p.count)));
  return el("section", { class: "table-top sj-top", "aria-label": "Table" },
    roles(c),
    el("div", { class: "row piles" }, el("h4", {}, "Cards"), pileOf("Draw pile", t.draw), pileOf("Discard pile", t.discard), ...set,
      tile ? el("div", { class: "price-tile", role: "group", "aria-label": "Trading house tile turned up: cards a good sells for",
        title: "The trading house tile turned up last: how many cards a good sells for" },
        el("span", { class: "tile-head" }, "Trading house"),
        ...ctx.rules.goods.map((g) => el("span", { class: "price" }, barrel(look, g.id), el("b", {}, String(tile[g.id] ?? 0))))) : null));
}

// A building of a seat's city: its card, the good lying face down on it, the cards under it
// that this seat may see (its own).
function cityCard(c: TableCtx, seat: number, slot: SeatCards["city"][number], mine: boolean): HTMLElement {
  const { ctx } = c;
  const b = ctx.rules.buildings.find((x) => x.id === slot.kind);
  const goodName = b?.produces ? ctx.rules.goods.find((g) => g.id === b.produces)?.name ?? b.produces : "good";
  const extra: (Node | null)[] = [];
  if (slot.goods?.count) extra.push(cardBack(`${goodName} (a card face down)`, slot.goods.count > 1 ? slot.goods.count : undefined, "good"));
  for (const u of slot.under)
    extra.push(el("span", { class: "under", title: `${zoneName(u.id)}: ${u.kinds ? u.kinds.map(c.names).join(", ") : "face down"}${mine ? " (only you see them)" : ""}` },
      cardBack(zoneName(u.id), u.count, "small"), u.kinds ? el("span", { class: "under-names" }, u.kinds.map(c.names).join(", ")) : null));
  const card = cardFace(ctx.rules, slot.kind ?? "?", mine ? c.ctx.byTarget.get(`city:${slot.slot}`) ?? [] : [], c.h, "small", `city${seat}:${slot.slot}`, ...extra);
  if (slot.goods?.count) card.classList.add("has-good");
  return card;
}

function seatPanel(c: TableCtx, seat: number): HTMLElement {
  const { ctx, t } = c;
  const v = ctx.view;
  const s = t.seats[seat];
  const mine = v.seat === seat;
  const score = v.scores.find((x) => x.seat === seat);
  const vp = score ? (score.total !== null ? String(score.total) : `${score.buildings}+?`) : "?";
  const vpSaid = score?.total !== null && score ? `${score.total} VP` : `${score?.buildings ?? "?"} VP in buildings; the rest is hidden until the end`;
  const colour = seatColour(seat);
  const hand = s.hand;
  return el("section", { class: `seat sj-seat${mine ? " mine" : ""}${v.to_move === seat ? " to-move" : ""}`, "aria-label": `Seat ${seat + 1}`,
    "data-seat": seat, style: `--seat:${colour}` },
    el("h3", { class: "seat-band", style: `--ink:${inkOn(colour)}` }, `Seat ${seat + 1}`, el("span", { class: "who" }, ` · ${v.seats[seat]}`),
      v.board.governor === seat ? el("span", { class: "badge gov", title: "the governor: chooses the first role this round" }, "♔ governor") : null,
      v.to_move === seat ? el("span", { class: "badge move" }, "to move") : null, mine ? el("span", { class: "badge you" }, "you") : null),
    el("div", { class: "stats" },
      el("span", { class: "counter vp", role: "img", "aria-label": vpSaid, title: vpSaid }, el("span", { class: "sym", "aria-hidden": "true" }, "★"),
        el("span", { class: "num", "aria-hidden": "true" }, vp)),
      el("span", { class: "hand-size" }, cardBack(mine ? "cards in your hand" : "cards in hand", hand.count, "small"), el("span", {}, "in hand")),
      el("span", { class: "city-size", title: "buildings in the city" }, `${s.city.length} building${s.city.length === 1 ? "" : "s"}`),
      ...s.hidden.map((p) => el("span", { class: "hidden-zone" }, cardBack(`${zoneName(p.id)}: cards face down under its buildings`, null, "small"),
        el("span", {}, zoneName(p.id).toLowerCase()))),
      ...s.other.map((p) => el("span", { class: "other-zone" }, cardBack(zoneName(p.id), p.count, "small"), el("span", {}, zoneName(p.id).toLowerCase())))),
    mine && s.looking?.kinds?.length ? el("div", { class: "looking", role: "group", "aria-label": "The cards you drew" },
      el("h4", {}, "You drew"), cardRow(ctx.rules, s.looking.kinds, ctx.byTarget, "look", c.h)) : null,
    mine ? el("div", { class: "hand", role: "group", "aria-label": "Your hand" }, el("h4", {}, `Your hand (${hand.count ?? "?"})`),
      hand.kinds?.length ? cardRow(ctx.rules, hand.kinds, ctx.byTarget, "hand", c.h) : el("p", { class: "empty" }, "No cards.")) : null,
    el("div", { class: "sj-city", role: "group", "aria-label": `city of seat ${seat + 1}` }, el("h4", {}, "City"),
      el("div", { class: "city-cards" }, ...s.city.map((slot) => cityCard(c, seat, slot, mine)))));
}

export function drawCardTable(view: View, rules: Rules, h: BoardHandlers & { actCard: (a: ActionJson) => void }): HTMLElement {
  const t = cardTable(view.board, rules.card_zones);
  const me = view.seat !== null ? t.seats[view.seat] ?? null : null;
  const byTarget = cardTargets(view.actions, me, rules.buildings);
  const index = (table: { id: string }[], id: string | null) => table.findIndex((x) => x.id === id);
  const ctx: Ctx = { ...makeLook(rules), view, rules, byTarget, h, index };
  const names = (id: string) => rules.buildings.find((b) => b.id === id)?.name ?? id;
  const c: TableCtx = { ctx, t, h: { act: h.actCard, hint: h.hint }, names };
  const order = view.board.seats.map((_, i) => i);
  if (view.seat !== null) order.sort((a, b) => Number(b === view.seat) - Number(a === view.seat));
  return el("div", { class: "board card-table" }, tableTop(c), el("div", { class: "seats" }, ...order.map((i) => seatPanel(c, i))));
}
