import { describe, expect, it } from "vitest";
import type { ActionArgs, ActionJson, BuildingJson, CardZoneDecl, CardZoneJson, Verb } from "../../src/api";
import { cardPrompt, cardTargets, cardVerb, payDue, payNow, paySent } from "../../src/cards_actions";
import { sameMovesOnce } from "../../src/journal";
import type { Board } from "../../src/api";
import { cardTable, faceUpTile, isCardGame, zoneName } from "../../src/cards_zones";

// San Juan's zones as GET /rules lists them (content/san-juan/cards.yaml): the page lays a
// zone out by its role, never by its id, so the ids here are renamed to prove it.
const decls: CardZoneDecl[] = [
  { id: "deck", role: "draw", of: "game", sees: "nobody", count: "everyone" },
  { id: "pile", role: "discard", of: "game", sees: "nobody", count: "everyone" },
  { id: "hand", role: "hand", of: "seat", sees: "owner", count: "everyone" },
  { id: "looked", role: "looking", of: "seat", sees: "owner", count: "everyone" },
  { id: "built", role: "built", of: "building", sees: "everyone", count: "everyone" },
  { id: "goods", role: "goods", of: "building", sees: "nobody", count: "everyone" },
  { id: "tucked", role: "", of: "building", sees: "owner", count: "owner" },
  { id: "covered", role: "", of: "game", sees: "everyone", count: "everyone" },
];
// Seat 0's view of a 3-player game (as board_json sends it).
const zones: CardZoneJson[] = [
  { zone: "deck", count: 60 },
  { zone: "pile", count: 7 },
  { zone: "hand", count: 3, seat: 0, kinds: ["chapel", "smithy", "smithy"] },
  { zone: "hand", count: 5, seat: 1 },
  { zone: "hand", count: 0, seat: 2 },
  { zone: "looked", count: 2, seat: 0, kinds: ["well", "statue"] },
  { zone: "looked", count: 2, seat: 1 },
  { zone: "built", count: 1, seat: 0, slot: 0, kinds: ["indigo_plant"] },
  { zone: "built", count: 1, seat: 0, slot: 1, kinds: ["chapel"] },
  { zone: "built", count: 1, seat: 1, slot: 0, kinds: ["indigo_plant"] },
  { zone: "built", count: 1, seat: 1, slot: 1, kinds: ["sugar_mill"] },
  { zone: "goods", count: 1, seat: 0, slot: 0 },
  { zone: "goods", count: 1, seat: 1, slot: 1 },
  { zone: "tucked", count: 2, seat: 0, slot: 1, kinds: ["palace", "well"] },
  { zone: "tucked", count: null, seat: 1, slot: 0 },
  { zone: "tucked", count: null, seat: 1, slot: 1 },
  { zone: "covered", count: 1, kinds: ["crane"] },
];
const board = { players: 3, cards: zones };

const b = (id: string, produces?: string): BuildingJson =>
  ({ id, name: id.replace(/_/g, " "), cost: 1, vp: 1, circles: 0, column: 1, large: false, text: "", pack: "san-juan", produces });
const buildings = [b("indigo_plant", "indigo"), b("sugar_mill", "sugar"), b("chapel"), b("smithy"), b("well"), b("statue"), b("crane")];
const act = (verb: Verb, args: ActionArgs = {}, preview = ""): ActionJson =>
  ({ verb, args, text: `${verb} ${JSON.stringify(args)}`, label: verb, preview, effects: [] });

