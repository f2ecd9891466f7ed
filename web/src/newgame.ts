// Starting a game (the new game form, a rematch): the server makes it, this browser
// remembers its host token, and the page goes to the one person's seat (or watches a game
// of bots), to the hot seat (every person at this screen); with several people at their
// own screens it lists each seat's link (the host token plays the host's own seat only).
import { api, type Created } from "./api";
import { el } from "./el";
import { hostLink, seatLink, watchLink } from "./route";

const STORE = "governor.games";

// Host tokens of the games made in this browser (so the list can offer "continue").
export function rememberGame(c: Created): void {
  const all = remembered();
  all[c.id] = c;
  localStorage.setItem(STORE, JSON.stringify(all));
}
export function remembered(): Record<string, Created> {
  try {
    return JSON.parse(localStorage.getItem(STORE) ?? "{}") as Record<string, Created>;
  } catch {
    return {};
  }
}

export async function startGame(req: Record<string, unknown>, links: HTMLElement): Promise<void> {
  const origin = location.origin + location.pathname.replace(/\/$/, "");
  const made = await api.create(req);
  rememberGame(made);
  const humans = made.seat_tokens.map((t, i) => [t, i] as const).filter(([t]) => t !== "");
  if (made.hot_seat && humans.length > 1) {
    location.hash = `#/g/${made.id}/host/${made.host_token}`;
    return;
  }
  if (humans.length <= 1) {
    location.hash = humans.length === 1 ? `#/g/${made.id}/seat/${humans[0][1] + 1}/${humans[0][0]}` : `#/g/${made.id}`;
    return;
  }
  links.replaceChildren(
    el("h3", {}, "Seat links"),
    el("p", {}, "Send each person their seat's link; a link without a token only watches."),
    el("ul", {}, ...humans.map(([t, i]) => el("li", {}, `Seat ${i + 1}: `,
      el("a", { href: seatLink(origin, made.id, i, t), class: "seat-link", "data-seat": i }, seatLink(origin, made.id, i, t))))),
    el("p", {}, el("a", { href: hostLink(origin, made.id, made.host_token), class: "host-link" }, `Play seat ${(made.host_seat ?? humans[0][1]) + 1} here (yours, as the host)`),
      " · ", el("a", { href: watchLink(origin, made.id), class: "watch-link" }, "watch")),
    el("p", { class: "note" }, "Each seat's hand and choices are its person's alone; the server drew the seed, shown to every seat when the game is over."),
  );
}
