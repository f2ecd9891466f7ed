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

// What a decision did, as the journal shows it: a placement names every worker it placed,
// the ones the engine placed itself to complete the arrangement included (`placed`); any
// other decision reads as it was listed to the player (`label`: "Build Small Market"),
// else as the log's text. Shown as sent, never read: the placements as data are the
// entry's `placements`.
export function entryText(e: { action: string; label?: string; placed?: string }): string {
  return e.placed || e.label || e.action;
}
