import { describe, expect, it } from "vitest";
import type { Score } from "../../src/api";
import { ranked, rematchRequest, seedNote, sources, tiebreakDecided, winnerText } from "../../src/ending";

const row = (seat: number, total: number, tiebreak: number, winner: boolean): Score =>
  ({ seat, chips: 1, buildings: 2, bonus: 3, workers: 4, total, tiebreak, winner });

describe("the game-over banner", () => {
  it("names the winner, or the seats that share the victory", () => {
    expect(winnerText([row(0, 30, 2, false), row(1, 41, 0, true)])).toBe("Seat 2 wins with 41 VP");
    expect(winnerText([row(0, 38, 2, true), row(1, 20, 0, false), row(2, 38, 2, true)])).toBe("Seats 1 and 3 share the victory with 38 VP");
    expect(winnerText([row(0, 1, 0, false)])).toBe("The game is over.");
  });
  it("says when the tiebreak decided", () => {
    expect(tiebreakDecided([row(0, 38, 5, true), row(1, 38, 2, false)])).toBe(true);
    expect(tiebreakDecided([row(0, 38, 5, true), row(1, 38, 5, true)])).toBe(false);
    expect(tiebreakDecided([row(0, 40, 0, true), row(1, 38, 9, false)])).toBe(false);
  });
  it("breaks the score down by source, nobles when the packs have them", () => {
    expect(sources([{ id: "colonist", name: "Colonist" }]).map((s) => s.key)).toEqual(["chips", "buildings", "bonus"]);
    const withNobles = sources([{ id: "colonist", name: "Colonist" }, { id: "noble", name: "Noble" }]);
    expect(withNobles.map((s) => s.label)).toEqual(["VP chips", "Buildings", "Large-building bonuses", "Nobles"]);
  });
  it("ranks the winner first, then by total", () => {
    expect(ranked([row(0, 30, 0, false), row(1, 38, 1, false), row(2, 38, 5, true)]).map((s) => s.seat)).toEqual([2, 1, 0]);
  });
  it("asks a rematch of the same packs, players and seats", () => {
    const v = { packs: ["base", "nobles"], players: 3, seats: ["human", "mcts:5000", "random"] };
    expect(rematchRequest(v)).toEqual({ packs: ["base", "nobles"], players: 3, seats: ["human", "mcts:5000", "random"], draft: "played" });
  });
  it("asks a hot seat's rematch as a hot seat (the seed is the server's either way)", () => {
    const v = { packs: ["san-juan"], players: 2, seats: ["human", "human"], hot_seat: true };
    expect(rematchRequest(v)).toEqual({ packs: ["san-juan"], players: 2, seats: ["human", "human"], draft: "played", hot_seat: true });
  });
  it("names the seed only once the game is over, with the command that deals it again", () => {
    expect(seedNote({ seed: null, replay: null })).toBeNull();
    expect(seedNote({})).toBeNull();
    // The command's digits: a seed over 2^53 is not rounded by a JavaScript number.
    const replay = "governor play --packs san-juan --players 3 --seed 18446744073709551615 --seats human,human,human";
    expect(seedNote({ seed: 18446744073709551615, replay })).toEqual({ seed: "18446744073709551615", replay });
  });
});
