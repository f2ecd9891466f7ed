// The server's JSON API (docs/web.md). The page only reads what it is sent and posts the
// text of an action the server listed.

export interface ApiErrorBody {
  error: { code: string; message: string };
}

export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(res.status, "bad_response", `the server answered ${res.status}`);
  }
  if (!res.ok) {
    const e = (data as ApiErrorBody | null)?.error;
    throw new ApiError(res.status, e?.code ?? "http_error", e?.message ?? `HTTP ${res.status}`);
  }
  return data as T;
}

export interface Info {
  packs: string[];
  // The offered packs by their `name:` and game (pack.yaml), and the start variants a pack
  // declares (cards.yaml `start.variants`: POST /api/games `variant`).
  pack_names?: (Named & { game?: string; variants?: Named[] })[];
  bots: string[];
  default_bot?: string; // the bot `governor play` seats by default ("expert", a level: docs/bots.md)
  default_players?: number; // likewise its player count
  bot_delay_ms: number;
  // The player counts the offered packs have setups for; null when no pack loads.
  players: { min: number; max: number } | null;
}
export interface GameSummary {
  id: string;
  packs: string[];
  players: number;
  seats: string[];
  round: number;
  over: boolean;
  ended?: boolean; // the host ended it (POST /api/games/<id>/end)
  decisions: number;
}
export interface Created {
  id: string;
  host_token: string;
  seat_tokens: string[];
  // Every person plays at the host's screen: the host token plays each seat. Otherwise,
  // with several people, it plays its own seat only (`host_seat`, the first person's).
  hot_seat?: boolean;
  host_seat?: number;
}
export interface EventJson {
  kind: string;
  seat?: number;
  text?: string;
  [k: string]: unknown;
}
// An action's verb (core's ActionType, docs/actions.md) and its operands as ids and
// counts (session/action_args.cpp): what the page chooses by. `text` is what it posts back,
// `label` what it shows.
export type Verb = "pass" | "role" | "settle" | "take" | "place" | "build" | "craft" | "sell" | "ship" | "store" | "keep" | "use" | "draft" | "pick" | "discard" | "done" | "pay" | "produce" | "cover";
export interface TargetJson {
  kind: "tile" | "building";
  id: string;
}
export interface PlacementJson {
  worker: string;
  target: TargetJson;
}
export type UseArg = { kind: "good" | "tile" | "building" | "worker" | "role"; id: string } | { kind: "number"; value: number };
export interface ActionArgs {
  role?: string; // role
  card?: number; // role: the card's index in board.roles
  tile?: string; // settle
  worker?: string; // take, place
  target?: TargetJson; // place
  building?: string; // build, draft, use, pick, discard, pay
  good?: string; // craft, sell, store, keep, ship, produce
  ship?: number; // ship: the ship's index in board.ships
  capacity?: number; // ship
  with?: UseArg[]; // use: the power's arguments
}
export interface ActionJson {
  text: string;
  label: string;
  preview: string;
  effects: EventJson[];
  verb: Verb;
  args: ActionArgs;
  building?: BuildingJson;
}
// A target of a placement turn with its free circles (board order).
export interface PlacementTarget extends TargetJson {
  free: number;
}
export interface BuildingJson {
  id: string;
  name: string;
  cost: number;
  vp: number;
  circles: number;
  column: number;
  large: boolean;
  text: string; // the power in English (the rulebook's quotation is not shown)
  pack: string;
  produces?: string;
  category?: string; // "production" | "violet" (else read from `produces`)
  colour?: string; // a pack's own colour ("#rrggbb") and glyph for it
  glyph?: string;
}
export type Counts = Record<string, number>;
// One complete storage choice the engine allows: what it names (whole kinds, single
// barrels) and every barrel kept in the end, the parts the engine settles itself included.
export interface StorageChoice {
  store: string[];
  keep: Counts;
  kept: Counts;
}
export interface SeatBoard {
  coins: number;
  vp_chips: number | null; // null: face down (secret chips), not this seat's
  goods: Counts;
  san_juan: Counts;
  island: { tile: string | null; variant: number; workers: Counts }[];
  city: { building: string | null; workers: Counts }[];
}
export interface Board {
  players: number;
  governor: number;
  round: number;
  stage: string;
  chooser: number;
  // `counter` and `flags` are the phase mechanic's own (a card game's payment: counter = the
  // cards left to pay, flags' high 4 bits the city slot paid for plus one; 0: the last).
  cursor: { card: number | null; counter?: number; flags?: number };
  seats: SeatBoard[];
  supply: { vp: number; workers: Counts; ship_workers: Counts; goods: Counts; buildings: Counts };
  stack: number;
  face_up: string[];
  discard: Counts;
  open_pile: Counts;
  ships: { capacity: number; good: string | null; load: number }[];
  trading_house: string[];
  roles: { role: string | null; coins: number; taken_by: number | null }[];
  // A card game's zones as this seat sees them (docs/views.md): absent in Puerto Rico.
  cards?: CardZoneJson[];
  // A card game's trading house tiles: their order (those not turned up yet in a fixed
  // order) and how many were turned up; the last turned lies face up.
  price_tiles?: { order: number[]; turned: number };
}
// One card zone as the seat sees it: `count` null when hidden from it, `kinds` (building
// ids, with repeats) only where it may see them; `seat` for a seat's zone, `slot` (a city
// slot) for a building's.
export interface CardZoneJson {
  zone: string;
  count: number | null;
  seat?: number;
  slot?: number;
  kinds?: string[];
}
// A card game's zone as cards.yaml declares it (GET /rules `card_zones`).
export interface CardZoneDecl {
  id: string;
  role: "" | "draw" | "discard" | "hand" | "built" | "looking" | "goods";
  of: "game" | "seat" | "building";
  sees: "everyone" | "owner" | "nobody";
  count: "everyone" | "owner" | "nobody";
}
export interface Score {
  seat: number;
  chips: number | null; // null while another seat's chips lie face down (secret chips)
  buildings: number;
  bonus: number | null; // null while another seat's bonus could tell a count hidden from this seat (a card game)
  workers: number;
  total: number | null; // likewise: the totals appear at the end
  tiebreak: number;
  winner?: boolean;
}
export interface View {
  game: string;
  version: number;
  seat: number | null;
  players: number;
  seats: string[];
  humans: boolean[];
  packs: string[];
  over: boolean;
  to_move: number | null;
  board: Board;
  actions: ActionJson[];
  planned: string[];
  planned_placements: PlacementJson[]; // `planned` as data
  placement_targets?: PlacementTarget[]; // when the seat places workers
  since_your_last_decision: {
    seat: number;
    action: string;
    label?: string;
    placed?: string;
    placements?: PlacementJson[];
    sentence?: string; // the move as a plain sentence, its subject named
    events: EventJson[];
  }[];
  storage_choices?: StorageChoice[]; // when the seat chooses what it keeps after shipping
  undo: { possible: boolean; why_not: string };
  redo: boolean;
  scores: Score[];
  decisions: number;
  error: string;
  // The game's seed and the command that deals it again: null until the game is over (a
  // seed is the whole deal; docs/views.md).
  seed?: number | null;
  replay?: string | null;
  hot_seat?: boolean; // every person plays at the host's screen
  // The host ended the game (POST /api/games/<id>/end): nothing is decided any more, the
  // seed is shown as at the end.
  ended?: boolean;
}
export interface Named {
  id: string;
  name: string;
  colour?: string; // goods (and tiles) may name their own colour and glyph in a pack
  glyph?: string;
}
export interface Rules {
  goods: Named[];
  tiles: Named[];
  tile_variants?: Named[]; // ways a tile may lie other than face up (a forest); slot variant v is [v - 1]
  workers: Named[];
  roles: Named[];
  buildings: BuildingJson[];
  packs: Named[];
  card_zones?: CardZoneDecl[]; // a card game's zones
  price_tiles?: Counts[]; // a card game's trading house tiles: cards a good of each kind sells for
}
export interface JournalEntry {
  index: number;
  seat: number;
  action: string;
  label?: string; // as it was listed to the player: "Build Small Market"
  by_human: boolean;
  round: number; // the round it was taken in
  placed?: string; // a placement: every worker it placed ("place colonist coffee small_market")
  placements?: PlacementJson[]; // the same as data
  round_start?: string; // on a round's first decision: "Round 4 — Seat 2 is governor."
  sentence?: string; // the move as a plain sentence, its subject named ("Seat 2 builds ...")
  lines: string[];
}

