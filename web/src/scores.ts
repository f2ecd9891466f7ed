// The final table's word on a tie: equal totals are decided by coins plus barrels (the
// server's `tiebreak`), and a tie that stays is shared (the server marks each winner).
import type { Score } from "./api";

const seats = (list: Score[]) => {
  const names = list.map((s) => `seat ${s.seat + 1}`);
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
};

// "" unless the highest total is shared.
export function tieNote(scores: Score[], by = "coins + barrels of goods"): string {
  if (scores.length === 0) return "";
  const best = Math.max(...scores.map((s) => s.total ?? 0));
  const tied = scores.filter((s) => s.total === best);
  if (tied.length < 2) return "";
  const byTiebreak = [...tied].sort((a, b) => b.tiebreak - a.tiebreak || a.seat - b.seat);
  const amounts = byTiebreak.map((s) => `seat ${s.seat + 1} has ${s.tiebreak}`).join(", ");
  const winners = tied.filter((s) => s.winner);
  const head = `${seats(tied)} tie on ${best} VP; the tie is broken by ${by}: ${amounts}.`;
  if (winners.length === 0) return head;
  if (winners.length === 1) return `${head} Seat ${winners[0].seat + 1} wins.`;
  return `${head} Still equal: ${seats(winners)} share the victory.`;
}
