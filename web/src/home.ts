// The first screen: a new game form (packs in any mix, as many seats as the packs have
// setups for (/api/info), each a person or a bot, seed, the draft played or random) and the
// list of games on the server.
import { api, ApiError, type Created } from "./api";
import { el } from "./el";
import { hostLink, seatLink, watchLink } from "./route";

const STORE = "governor.games";

// Host tokens of the games made in this browser (so the list can offer "continue").
export function rememberGame(c: Created): void {
  const all = JSON.parse(localStorage.getItem(STORE) ?? "{}") as Record<string, Created>;
  all[c.id] = c;
  localStorage.setItem(STORE, JSON.stringify(all));
}
function remembered(): Record<string, Created> {
  try {
    return JSON.parse(localStorage.getItem(STORE) ?? "{}") as Record<string, Created>;
  } catch {
    return {};
  }
}

export async function showHome(root: HTMLElement): Promise<void> {
  root.replaceChildren(el("p", {}, "Loading…"));
  const info = await api.info();
  const origin = location.origin + location.pathname.replace(/\/$/, "");
  const form = el("form", { class: "new-game", "aria-label": "New game" });
  const packBoxes = info.packs.map((p, i) =>
    el("label", { class: "check" }, el("input", { type: "checkbox", name: "pack", value: p, checked: i === 0 }), p),
  );
  const range = info.players ?? { min: 0, max: -1 };
  const counts = Array.from({ length: Math.max(0, range.max - range.min + 1) }, (_, i) => range.min + i);
  const players = el("select", { name: "players", id: "players" },
    ...counts.map((n) => el("option", { value: n, selected: n === Math.min(Math.max(3, range.min), range.max) }, String(n))));
  const seatsBox = el("div", { class: "seats" });
  const kinds = ["human", ...info.bots];
  const drawSeats = () => {
    const n = Number(players.value);
    const old = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
    seatsBox.replaceChildren(
      ...Array.from({ length: n }, (_, i) =>
        el("label", { class: "seat-kind" }, `Seat ${i + 1} `,
          el("select", { name: `seat${i}`, "data-seat": i },
            ...kinds.map((k) => el("option", { value: k, selected: (old[i] ?? (i === 0 ? "human" : info.bots.includes("greedy") ? "greedy" : info.bots[0])) === k }, k))))),
    );
  };
  players.addEventListener("change", drawSeats);
  drawSeats();
  const seed = el("input", { type: "number", name: "seed", min: 0, placeholder: "random", id: "seed" });
  const draft = el("select", { name: "draft", id: "draft" },
    el("option", { value: "played" }, "played by the seats"),
    el("option", { value: "random" }, "random"));
  const message = el("p", { class: "message", role: "status" });
  const links = el("div", { class: "links" });
  form.append(
    el("h2", {}, "New game"),
    el("fieldset", {}, el("legend", {}, "Packs"), ...packBoxes),
    el("label", { for: "players" }, "Players "), players,
    el("fieldset", {}, el("legend", {}, "Seats"), seatsBox),
    el("label", { for: "seed" }, "Seed "), seed,
    el("label", { for: "draft" }, " Building draft (packs that have one) "), draft,
    el("div", {}, el("button", { type: "submit", class: "primary" }, "Start the game")),
    message, links,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const packs = packBoxes.map((l) => l.querySelector("input")!).filter((i) => i.checked).map((i) => i.value);
    const seats = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
    const req: Record<string, unknown> = { packs, players: seats.length, seats, draft: draft.value };
    if (seed.value !== "") req.seed = Number(seed.value);
    try {
      const made = await api.create(req);
      rememberGame(made);
      const humans = made.seat_tokens.map((t, i) => [t, i] as const).filter(([t]) => t !== "");
      if (humans.length <= 1) {
        location.hash = humans.length === 1 ? `#/g/${made.id}/seat/${humans[0][1] + 1}/${humans[0][0]}` : `#/g/${made.id}`;
        return;
      }
      links.replaceChildren(
        el("h3", {}, "Seat links"),
        el("p", {}, "Send each person their seat's link; a link without a token only watches."),
        el("ul", {}, ...humans.map(([t, i]) => el("li", {}, `Seat ${i + 1}: `,
          el("a", { href: seatLink(origin, made.id, i, t), class: "seat-link", "data-seat": i }, seatLink(origin, made.id, i, t))))),
        el("p", {}, el("a", { href: hostLink(origin, made.id, made.host_token), class: "host-link" }, "Play every person's seat here (hot seat)"),
          " · ", el("a", { href: watchLink(origin, made.id), class: "watch-link" }, "watch")),
      );
    } catch (err) {
      message.textContent = err instanceof ApiError ? err.message : String(err);
    }
  });

  const list = el("section", { class: "game-list", "aria-label": "Games" }, el("h2", {}, "Games on this server"));
  const games = (await api.games()).games;
  const mine = remembered();
  if (games.length === 0) list.append(el("p", {}, "None yet."));
  const rows = games.map((g) => {
    const own = mine[g.id];
    return el("li", { "data-game": g.id },
      `${g.packs.join(" + ")} · ${g.players} players (${g.seats.join(", ")}) · round ${g.round} · ${g.decisions} decisions${g.over ? " · over" : ""} `,
      own ? el("a", { href: hostLink(origin, g.id, own.host_token), class: "resume" }, g.over ? "see" : "continue") : null,
      " ", el("a", { href: watchLink(origin, g.id), class: "watch" }, "watch"));
  });
  list.append(el("ul", {}, ...rows));
  root.replaceChildren(el("div", { class: "home" }, form, list));
}
