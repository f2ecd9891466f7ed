// The host's controls (the host token's page, #/g/<id>/host/<token>): a bot for a person's
// seat when its person left, and the end of the game, each asked for once more before it
// is sent (docs/web.md "The host's powers"). What may be done is read from the view.
import type { View } from "./api";
import { el } from "./el";

// The host's own seat: the first person's (never given away, so it stays the first).
export function hostSeat(v: Pick<View, "humans">): number {
  return v.humans.indexOf(true);
}

// The person seats the host may give to a bot: every person's but its own, while the game
// goes on.
export function botSeats(v: Pick<View, "humans" | "over" | "ended">): number[] {
  if (v.over || v.ended) return [];
  const own = hostSeat(v);
  return v.humans.flatMap((h, i) => (h && i !== own ? [i] : []));
}

export const endedText = "The host ended the game: nothing more is played.";

// The question asked before a control is sent.
export function confirmText(what: { seat: number; kind: string } | "end"): string {
  return what === "end"
    ? "End the game for everyone? No more moves can be made, and the seed is shown."
    : `Give seat ${what.seat + 1} to a ${what.kind} bot? Its link stops working and the bot plays it from now on.`;
}

export interface HostHandlers {
  seatBot: (seat: number, kind: string) => void;
  end: () => void;
  confirm: (text: string) => boolean;
}

// Nothing when the game is over or ended.
export function hostPanel(v: View, bots: string[], h: HostHandlers): HTMLElement | null {
  if (v.over || v.ended) return null;
  const seats = botSeats(v);
  const rows = bots.length ? seats.map((seat) => {
    const kind = el("select", { class: "bot-kind", "data-seat": seat, "aria-label": `Bot for seat ${seat + 1}` }, ...bots.map((b) => el("option", { value: b }, b)));
    return el("li", {}, `Seat ${seat + 1} `, kind, " ",
      el("button", { type: "button", class: "seat-bot", "data-seat": seat, onclick: () => {
        if (h.confirm(confirmText({ seat, kind: kind.value }))) h.seatBot(seat, kind.value);
      } }, "Seat a bot"));
  }) : [];
  return el("section", { class: "host-admin", "aria-label": "Host" },
    el("h3", {}, "Host"),
    rows.length ? el("p", { class: "note" }, "Someone left? A bot takes their seat:") : null,
    rows.length ? el("ul", {}, ...rows) : null,
    el("button", { type: "button", class: "end-game", onclick: () => {
      if (h.confirm(confirmText("end"))) h.end();
    } }, "End the game"));
}

// What an ended game shows in place of the game-over banner: the word, the seed.
export function endedBanner(seedLine: HTMLElement | null): HTMLElement {
  return el("section", { class: "game-over ended", "aria-label": "Game ended", role: "region" },
    el("h2", {}, endedText), seedLine, el("div", { class: "over-buttons" }, el("a", { href: "#/", class: "home-link" }, "New game")));
}
