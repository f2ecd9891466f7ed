// The first screen: a new game form (packs in any mix, as many seats as the packs have
// setups for (/api/info), each a person or a bot, seed, the draft played or random, the VP
// chips face down or open, a start variant of the checked packs) and the list of games on
// the server.
import { api, ApiError } from "./api";
import { el } from "./el";
import { remembered, startGame } from "./newgame";
import { hostLink, watchLink } from "./route";

export async function showHome(root: HTMLElement): Promise<void> {
  root.replaceChildren(el("p", {}, "Loading…"));
  const info = await api.info();
  const origin = location.origin + location.pathname.replace(/\/$/, "");
  const form = el("form", { class: "new-game", "aria-label": "New game" });
  // The defaults of `governor play`: every pack the server offers of the first pack's game
  // (packs of two games never mix; by their names), its player count, a person in seat 1
  // and its bot in the others.
  const packName = (p: string) => info.pack_names?.find((n) => n.id === p)?.name ?? p;
  const gameOf = (p: string) => info.pack_names?.find((n) => n.id === p)?.game;
  const firstGame = info.packs.length ? gameOf(info.packs[0]) : undefined;
  const packBoxes = info.packs.map((p) =>
    el("label", { class: "check" }, el("input", { type: "checkbox", name: "pack", value: p, checked: gameOf(p) === firstGame }), packName(p)),
  );
  const range = info.players ?? { min: 0, max: -1 };
  const counts = Array.from({ length: Math.max(0, range.max - range.min + 1) }, (_, i) => range.min + i);
  const players = el("select", { name: "players", id: "players" },
    ...counts.map((n) => el("option", { value: n, selected: n === Math.min(Math.max(info.default_players ?? 4, range.min), range.max) }, String(n))));
  const seatsBox = el("div", { class: "seats" });
  // The bot `governor play` seats ("expert") first among the bots when the server
  // names one the list lacks.
  const defaultBot = info.default_bot || (info.bots.includes("greedy") ? "greedy" : info.bots[0]);
  const kinds = ["human", ...(info.bots.includes(defaultBot) ? [] : [defaultBot]), ...info.bots];
  const kindLabel = (k: string) => (k === "human" ? "a person" : k === defaultBot ? `${k} bot (default)` : `${k} bot`);
  const drawSeats = () => {
    const n = Number(players.value);
    const old = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
    seatsBox.replaceChildren(
      ...Array.from({ length: n }, (_, i) =>
        el("label", { class: "seat-kind" }, `Seat ${i + 1} `,
          el("select", { name: `seat${i}`, "data-seat": i },
            ...kinds.map((k) => el("option", { value: k, selected: (old[i] ?? (i === 0 ? "human" : defaultBot)) === k }, kindLabel(k)))))),
    );
  };
  players.addEventListener("change", drawSeats);
  drawSeats();
  const seed = el("input", { type: "number", name: "seed", min: 0, placeholder: "random", id: "seed" });
  // Where the people play: each at their own screen (seat links; the server draws the seed,
  // a secret until the end) or all at this one (hot seat: this screen plays every seat).
  const screens = el("select", { name: "screens", id: "screens" },
    el("option", { value: "many" }, "each at their own screen (seat links)"),
    el("option", { value: "one" }, "all at this screen (hot seat)"));
  const seedNote = el("small", { class: "seed-note" });
  const people = () => [...seatsBox.querySelectorAll("select")].filter((s) => s.value === "human").length;
  // The seed is the whole deal: among several screens whoever chose it would know every
  // hand, so the server draws it (POST /api/games refuses one).
  const drawSeed = () => {
    const shared = people() > 1 && screens.value === "many";
    seed.disabled = shared;
    if (shared) seed.value = "";
    screens.disabled = people() <= 1;
    seedNote.textContent = shared ? " drawn by the server when people play at several screens; shown to all after the game" : "";
  };
  seatsBox.addEventListener("change", drawSeed);
  players.addEventListener("change", drawSeed);
  screens.addEventListener("change", drawSeed);
  drawSeed();
  const draft = el("select", { name: "draft", id: "draft" },
    el("option", { value: "played" }, "played by the seats"),
    el("option", { value: "random" }, "random"));
  // Secret VP chips (seed 001: « faces cachées »): by default face down when more than one
  // person plays from their own links, open against bots (the server decides "auto").
  const chips = el("select", { name: "secret_chips", id: "secret_chips" },
    el("option", { value: "auto" }, "face down with more than one person"),
    el("option", { value: "on" }, "face down (each sees only their own)"),
    el("option", { value: "off" }, "open"));
  // A start variant (San Juan's « Variante »: 4 + seat position cards, keep 4) of the checked
  // packs, or the usual setup; redrawn as packs are checked.
  const variant = el("select", { name: "variant", id: "variant" });
  const drawVariants = () => {
    const old = variant.value;
    const checked = packBoxes.map((l) => l.querySelector("input")!).filter((i) => i.checked).map((i) => i.value);
    const offered = checked.flatMap((p) => info.pack_names?.find((n) => n.id === p)?.variants ?? []);
    variant.replaceChildren(el("option", { value: "" }, "the usual setup"),
      ...offered.map((v) => el("option", { value: v.id, selected: v.id === old }, v.name)));
    variant.disabled = offered.length === 0;
  };
  for (const box of packBoxes) box.querySelector("input")!.addEventListener("change", drawVariants);
  drawVariants();
  const message = el("p", { class: "message", role: "status" });
  const links = el("div", { class: "links" });
  form.append(
    el("h2", {}, "New game"),
    el("fieldset", {}, el("legend", {}, "Packs"), ...packBoxes),
    el("div", { class: "field" }, el("label", { for: "players" }, "Players "), players),
    el("fieldset", {}, el("legend", {}, "Seats"), seatsBox),
    el("div", { class: "field" }, el("label", { for: "screens" }, "People play "), screens),
    el("div", { class: "field" }, el("label", { for: "seed" }, "Seed "), seed, seedNote),
    el("div", { class: "field" }, el("label", { for: "draft" }, "Building draft (packs that have one) "), draft),
    el("div", { class: "field" }, el("label", { for: "secret_chips" }, "VP chips "), chips),
    el("div", { class: "field" }, el("label", { for: "variant" }, "Start "), variant),
    el("div", {}, el("button", { type: "submit", class: "primary" }, "Start the game")),
    message, links,
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const packs = packBoxes.map((l) => l.querySelector("input")!).filter((i) => i.checked).map((i) => i.value);
    const seats = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
    const req: Record<string, unknown> = { packs, players: seats.length, seats, draft: draft.value };
    if (seed.value !== "" && !seed.disabled) req.seed = Number(seed.value);
    if (screens.value === "one" && seats.filter((s) => s === "human").length > 1) req.hot_seat = true;
    if (chips.value !== "auto") req.secret_chips = chips.value === "on";
    if (variant.value !== "") req.variant = variant.value;
    try {
      await startGame(req, links);
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
      `${g.packs.join(" + ")} · ${g.players} players (${g.seats.join(", ")}) · round ${g.round} · ${g.decisions} decisions${g.over ? " · over" : g.ended ? " · ended by the host" : ""} `,
      own ? el("a", { href: hostLink(origin, g.id, own.host_token), class: "resume" }, g.over ? "see" : "continue") : null,
      " ", el("a", { href: watchLink(origin, g.id), class: "watch" }, "watch"));
  });
  list.append(el("ul", {}, ...rows));
  root.replaceChildren(el("div", { class: "home" }, form, list));
}
