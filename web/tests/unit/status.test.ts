import { describe, expect, it } from "vitest";
import type { Board, Rules, Score } from "../../src/api";
import { entryText, journalText } from "../../src/journal";
import { tieNote } from "../../src/scores";
import { stageText, waitingText } from "../../src/status";

const rules = { roles: [{ id: "settler", name: "Settler" }, { id: "mayor", name: "Mayor" }] } as Rules;
const board = (stage: string, card: number | null, chooser = 0) =>
  ({ stage, chooser, cursor: { card }, roles: [{ role: "settler", coins: 0, taken_by: 0 }, { role: "mayor", coins: 1, taken_by: null }] }) as unknown as Board;

describe("the header's stage", () => {
  it("names the role of the phase and who chose it", () => {
    expect(stageText(board("phase", 0), rules)).toBe("Settler phase (chosen by seat 1)");
    expect(stageText(board("phase", 1, 2), rules)).toBe("Mayor phase (chosen by seat 3)");
    expect(stageText(board("choose_role", null), rules)).toBe("choosing a role");
    expect(stageText(board("draft", null), rules)).toBe("drafting the buildings");
  });
});

describe("the header's status", () => {
  it("says a bot seat is thinking and a person's seat is to move", () => {
    expect(waitingText(2, "expert")).toBe("Seat 3 (expert) is thinking…");
    expect(waitingText(0, "mcts:500")).toBe("Seat 1 (mcts:500) is thinking…");
    expect(waitingText(1, "human")).toBe("Seat 2 (human) to move…");
  });
});

describe("the journal", () => {
  const names = {
    workers: [{ id: "colonist", name: "Colonist" }, { id: "noble", name: "Noble" }],
    tiles: [{ id: "coffee", name: "Coffee plantation" }],
    buildings: [{ id: "small_market", name: "Small Market" }, { id: "indigo_plant", name: "Indigo Plant" }],
  };
  const on = (worker: string, kind: "tile" | "building", id: string) => ({ worker, target: { kind, id } });
  it("shows every worker a placement placed, in words", () => {
    const e = { seat: 0, action: "place colonist coffee", placed: "place colonist coffee small_market",
      placements: [on("colonist", "tile", "coffee"), on("colonist", "building", "indigo_plant"), on("colonist", "building", "indigo_plant"), on("noble", "building", "small_market")] };
    expect(entryText(e, names)).toBe("Seat 1 places 1 colonist on Coffee plantation, 2 colonists on Indigo Plant, 1 noble on Small Market.");
  });
  it("prefers the server's sentence, then the label, never the command grammar", () => {
    expect(entryText({ seat: 1, action: "build small_market", label: "Build Small Market", sentence: "Seat 2 builds a Small Market for 1 coin." }))
      .toBe("Seat 2 builds a Small Market for 1 coin.");
    expect(entryText({ seat: 1, action: "build small_market", label: "Build Small Market" })).toBe("Seat 2: Build Small Market");
    expect(entryText({ seat: 0, action: "build small_market" })).not.toContain("small_market");
  });
  it("saves as text, oldest round first, from the seat's own entries only", () => {
    const e = (index: number, round: number, sentence: string, by_human = true, round_start?: string) =>
      ({ index, seat: index % 2, action: "pay indigo_plant", by_human, round, sentence, round_start, lines: [] });
    const text = journalText("governor game g1 seat 1", [
      e(0, 1, "Seat 1 takes the builder.", true, "Round 1 — Seat 1 is governor."),
      e(1, 1, "Seat 2 pays a card.", false),
      e(2, 2, "Seat 2 takes the producer."),
    ]);
    expect(text).toBe("governor game g1 seat 1\n\nRound 1 — Seat 1 is governor.\n  1. Seat 1 takes the builder.\n" +
      "  2. Seat 2 pays a card. (bot)\nRound 2\n  3. Seat 2 takes the producer.\n");
    expect(text).not.toContain("indigo_plant");  // the command grammar (a card's id) never reaches the file
  });
});

describe("a tie on the final table", () => {
  const row = (seat: number, total: number, tiebreak: number, winner: boolean): Score =>
    ({ seat, chips: 0, buildings: 0, bonus: 0, workers: 0, total, tiebreak, winner });
  it("says how it was broken", () => {
    const note = tieNote([row(0, 20, 9, false), row(1, 26, 4, false), row(2, 26, 7, true)]);
    expect(note).toBe("seat 2 and seat 3 tie on 26 VP; the tie is broken by coins + barrels of goods: seat 3 has 7, seat 2 has 4. Seat 3 wins.");
    expect(tieNote([row(0, 26, 5, true), row(1, 26, 5, true)])).toMatch(/share the victory/);
    expect(tieNote([row(0, 20, 9, false), row(1, 26, 4, true)])).toBe("");
  });
});
