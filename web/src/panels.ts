// The game screen's panels, one function each (game.ts puts them together): the header,
// the choices with undo/redo, the latest moves, the journal and the scores. Each draws
// from the view it is given and calls back for what a click does; none keeps state.
import type { JournalEntry, Rules, View } from "./api";
import { isCardGame } from "./cards_zones";
import { el } from "./el";
import { byRound, entryText, journalText, placementsText, sameMovesOnce, type Names } from "./journal";
import { watchLink } from "./route";
import { sources } from "./ending";
import { inkOn, seatColour } from "./palette";
import { tieNote } from "./scores";
import { stageText, waitingText } from "./status";
import { endedText } from "./host";

export type Decide = (verb: "action" | "undo" | "redo", action?: string) => void;

// The line at the top: the packs, the round, where the game is, who this page is, who moves.
export function headerPanel(v: View, r: Rules): HTMLElement {
  const you = v.seat === null ? "watching" : `you are seat ${v.seat + 1}`;
  const status = v.over ? "The game is over." : v.ended ? endedText : v.to_move === null ? "" :
    v.seat === v.to_move ? "Your move." : waitingText(v.to_move, v.seats[v.to_move]);
  return el("header", { class: "game-head" },
    el("a", { href: "#/", class: "home-link" }, "← Games"),
    el("span", { class: "stage" }, ` ${v.packs.join(" + ")} · round ${v.board.round} · ${stageText(v.board, r)} · ${you} · `),
    el("span", { class: "status", role: "status", "aria-live": "polite", "data-version": v.version, "data-over": v.over ? "1" : "0", "data-ended": v.ended ? "1" : "0", "data-decisions": v.decisions, "data-planned": v.planned.join("|") }, status),
    el("a", { href: watchLink(location.origin + location.pathname.replace(/\/$/, ""), v.game), class: "watch-link" }, " spectator link"));
}

// Undo and redo under the session's policy, with the reason undo is not possible.
export function undoRow(v: View, decide: Decide): HTMLElement {
  return el("div", { class: "undo-row" },
    el("button", { type: "button", class: "undo", disabled: !v.undo.possible, title: v.undo.why_not || "take back your last decision",
      onclick: () => decide("undo") }, "↶ Undo"),
    el("button", { type: "button", class: "redo", disabled: !v.redo, onclick: () => decide("redo") }, "↷ Redo"),
    v.seat !== null && !v.undo.possible && v.undo.why_not ? el("small", {}, v.undo.why_not) : null);
}

// The listed actions (label and preview) for the keyboard, under the draft panel if any.
// Nothing to choose and nothing to take back: no panel (a spectator's, a waiting seat's).
export function actionsPanel(v: View, draftPanel: HTMLElement | null, decide: Decide, names: Names): HTMLElement | null {
  const undo = v.seat !== null && (v.undo.possible || v.redo);
  if (!draftPanel && v.actions.length === 0 && !undo) return null;
  return el("section", { class: "actions", "aria-label": "Your actions" },
    draftPanel,
    v.actions.length ? el("h3", {}, draftPanel ? "Or one at a time" : "Your choices") : null,
    v.actions.length ? el("ol", {}, ...v.actions.map((a, i) => el("li", {},
      el("button", { type: "button", class: "action", "data-action": a.text, "data-focus-key": `a${i}`, title: a.preview || a.label,
        onclick: () => decide("action", a.text) },
        el("span", { class: "label" }, a.label), a.preview ? el("span", { class: "preview" }, a.preview) : null)))) : null,
    v.planned.length ? el("p", { class: "planned" }, `Planned (made once the rest of the arrangement is named): ${placementsText(v.planned_placements ?? [], names) || v.planned.length}`) : null,
    v.seat !== null ? undoRow(v, decide) : null);
}

// The decisions since this seat's last one, with their events.
export function recentPanel(v: View, names: Names): HTMLElement | null {
  const recent = sameMovesOnce(v.since_your_last_decision, (d) => entryText(d, names)).slice(-8);
  if (recent.length === 0) return null;
  return el("section", { class: "recent", "aria-label": "Since your last decision" },
    el("h3", {}, "Latest moves"),
    el("ol", {}, ...recent.map(({ move: d, text }) => el("li", {},
      el("strong", {}, text),
      el("ul", {}, ...d.events.filter((e) => e.text).map((e) => el("li", {}, String(e.text))))))));
}

// Every decision under the round it was taken in, newest round first.
export function journalPanel(v: View, journal: JournalEntry[], names: Names, title = "governor game"): HTMLElement {
  return el("details", { class: "journal" }, el("summary", {}, `Journal (${v.decisions} ${v.decisions === 1 ? "decision" : "decisions"})`),
    saveLogLink(journal, names, title),
    // A round is headed by its line ("Round 4 — Seat 2 is governor.") when the server sends
    // one; a sentence already tells what the decision did, so the event lines show only
    // under a decision without one.
    ...byRound(journal).map((g) => el("section", {}, el("h4", {}, g.entries.find((e) => e.round_start)?.round_start ?? `Round ${g.round}`),
      el("ul", {}, ...g.entries.map((e) => el("li", { "data-index": e.index }, entryText(e, names), e.by_human ? "" : el("small", { class: "bot" }, " (bot)"),
        !e.sentence && e.lines.length ? el("small", {}, ` — ${e.lines.join("; ")}`) : null))))));
}

// "Save this log": the journal as a text file, made in the page from what this seat was
// sent (nothing is asked of the server, so nothing more can reach the file).
function saveLogLink(journal: JournalEntry[], names: Names, title: string): HTMLElement {
  const a = el("a", { class: "save-log", href: "#", download: `${title.replace(/[^A-Za-z0-9]+/g, "-")}.txt` }, "Save this log");
  a.addEventListener("click", () => {
    const url = URL.createObjectURL(new Blob([journalText(title, journal, names)], { type: "text/plain" }));
    a.setAttribute("href", url);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  });
  return a;
}

// The scores so far (final at the end), and under them the word on a tie.
export function scoresPanel(v: View, r: Rules): HTMLElement[] {
  const cols = sources(r.workers, isCardGame(v.board));
  const table = el("table", { class: "scores" },
    el("caption", {}, v.over ? "Final scores" : "Scores so far"),
    el("thead", {}, el("tr", {}, el("th", {}, "Seat"), ...cols.map((c) => el("th", { title: c.label }, c.short === "Bldg" ? "Buildings" : c.short)), el("th", {}, "Total"))),
    // The winner's row is marked by its colour and a star with its name (no extra column:
    // the table must fit the side column at 1440 px).
    el("tbody", {}, ...v.scores.map((s) => el("tr", { class: s.winner ? "winner" : "" },
      el("td", {}, s.winner ? "★ " : "", el("span", { class: "seat-chip", style: `--seat:${seatColour(s.seat)};--ink:${inkOn(seatColour(s.seat))}` }, `Seat ${s.seat + 1}`)), ...cols.map((c) => el("td", {}, String(s[c.key] ?? "?"))),
      el("td", { title: s.winner ? "winner" : s.total === null ? "face down until the end" : "" }, String(s.total ?? "?"))))));
  // Equal totals: the tiebreak (coins + barrels) said under the table, not as a column.
  const tie = v.over ? tieNote(v.scores, isCardGame(v.board) ? "cards in hand + goods" : undefined) : "";
  return [el("div", { class: "scroll-x" }, table), ...(tie ? [el("p", { class: "tiebreak" }, tie)] : [])];
}