export const api = {
  info: () => call<Info>("GET", "/api/info"),
  games: () => call<{ games: GameSummary[] }>("GET", "/api/games"),
  create: (req: unknown) => call<Created>("POST", "/api/games", req),
  view: (id: string, seat: string, token: string) => {
    const q = token ? `?seat=${encodeURIComponent(seat)}&token=${encodeURIComponent(token)}` : "";
    return call<View>("GET", `/api/games/${id}${q}`);
  },
  rules: (id: string) => call<Rules>("GET", `/api/games/${id}/rules`),
  // Read with the seat's eyes (a card another seat kept is not named); no token: a spectator's.
  journal: (id: string, from: number, seat = "", token = "") => {
    const q = token ? `&seat=${encodeURIComponent(seat)}&token=${encodeURIComponent(token)}` : "";
    return call<{ decisions: JournalEntry[] }>("GET", `/api/games/${id}/journal?from=${from}${q}`);
  },
  decide: (id: string, verb: "action" | "undo" | "redo", body: Record<string, unknown>) =>
    call<{ version: number; decisions: number; over: boolean; planned: string[] }>("POST", `/api/games/${id}/${verb}`, body),
  // The host token's powers (docs/web.md): a bot in a person's seat (0-based), the end.
  seatBot: (id: string, seat: number, token: string, kind: string) =>
    call<{ seat: number; kind: string; version: number; seat_tokens: string[] }>("POST", `/api/games/${id}/seats/${seat}`, { token, kind }),
  endGame: (id: string, token: string) => call<{ ended: boolean; version: number }>("POST", `/api/games/${id}/end`, { token }),
};
