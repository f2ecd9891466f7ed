// A card game's table from the seat's view (board.cards) and the zones' declarations
// (rules.card_zones): which zone goes where, by what the pack says it is (its `role`), never
// by its id. A count is null where the seat may not see it, kinds only where it may see them.
// Pure: no DOM.
import type { Board, CardZoneDecl, CardZoneJson, Counts } from "./api";

// Some cards lying somewhere: `count` null when hidden, `kinds` only when the seat sees them.
export interface Pile {
  id: string; // the zone's id
  count: number | null;
  kinds?: string[];
}

export interface CityCard {
  slot: number;
  kind: string | null; // the building built there
  goods: Pile | null; // the cards lying face down on it as goods
  under: Pile[]; // other zones of the slot holding cards, or whose count is hidden
}

export interface SeatCards {
  hand: Pile;
  looking: Pile | null; // the cards it drew and looks at before keeping some
  city: CityCard[];
  hidden: Pile[]; // zones of its slots whose count this seat may not see, one a zone id
  other: Pile[]; // its other seat zones holding cards
}

export interface CardTable {
  draw: Pile | null;
  discard: Pile | null;
  game: Pile[]; // other zones of the game (cards set aside, face up or not)
  seats: SeatCards[];
}

// A card game's board has card zones.
export function isCardGame(board: Pick<Board, "cards">): boolean {
  return Array.isArray(board.cards);
}

const pile = (z: CardZoneJson): Pile => (z.kinds ? { id: z.zone, count: z.count, kinds: z.kinds } : { id: z.zone, count: z.count });

export function cardTable(board: Pick<Board, "cards" | "players">, decls: CardZoneDecl[] = []): CardTable {
  const role = (id: string) => decls.find((d) => d.id === id)?.role ?? "";
  const seats: SeatCards[] = Array.from({ length: board.players }, () => ({
    hand: { id: "", count: 0 }, looking: null, city: [], hidden: [], other: [],
  }));
  const out: CardTable = { draw: null, discard: null, game: [], seats };
  const slotOf = (s: SeatCards, slot: number): CityCard => {
    let c = s.city.find((x) => x.slot === slot);
    if (!c) {
      c = { slot, kind: null, goods: null, under: [] };
      s.city.push(c);
    }
    return c;
  };
  for (const z of board.cards ?? []) {
    const r = role(z.zone);
    const s = z.seat !== undefined ? seats[z.seat] : undefined;
    if (!s) {
      if (r === "draw") out.draw = pile(z);
      else if (r === "discard") out.discard = pile(z);
      else out.game.push(pile(z));
      continue;
    }
    if (z.slot === undefined) {
      if (r === "hand") s.hand = pile(z);
      else if (r === "looking") s.looking = pile(z);
      else if (z.count !== 0) s.other.push(pile(z));
      continue;
    }
    const c = slotOf(s, z.slot);
    if (r === "built") c.kind = z.kinds?.[0] ?? null;
    else if (r === "goods") c.goods = z.count === 0 ? null : pile(z);
    else if (z.count === null) {
      // Listed at every slot when hidden (its absence would tell): one mark for the seat.
      if (!s.hidden.some((h) => h.id === z.zone)) s.hidden.push({ id: z.zone, count: null });
    } else if (z.count > 0) c.under.push(pile(z));
  }
  for (const s of seats) s.city.sort((a, b) => a.slot - b.slot);
  return out;
}

// "tucked" -> "Tucked", "drawn_cards" -> "Drawn cards": a zone without a role by its id.
export function zoneName(id: string): string {
  const w = id.replace(/_/g, " ");
  return w.charAt(0).toUpperCase() + w.slice(1);
}

// The trading house tile lying face up (the last turned), as the cards each good sells for;
// null before the first is turned or in a game without tiles.
export function faceUpTile(board: Pick<Board, "price_tiles">, tiles: Counts[] | undefined): Counts | null {
  const p = board.price_tiles;
  if (!p || !tiles?.length || p.turned <= 0) return null;
  const n = tiles.length;
  return tiles[p.order[(p.turned - 1) % n]] ?? null;
}
