// The board, drawn from a seat's view: the table (roles, ships, plantations, supplies),
// the buildings for sale in their columns, and each seat's island and city (yours first).
// An element some listed action is aimed at becomes a button (board_target.ts).
import type { Rules, View } from "./api";
import { type BoardHandlers, type Ctx } from "./board_target";
import { el } from "./el";
import { marketPanel } from "./market";
import { makeLook } from "./pictos";
import { seatPanel } from "./seat_panel";
import { tabletopPanel } from "./tabletop";
import { actionsByTarget } from "./targets";

export type { BoardHandlers, DraftView } from "./board_target";

export function drawBoard(view: View, rules: Rules, h: BoardHandlers): HTMLElement {
  const index = (table: { id: string }[], id: string | null) => table.findIndex((t) => t.id === id);
  const ctx: Ctx = { ...makeLook(rules), view, rules, byTarget: actionsByTarget(view.actions), h, index };
  const order = view.board.seats.map((_, i) => i);
  if (view.seat !== null) order.sort((a, b) => Number(b === view.seat) - Number(a === view.seat));
  // Narrow screens show your own seat first, then the choices, then the table (style.css).
  return el("div", { class: `board${h.draft ? " drafting" : ""}` },
    tabletopPanel(ctx),
    marketPanel(ctx),
    el("div", { class: "seats" }, ...order.map((i) => seatPanel(ctx, view.board.seats[i], i))));
}
