// The journal: decisions grouped by the round they were made in, newest round first, each
// as a plain sentence with its subject named, never the command grammar.
import type { JournalEntry, Named, PlacementJson } from "./api";

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

export interface Names {
  workers: Named[];
  tiles: Named[];
  buildings: Named[];
}

const nameIn = (table: Named[], id: string) => table.find((t) => t.id === id)?.name ?? id.replace(/_/g, " ");

// "2 colonists on Indigo Plant, 1 noble on a Corn tile": every worker a placement placed,
// the ones the engine placed itself included, by kind and target in the order given.
export function placementsText(placements: PlacementJson[], names: Names): string {
  const groups: { worker: string; target: string; n: number }[] = [];
  for (const p of placements) {
    const target = p.target.kind === "building" ? nameIn(names.buildings, p.target.id) : nameIn(names.tiles, p.target.id);
    const g = groups.find((x) => x.worker === p.worker && x.target === target);
    if (g) g.n++;
    else groups.push({ worker: p.worker, target, n: 1 });
  }
  return groups.map((g) => {
    const w = nameIn(names.workers, g.worker).toLowerCase();
    return `${g.n} ${w}${g.n === 1 ? "" : "s"} on ${g.target}`;
  }).join(", ");
}

// What a decision did, as one line with its subject: the server's `sentence` when it sends
// one; else a placement by its placements (as data), any other decision as it was listed
// to the player (`label`: "Seat 1: Build Small Market"). The action's text (the command
// grammar) is shown only when nothing else is known, its ids spelled out.
export function entryText(e: { seat: number; action: string; label?: string; sentence?: string; placements?: PlacementJson[] }, names?: Names): string {
  if (e.sentence) return e.sentence;
  const who = `Seat ${e.seat + 1}`;
  if (e.placements?.length && names) return `${who} places ${placementsText(e.placements, names)}.`;
  if (e.label) return `${who}: ${e.label}`;
  return `${who}: ${e.action.replace(/_/g, " ")}`;
}

// Consecutive moves that say the same of the same seat and tell no event ("Seat 3 pays a
// card." four times: a card game pays, keeps and discards one card at a time) as one line
// each run: "Seat 3 pays 4 cards.", else the sentence with "(4 times)".
export function sameMovesOnce<T extends { seat: number; events?: unknown[] }>(moves: T[], text: (m: T) => string): { move: T; text: string }[] {
  const out: { move: T; text: string; n: number }[] = [];
  for (const m of moves) {
    const t = text(m);
    const last = out[out.length - 1];
    if (last && last.move.seat === m.seat && last.text === t && !m.events?.length && !last.move.events?.length) ++last.n;
    else out.push({ move: m, text: t, n: 1 });
  }
  return out.map(({ move, text: t, n }) => ({
    move,
    text: n === 1 ? t : t.endsWith(" a card.") ? `${t.slice(0, -" a card.".length)} ${n} cards.` : `${t} (${n} times)`,
  }));
}

// The journal as a plain-text file, oldest round first: what the seat was told and nothing
// more (the page builds it from the seat's own journal responses, so a download can hold no
// card the seat did not see; docs/views.md, "saves and logs").
export function journalText(title: string, entries: JournalEntry[], names?: Names): string {
  const out = [title, ""];
  for (const g of byRound(entries).reverse()) {
    out.push(g.entries.find((e) => e.round_start)?.round_start ?? `Round ${g.round}`);
    for (const e of g.entries) {
      const extra = !e.sentence && e.lines.length ? ` (${e.lines.join("; ")})` : "";
      out.push(`  ${e.index + 1}. ${entryText(e, names)}${e.by_human ? "" : " (bot)"}${extra}`);
    }
  }
  return out.join("\n") + "\n";
}
