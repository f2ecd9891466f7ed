// Which card of a card game's table a listed action is clicked on, from its verb and args
// (never its text), and the pay selection in progress. Pure: no DOM.
//   hand:<kind>  a card of your hand (build it, pay with it, discard it, a power's card)
//   look:<kind>  a card you drew and look at (keep it)
//   city:<slot>  a building of your city (its power, a good produced on it or sold from it)
//   role:<card>  a role card (as on the Puerto Rico board)
import type { ActionJson, Board, BuildingJson } from "./api";
import type { SeatCards } from "./cards_zones";

function buildingArg(a: ActionJson): string | null {
  const w = a.args.with?.find((x) => "id" in x && x.kind === "building");
  return w && "id" in w ? w.id : null;
}

export function cardTargets(actions: ActionJson[], me: SeatCards | null, buildings: BuildingJson[]): Map<string, ActionJson[]> {
  const out = new Map<string, ActionJson[]>();
  const add = (key: string, a: ActionJson) => {
    const list = out.get(key) ?? [];
    if (!list.includes(a)) list.push(a);
    out.set(key, list);
  };
  const inHand = (k: string) => !!me?.hand.kinds?.includes(k);
  const looking = (k: string) => !!me?.looking?.kinds?.includes(k);
  const produces = (k: string | null) => buildings.find((b) => b.id === k)?.produces;
  for (const a of actions) {
    const g = a.args;
    switch (a.verb) {
      case "role":
        if (g.card !== undefined) add(`role:${g.card}`, a);
        break;
      case "build":
      case "pay":
      case "discard":
        if (g.building && inHand(g.building)) add(`hand:${g.building}`, a);
        break;
      case "pick":
        if (g.building && looking(g.building)) add(`look:${g.building}`, a);
        else if (g.building && inHand(g.building)) add(`hand:${g.building}`, a);
        break;
      case "use": {
        // A power's card operand is clicked where it lies (your hand, the cards you look
        // at, your city); a power without one on the building that has it.
        const k = buildingArg(a);
        if (k && looking(k)) add(`look:${k}`, a);
        else if (k && inHand(k)) add(`hand:${k}`, a);
        else for (const c of me?.city ?? []) if (c.kind === (k ?? g.building)) add(`city:${c.slot}`, a);
        break;
      }
      case "produce":
      case "sell":
        // On each of your buildings that makes the good: empty ones to produce, those
        // holding a good to sell it.
        for (const c of me?.city ?? [])
          if (g.good && produces(c.kind) === g.good && (a.verb === "sell") === !!c.goods?.count) add(`city:${c.slot}`, a);
        break;
      default:
        break;
    }
  }
  return out;
}

// What a button on a card says: the verb, short ("Build", "Keep"), the card being named by
// the card it is on; a power by its building.
export function cardVerb(a: ActionJson, nameOf: (id: string) => string): string {
  switch (a.verb) {
    case "build":
      return "Build";
    case "pay":
      return "Pay with it";
    case "pick":
      return "Keep";
    case "discard":
      return "Discard";
    case "produce":
      return "Produce";
    case "sell":
      return "Sell";
    case "use":
      return `Use ${nameOf(a.args.building ?? "")}`;
    default:
      return a.label;
  }
}

// The pay selection: after `build <card>` the seat pays its price one card at a time (each
// click sends `pay <card>`; a good may pay where a power allows, `sell <good>`). What was
// chosen so far is kept here to be shown; the server says what may still pay.
export interface PayState {
  building: string;
  preview: string; // the build's preview when chosen ("costs 2 cards")
  paid: string[]; // card kinds, in the order paid
  goods: string[]; // goods paid with
}

// The state after this page sent `a`.
export function paySent(state: PayState | null, a: ActionJson): PayState | null {
  if (a.verb === "build" && a.args.building) return { building: a.args.building, preview: a.preview, paid: [], goods: [] };
  if (!state) return null;
  if (a.verb === "pay" && a.args.building) return { ...state, paid: [...state.paid, a.args.building] };
  if (a.verb === "sell" && a.args.good) return { ...state, goods: [...state.goods, a.args.good] };
  return null;
}

// Kept while the server still asks for cards that pay; dropped once it asks anything else.
export function payNow(state: PayState | null, actions: ActionJson[]): PayState | null {
  return state && actions.some((a) => a.verb === "pay") ? state : null;
}

// What the seat is asked, in words, above its choices (null when nothing is asked of it).
// `due`: while paying, the building paid for and the cards left to pay as the server's
// board tells them (known after a reload too, when this page did not see the build).
export function cardPrompt(actions: ActionJson[], pay: PayState | null, nameOf: (id: string) => string,
  due?: { building: string | null; left: number }): string | null {
  const has = (verb: string) => actions.some((a) => a.verb === verb);
  // Asked all the same, so that the others cannot tell a hand that could build from one
  // that could not (docs/views.md).
  if (actions.length === 1 && has("pass")) return "Nothing of your hand can be built now: pass (the others are not told why).";
  if (has("pay")) {
    const what = pay ? `${nameOf(pay.building)}${pay.preview ? ` (${pay.preview})` : ""}` : due?.building ? nameOf(due.building) : "your building";
    const paid = pay && pay.paid.length ? ` Paid so far: ${pay.paid.map(nameOf).join(", ")}.` : "";
    const left = due ? ` ${due.left} ${due.left === 1 ? "card" : "cards"} left to pay.` : "";
    return `Paying for ${what}: click "Pay with it" on the cards of your hand that pay, one at a time.${paid}${left}`;
  }
  if (has("pick")) return `Keep a card: click "Keep" on the card you want; the others are discarded.`;
  if (has("discard")) return `Discard: click "Discard" on a card of your hand, one at a time.`;
  if (has("build")) return `Build: click "Build" on a card of your hand (it says what it costs), or pass.`;
  if (has("produce")) return `Produce: click "Produce" on an empty production building of yours, or choose Done.`;
  if (has("sell")) return `Sell: click "Sell" on a building of yours holding a good, or choose Done.`;
  if (has("role")) return "Choose a role card.";
  if (has("use")) return "A power of yours may be used now: its button is on the card it names, or pass.";
  return null;
}

// While paying: the building paid for and the cards left, from the board's cursor (the
// payment's counter and the city slot in its flags; docs/web.md), or undefined.
export function payDue(actions: ActionJson[], board: Board, seat: number | null): { building: string | null; left: number } | undefined {
  const c = board.cursor;
  if (seat === null || !actions.some((a) => a.verb === "pay") || c.counter === undefined) return undefined;
  const city = board.seats[seat]?.city ?? [];
  const over = (c.flags ?? 0) >> 4;
  const slot = over > 0 ? over - 1 : city.length - 1;
  return { building: city[slot]?.building ?? null, left: c.counter };
}
