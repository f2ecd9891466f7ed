// A game on the page: fetches the seat's view, draws it, follows the server's event
// stream (one push per change, so bot moves arrive one by one), posts the action chosen
// with the view's version (a 409 means the game moved on: the view is fetched again).
import { api, ApiError, type JournalEntry, type Rules, type View } from "./api";
import { drawBoard } from "./board";
import { el } from "./el";
import { byRound } from "./journal";
import { watchLink } from "./route";

export class GameScreen {
  private view: View | null = null;
  private rules: Rules | null = null;
  private journal: JournalEntry[] = [];
  private events: EventSource | null = null;
  private busy = false;
  private message = "";
  private hint = "";
  private fetching: Promise<void> | null = null;
  private again = false;
  private drawn = "";

  constructor(
    private root: HTMLElement,
    private id: string,
    private seat: string, // "", "auto" (host token) or a 0-based seat
    private token: string,
  ) {}

  async start(): Promise<void> {
    this.root.replaceChildren(el("p", {}, "Loading the game…"));
    try {
      this.rules = await api.rules(this.id);
    } catch (e) {
      this.root.replaceChildren(el("p", { class: "message" }, e instanceof ApiError ? e.message : String(e)), el("a", { href: "#/" }, "Back"));
      return;
    }
    await this.refresh();
    this.events = new EventSource(`/api/games/${this.id}/events`);
    this.events.addEventListener("version", (e) => {
      const v = JSON.parse((e as MessageEvent).data) as { version: number };
      if (!this.view || v.version !== this.view.version) void this.refresh();
    });
  }

  stop(): void {
    this.events?.close();
  }

  // One fetch at a time; a change during it fetches once more after.
  refresh(): Promise<void> {
    if (this.fetching) {
      this.again = true;
      return this.fetching;
    }
    this.fetching = (async () => {
      do {
        this.again = false;
        try {
          this.view = await api.view(this.id, this.seat, this.token);
          const from = this.journal.length > this.view.decisions ? 0 : this.journal.length;
          if (from === 0) this.journal = [];
          const j = await api.journal(this.id, from);
          this.journal = this.journal.concat(j.decisions).slice(0, this.view.decisions);
        } catch (e) {
          this.message = e instanceof ApiError ? e.message : String(e);
        }
        // Redrawn only when something changed: a redraw under the pointer between a press
        // and its release would lose the click.
        const key = this.view ? `${this.view.version}|${this.view.planned.join(",")}|${this.journal.length}|${this.message}|${this.view.error}` : this.message;
        if (key !== this.drawn) {
          this.drawn = key;
          this.draw();
        }
      } while (this.again);
      this.fetching = null;
    })();
    return this.fetching;
  }

  private async decide(verb: "action" | "undo" | "redo", action?: string): Promise<void> {
    if (!this.view || this.busy || this.view.seat === null) return;
    this.busy = true;
    this.message = "";
    try {
      const body: Record<string, unknown> = { seat: this.view.seat, token: this.token, version: this.view.version };
      if (action) body.action = action;
      await api.decide(this.id, verb, body);
    } catch (e) {
      this.message = e instanceof ApiError ? (e.status === 409 ? `${e.message}: the board was refreshed` : e.message) : String(e);
    } finally {
      this.busy = false;
    }
    await this.refresh();
  }