describe("cardTable: which zone goes where", () => {
  it("tells a card game by its zones", () => {
    expect(isCardGame(board)).toBe(true);
    expect(isCardGame({ cards: undefined })).toBe(false);
  });
  const t = cardTable(board, decls);
  it("puts the piles and the zones of the game by their role", () => {
    expect(t.draw).toEqual({ id: "deck", count: 60 });
    expect(t.discard).toEqual({ id: "pile", count: 7 });
    expect(t.game).toEqual([{ id: "covered", count: 1, kinds: ["crane"] }]);
  });
  it("gives each seat its hand (kinds only where sent), the cards it looks at, its city", () => {
    expect(t.seats[0].hand).toEqual({ id: "hand", count: 3, kinds: ["chapel", "smithy", "smithy"] });
    expect(t.seats[1].hand).toEqual({ id: "hand", count: 5 });
    expect(t.seats[1].hand.kinds).toBeUndefined();
    expect(t.seats[2].hand.count).toBe(0);
    expect(t.seats[0].looking?.kinds).toEqual(["well", "statue"]);
    expect(t.seats[1].looking).toEqual({ id: "looked", count: 2 });
    expect(t.seats[0].city.map((c) => c.kind)).toEqual(["indigo_plant", "chapel"]);
    expect(t.seats[1].city.map((c) => c.kind)).toEqual(["indigo_plant", "sugar_mill"]);
  });
  it("lays goods face down on their building and a hidden count once per seat", () => {
    expect(t.seats[0].city[0].goods).toEqual({ id: "goods", count: 1 });
    expect(t.seats[0].city[1].goods).toBeNull();
    expect(t.seats[1].city[1].goods).toEqual({ id: "goods", count: 1 });
    // Your own cards under the chapel, with their kinds; another seat's: one mark, no count.
    expect(t.seats[0].city[1].under).toEqual([{ id: "tucked", count: 2, kinds: ["palace", "well"] }]);
    expect(t.seats[0].hidden).toEqual([]);
    expect(t.seats[1].hidden).toEqual([{ id: "tucked", count: null }]);
    expect(t.seats[1].city.every((c) => c.under.length === 0)).toBe(true);
  });
  it("names a zone without a role by its id", () => {
    expect(zoneName("drawn_cards")).toBe("Drawn cards");
  });
  it("turns up the last trading house tile only", () => {
    const tiles = [{ indigo: 1 }, { indigo: 2 }, { indigo: 3 }];
    expect(faceUpTile({ price_tiles: { order: [2, 0, 1], turned: 0 } }, tiles)).toBeNull();
    expect(faceUpTile({ price_tiles: { order: [2, 0, 1], turned: 1 } }, tiles)).toEqual({ indigo: 3 });
    expect(faceUpTile({ price_tiles: { order: [2, 0, 1], turned: 4 } }, tiles)).toEqual({ indigo: 3 });
    expect(faceUpTile({ price_tiles: { order: [2, 0, 1], turned: 5 } }, tiles)).toEqual({ indigo: 1 });
    expect(faceUpTile({}, tiles)).toBeNull();
  });
});

describe("cardTargets: which card an action is clicked on", () => {
  const me = cardTable(board, decls).seats[0];
  it("puts build, pay and discard on hand cards, keep on the cards drawn", () => {
    const m = cardTargets([act("build", { building: "chapel" }), act("pay", { building: "smithy" }), act("pick", { building: "well" }),
      act("discard", { building: "smithy" }), act("done"), act("pass")], me, buildings);
    expect([...m.keys()].sort()).toEqual(["hand:chapel", "hand:smithy", "look:well"]);
    expect(m.get("hand:smithy")!.map((a) => a.verb)).toEqual(["pay", "discard"]);
  });
  it("puts a power on the card it names, else on its building; goods on the buildings making them", () => {
    const m = cardTargets([
      act("use", { building: "chapel", with: [{ kind: "building", id: "smithy" }] }),
      act("use", { building: "chapel" }),
      act("produce", { good: "sugar" }),
      act("sell", { good: "indigo" }),
      act("produce", { good: "indigo" }),
      act("role", { role: "builder", card: 2 }),
    ], me, buildings);
    expect(m.get("hand:smithy")!.length).toBe(1);
    expect(m.get("city:1")!.map((a) => a.verb)).toEqual(["use"]);
    // Indigo lies on slot 0: sold from there; no empty indigo plant to produce on; no sugar mill.
    expect(m.get("city:0")!.map((a) => a.verb)).toEqual(["sell"]);
    expect(m.get("role:2")!.length).toBe(1);
    expect([...m.keys()].sort()).toEqual(["city:0", "city:1", "hand:smithy", "role:2"]);
  });
  it("says the verb short on the card", () => {
    expect(cardVerb(act("pay", { building: "smithy" }), (x) => x)).toBe("Pay with it");
    expect(cardVerb(act("use", { building: "chapel" }), () => "Chapel")).toBe("Use Chapel");
  });
});

