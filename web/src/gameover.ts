// The game-over banner, first on the screen: the winner, each seat's score by source, the
// word on a tie, and a rematch (a new game with the same packs, players and seats).
import { ApiError, type Rules, type View } from "./api";
import { isCardGame } from "./cards_zones";
import { el } from "./el";
import { ranked, rematchRequest, seedNote, sources, tiebreakDecided, winnerText } from "./ending";
import { startGame } from "./newgame";
import { inkOn, seatColour } from "./palette";
import { tieNote } from "./scores";

// The seed, a secret until the end (docs/views.md), and how to deal the game again.
export function seedLine(v: View): HTMLElement | null {
  const note = seedNote(v);
  if (!note) return null;
  return el("p", { class: "seed-line" }, "Seed ", el("code", { class: "seed" }, note.seed),
    ": the same deal in the terminal with ", el("code", { class: "replay" }, note.replay),
    " (play the same moves and the bots answer the same).");
}

export function gameOverBanner(v: View, r: Rules): HTMLElement {
  const cols = sources(r.workers, isCardGame(v.board));
  const message = el("p", { class: "message", role: "status" });
  const links = el("div", { class: "links" });
  const rematch = el("button", { type: "button", class: "primary rematch" }, "Rematch: same packs and seats");
  rematch.addEventListener("click", async () => {
    rematch.disabled = true;
    try {
      await startGame({ ...rematchRequest(v) }, links);
    } catch (e) {
      message.textContent = e instanceof ApiError ? e.message : String(e);
    } finally {
      rematch.disabled = false;
    }
  });
  const tie = tiebreakDecided(v.scores) || v.scores.filter((s) => s.winner).length > 1 ? tieNote(v.scores, isCardGame(v.board) ? "cards in hand + goods" : undefined) : "";
  const seatCell = (seat: number, win: boolean) => {
    const c = seatColour(seat);
    return el("th", { scope: "row" }, el("span", { class: "seat-chip", style: `--seat:${c};--ink:${inkOn(c)}` }, `Seat ${seat + 1}`),
      el("span", { class: "kind" }, ` ${v.seats[seat] ?? ""}`), win ? el("span", { class: "crown", "aria-label": "winner" }, " ★") : null);
  };
  return el("section", { class: "game-over", "aria-label": "Game over", role: "region" },
    el("h2", {}, "Game over · ", el("span", { class: "winner-line" }, winnerText(v.scores))),
    el("div", { class: "scroll-x" }, el("table", { class: "scores breakdown" },
      el("caption", {}, "Final score by source"),
      el("thead", {}, el("tr", {}, el("th", { scope: "col" }, "Seat"), ...cols.map((c) => el("th", { scope: "col", title: c.label },
        el("span", { class: "long" }, c.label), el("span", { class: "short", "aria-hidden": "true" }, c.short))),
        el("th", { scope: "col" }, "Total"), el("th", { scope: "col", title: isCardGame(v.board) ? "cards in hand + goods: decides a tie" : "coins + barrels: decides a tie" },
          el("span", { class: "long" }, "Tiebreak"), el("span", { class: "short", "aria-hidden": "true" }, "Tie")))),
      el("tbody", {}, ...ranked(v.scores).map((s) => el("tr", { class: s.winner ? "winner" : "" },
        seatCell(s.seat, !!s.winner), ...cols.map((c) => el("td", {}, String(s[c.key]))),
        el("td", { class: "total" }, String(s.total)), el("td", {}, String(s.tiebreak))))))),
    tie ? el("p", { class: "tiebreak" }, tie) : null,
    seedLine(v),
    el("div", { class: "over-buttons" }, rematch, el("a", { href: "#/", class: "home-link" }, "New game")),
    message, links);
}