  private draw(): void {
    const v = this.view;
    const r = this.rules;
    if (!v || !r) {
      this.root.replaceChildren(el("p", { class: "message" }, this.message || "…"));
      return;
    }
    const focused = document.activeElement?.getAttribute("data-focus-key") ?? null;
    const you = v.seat === null ? "watching" : `you are seat ${v.seat + 1}`;
    const status = v.over ? "The game is over." : v.to_move === null ? "" :
      v.seat === v.to_move ? "Your move." : `Seat ${v.to_move + 1} (${v.seats[v.to_move]}) to move…`;
    const actions = el("section", { class: "actions", "aria-label": "Your actions" },
      el("h3", {}, v.actions.length ? "Your choices" : "Waiting"),
      el("ol", {}, ...v.actions.map((a, i) => el("li", {},
        el("button", { type: "button", class: "action", "data-action": a.text, "data-focus-key": `a${i}`, title: a.preview || a.label,
          onclick: () => void this.decide("action", a.text) },
          el("span", { class: "label" }, a.label), a.preview ? el("span", { class: "preview" }, a.preview) : null)))),
      v.planned.length ? el("p", { class: "planned" }, `Planned (made once the rest of the arrangement is named): ${v.planned.join(", ")}`) : null,
      el("div", { class: "undo-row" },
        el("button", { type: "button", class: "undo", disabled: !v.undo.possible, title: v.undo.why_not || "take back your last decision",
          onclick: () => void this.decide("undo") }, "↶ Undo"),
        el("button", { type: "button", class: "redo", disabled: !v.redo, onclick: () => void this.decide("redo") }, "↷ Redo"),
        v.seat !== null && !v.undo.possible && v.undo.why_not ? el("small", {}, v.undo.why_not) : null));
    const recent = el("section", { class: "recent", "aria-label": "Since your last decision" },
      el("h3", {}, "Latest moves"),
      el("ol", {}, ...v.since_your_last_decision.slice(-8).map((d) => el("li", {},
        el("strong", {}, `Seat ${d.seat + 1}: ${d.action}`),
        el("ul", {}, ...d.events.filter((e) => e.text).map((e) => el("li", {}, String(e.text))))))));
    const journal = el("details", { class: "journal" }, el("summary", {}, `Journal (${v.decisions} decisions)`),
      ...byRound(this.journal).map((g) => el("section", {}, el("h4", {}, `Round ${g.round}`),
        el("ul", {}, ...g.entries.map((e) => el("li", {}, `Seat ${e.seat + 1}${e.by_human ? "" : " (bot)"}: ${e.action}`,
          e.lines.length ? el("small", {}, ` — ${e.lines.join("; ")}`) : null))))));
    const scores = el("table", { class: "scores" },
      el("caption", {}, v.over ? "Final scores" : "Scores so far"),
      el("thead", {}, el("tr", {}, ...["Seat", "VP chips", "Buildings", "Bonus", "Workers", "Total"].map((h) => el("th", {}, h)))),
      // The winner's row is marked by its colour and a star with its name (no extra column:
      // the table must fit the side column at 1440 px).
      el("tbody", {}, ...v.scores.map((s) => el("tr", { class: s.winner ? "winner" : "" },
        el("td", {}, s.winner ? `★ Seat ${s.seat + 1}` : `Seat ${s.seat + 1}`), el("td", {}, String(s.chips)),
        el("td", {}, String(s.buildings)), el("td", {}, String(s.bonus)), el("td", {}, String(s.workers)),
        el("td", { title: s.winner ? "winner" : "" }, String(s.total))))));
    const header = el("header", { class: "game-head" },
      el("a", { href: "#/", class: "home-link" }, "← Games"),
      el("span", {}, ` ${v.packs.join(" + ")} · round ${v.board.round} · ${v.board.stage.replace("_", " ")} · ${you} · `),
      el("span", { class: "status", role: "status", "data-version": v.version, "data-over": v.over ? "1" : "0", "data-decisions": v.decisions, "data-planned": v.planned.join("|") }, status),
      el("a", { href: watchLink(location.origin + location.pathname.replace(/\/$/, ""), v.game), class: "watch-link" }, " spectator link"));
    const message = el("p", { class: "message", role: "alert" }, this.message || v.error);
    const hint = el("pre", { class: "hint", "aria-live": "polite" }, this.hint);
    const board = drawBoard(v, r, {
      act: (text) => void this.decide("action", text),
      hint: (text) => {
        this.hint = text;
        hint.textContent = text;
      },
    });
    // Narrow screens: the choices first, then the board, then the rest; wide: the board
    // on the left, the choices and the rest on the right (style.css grid areas).
    this.root.replaceChildren(el("div", { class: `game${v.over ? " over" : ""}` },
      header, message, el("div", { class: "layout" },
        el("div", { class: "act" }, actions, hint),
        el("div", { class: "main" }, board),
        el("aside", { class: "side" }, el("div", { class: "scroll-x" }, scores), recent, journal))));
    if (focused) (this.root.querySelector(`[data-focus-key="${focused}"]`) as HTMLElement | null)?.focus();
  }
}
