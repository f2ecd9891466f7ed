// What the game-over banner says, from the view (pure: no DOM): the winner(s), the score
// by source, whether the tiebreak decided, and the request of a rematch (the same packs,
// players and seats, a new seed).
import type { Named, Score, View } from "./api";

export function winners(scores: Score[]): Score[] {
  return scores.filter((s) => s.winner);
}

// "Seat 2 wins with 41 VP", "Seats 1 and 3 share the victory with 38 VP".
export function winnerText(scores: Score[]): string {
  const w = winners(scores);
  if (w.length === 0) return "The game is over.";
  if (w.length === 1) return `Seat ${w[0].seat + 1} wins with ${w[0].total} VP`;
  const names = w.map((s) => s.seat + 1);
  return `Seats ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]} share the victory with ${w[0].total} VP`;
}

// The tiebreak decided when the best total is shared and not every seat sharing it won.
export function tiebreakDecided(scores: Score[]): boolean {
  if (scores.length === 0) return false;
  const best = Math.max(...scores.map((s) => s.total ?? 0));
  const tied = scores.filter((s) => s.total === best);
  return tied.length > 1 && winners(scores).length < tied.length;
}

export interface Source {
  key: "chips" | "buildings" | "bonus" | "workers";
  label: string;
  short: string; // for a narrow screen
}

// The sources of VP shown: chips, buildings, large-building bonuses, and the VP of the
// other worker kinds (the nobles) when the packs have one. A card game (no chips, no
// workers): its buildings and the VP its buildings' powers add at the end.
export function sources(workers: Named[], cards = false): Source[] {
  if (cards)
    return [
      { key: "buildings", label: "Buildings", short: "Bldg" },
      { key: "bonus", label: "Powers at the end", short: "Bonus" },
    ];
  const out: Source[] = [
    { key: "chips", label: "VP chips", short: "Chips" },
    { key: "buildings", label: "Buildings", short: "Bldg" },
    { key: "bonus", label: "Large-building bonuses", short: "Bonus" },
  ];
  if (workers.length > 1) {
    const names = workers.slice(1).map((w) => `${w.name}s`).join(", ");
    out.push({ key: "workers", label: names, short: names });
  }
  return out;
}

// Best first (the server's order of seats when equal).
export function ranked(scores: Score[]): Score[] {
  return [...scores].sort((a, b) => Number(!!b.winner) - Number(!!a.winner) || (b.total ?? 0) - (a.total ?? 0) || b.tiebreak - a.tiebreak || a.seat - b.seat);
}

export interface RematchRequest {
  packs: string[];
  players: number;
  seats: string[];
  draft: "played";
  hot_seat?: boolean; // a hot seat's rematch is a hot seat too
}

export function rematchRequest(v: Pick<View, "packs" | "players" | "seats" | "hot_seat">): RematchRequest {
  const req: RematchRequest = { packs: [...v.packs], players: v.players, seats: [...v.seats], draft: "played" };
  if (v.hot_seat) req.hot_seat = true;
  return req;
}

// How the game over names its seed (null before the end): the seed and the command that
// deals the same game again in the terminal.
export function seedNote(v: Pick<View, "seed" | "replay">): { seed: string; replay: string } | null {
  if (v.seed === null || v.seed === undefined || !v.replay) return null;
  // The command carries the seed's exact digits (a number over 2^53 would round here).
  const digits = v.replay.match(/--seed (\d+)/)?.[1] ?? String(v.seed);
  return { seed: digits, replay: v.replay };
}
