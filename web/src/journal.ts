// The journal: decisions grouped by the round they were made in, newest round first.
import type { JournalEntry } from "./api";

export interface RoundGroup {
  round: number;
  entries: JournalEntry[];
}

export function byRound(entries: JournalEntry[]): RoundGroup[] {
  const groups: RoundGroup[] = [];
  for (const e of entries) {
    const last = groups[groups.length - 1];
    if (last && last.round === e.round) last.entries.push(e);
    else groups.push({ round: e.round, entries: [e] });
  }
  return groups.reverse();
}