describe("the pay selection", () => {
  const build = act("build", { building: "chapel" }, "costs 2 cards");
  const pay = (k: string) => act("pay", { building: k });
  it("starts with a build, adds each card paid, and lasts while cards are asked", () => {
    let s = paySent(null, build);
    expect(s).toEqual({ building: "chapel", preview: "costs 2 cards", paid: [], goods: [] });
    s = paySent(s, pay("smithy"));
    s = paySent(s, act("sell", { good: "indigo" }));
    expect(s).toEqual({ building: "chapel", preview: "costs 2 cards", paid: ["smithy"], goods: ["indigo"] });
    expect(payNow(s, [pay("well"), pay("statue")])).toBe(s);
    expect(payNow(s, [act("role", { card: 0 })])).toBeNull();
    expect(paySent(s, act("pass"))).toBeNull();
    expect(paySent(null, pay("smithy"))).toBeNull();
  });
  it("is said above the choices with what was paid", () => {
    const s = paySent(paySent(null, build), pay("smithy"));
    expect(cardPrompt([pay("well")], s, (x) => x)).toBe(`Paying for chapel (costs 2 cards): click "Pay with it" on the cards of your hand that pay, one at a time. Paid so far: smithy.`);
    expect(cardPrompt([act("pick", { building: "well" })], null, (x) => x)).toMatch(/^Keep a card/);
    // A hidden hand that can build nothing is asked all the same: told why.
    expect(cardPrompt([act("pass")], null, (x) => x)).toMatch(/^Nothing of your hand can be built now: pass/);
    expect(cardPrompt([], null, (x) => x)).toBeNull();
  });
  it("says what is paid for and how many cards are left, from the board after a reload too", () => {
    const city = (...b: string[]) => ({ coins: 0, vp_chips: 0, goods: {}, san_juan: {}, island: [], city: b.map((x) => ({ building: x, workers: {} })) });
    const board = { cursor: { card: 0, counter: 2, flags: 0 }, seats: [city("indigo_plant", "chapel"), city("indigo_plant")] } as unknown as Board;
    const due = payDue([pay("well")], board, 0);
    expect(due).toEqual({ building: "chapel", left: 2 });
    // Built over a building with the crane: the slot paid for is in the flags.
    expect(payDue([pay("well")], { ...board, cursor: { card: 0, counter: 1, flags: 1 << 4 } } as Board, 0)).toEqual({ building: "indigo_plant", left: 1 });
    expect(payDue([act("pass")], board, 0)).toBeUndefined();
    expect(cardPrompt([pay("well")], null, (x) => x.toUpperCase(), due)).toBe(`Paying for CHAPEL: click "Pay with it" on the cards of your hand that pay, one at a time. 2 cards left to pay.`);
    const s = paySent(paySent(null, build), pay("smithy"));
    expect(cardPrompt([pay("well")], s, (x) => x, { building: "chapel", left: 1 })).toMatch(/Paid so far: smithy\. 1 card left to pay\.$/);
  });
});

describe("the latest moves", () => {
  it("say a run of the same move once", () => {
    const m = (seat: number, sentence: string, events: unknown[] = []) => ({ seat, sentence, events });
    const moves = [m(1, "Seat 2 builds a Hero."), m(1, "Seat 2 pays a card."), m(1, "Seat 2 pays a card."), m(1, "Seat 2 pays a card."),
      m(2, "Seat 3 pays a card."), m(2, "Seat 3 uses the Chapel."), m(2, "Seat 3 uses the Chapel."), m(3, "Seat 4 pays a card.", [{ text: "x" }]), m(3, "Seat 4 pays a card.")];
    expect(sameMovesOnce(moves, (x) => x.sentence).map((x) => x.text)).toEqual([
      "Seat 2 builds a Hero.", "Seat 2 pays 3 cards.", "Seat 3 pays a card.", "Seat 3 uses the Chapel. (2 times)", "Seat 4 pays a card.", "Seat 4 pays a card."]);
  });
});
