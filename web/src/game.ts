// A game on the page: fetches the seat's view, draws it, follows the server's event
// stream (one push per change, so bot moves arrive one by one), posts the action chosen
// with the view's version (a 409 means the game moved on: the view is fetched again).
import { api, ApiError, type JournalEntry, type Rules, type View } from "./api";
import { drawBoard, type DraftView } from "./board";
import {
  addPlacement, checkMayor, checkStorage, currentWorker, cycleKeep, emptyMayor, emptyStorage, freeCirclesLeft, leftToPlace,
  mayorScope, placeText, removePlacement, storageEmpty, storageLimitText, storageOutcome, storageScope, storageText, toggleStore,
  type MayorDraft, type StorageDraft,
} from "./draft";
import { el } from "./el";
import { byRound, entryText } from "./journal";
import { watchLink } from "./route";
import { tieNote } from "./scores";
import { stageText } from "./status";

export class GameScreen {
  private view: View | null = null;
  private rules: Rules | null = null;
  private journal: JournalEntry[] = [];
  private events: EventSource | null = null;
  private busy = false;
  private message = "";
  private hint = "";
  private hintKey = ""; // the decision the hint was shown at: a new one clears it
  private fetching: Promise<void> | null = null;
  private again = false;
  private drawn = "";
  // The local draft of a whole decision: belongs to one version of one seat's view; any
  // change of the game drops it (with a word when it held something not sent).
  private draft: { key: string; mayor: MayorDraft; storage: StorageDraft; worker: string | null } =
    { key: "", mayor: emptyMayor(), storage: emptyStorage(), worker: null };
  private ownChange = false; // the next new version is this page's own decision

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
          this.keepOrDropDraft(this.view);
          const from = this.journal.length > this.view.decisions ? 0 : this.journal.length;
          if (from === 0) this.journal = [];
          const j = await api.journal(this.id, from);
          this.journal = this.journal.concat(j.decisions).slice(0, this.view.decisions);
        } catch (e) {
          this.message = e instanceof ApiError ? e.message : String(e);
        }
        // Redrawn only when something changed: a redraw under the pointer between a press
        // and its release would lose the click.
        const key = this.view ? `${this.view.version}|${this.view.seat}|${this.view.planned.join(",")}|${this.journal.length}|${this.message}|${this.view.error}` : this.message;
        if (key !== this.drawn) {
          this.drawn = key;
          this.draw();
        }
      } while (this.again);
      this.fetching = null;
    })();
    return this.fetching;
  }

  private draftKey(v: View): string {
    return `${v.version}:${v.seat}`;
  }

  private draftHolds(): boolean {
    return this.draft.mayor.placements.length > 0 || !storageEmpty(this.draft.storage);
  }

  // A new version (or seat) drops the draft; said when it held something and the change
  // was not this page's own decision.
  private keepOrDropDraft(v: View): void {
    const key = this.draftKey(v);
    if (key === this.draft.key) return;
    if (this.draftHolds() && !this.ownChange && this.draft.key !== "")
      this.message = "The game moved on: your unconfirmed arrangement was dropped.";
    this.ownChange = false;
    this.draft = { key, mayor: emptyMayor(), storage: emptyStorage(), worker: null };
  }

  private async decide(verb: "action" | "undo" | "redo", action?: string, fromDraft = false): Promise<void> {
    if (!this.view || this.busy || this.view.seat === null) return;
    this.busy = true;
    this.message = "";
    try {
      const body: Record<string, unknown> = { seat: this.view.seat, token: this.token, version: this.view.version };
      if (action) body.action = action;
      const done = await api.decide(this.id, verb, body);
      if (done.version !== this.view.version) this.ownChange = true;
      if (fromDraft && done.version === this.view.version && done.planned.length > 0) {
        // Not the whole arrangement: the server keeps it as planned (docs/session.md) and
        // waits for the rest.
        this.draft.mayor = emptyMayor();
        this.message = `Not complete: the server keeps ${done.planned.length} placement(s) as planned; place the workers left and confirm.`;
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        this.message = `${e.message}: the board was refreshed${fromDraft || this.draftHolds() ? " and your draft dropped" : ""}`;
        this.draft.key = ""; // dropped without a second word
        this.ownChange = true;
      } else {
        // Refused (422 and the like): nothing changed; the draft stays to be mended.
        this.message = e instanceof ApiError ? (fromDraft ? `Refused: ${e.message}. Nothing was changed.` : e.message) : String(e);
      }
    } finally {
      this.busy = false;
    }
    await this.refresh();
  }

  // Draft edits: drawn at once, nothing sent.
  private editDraft(f: () => string | null): void {
    const error = f();
    this.message = error ?? "";
    this.draw();
  }

  private draw(): void {
    const v = this.view;
    const r = this.rules;
    if (!v || !r) {
      this.root.replaceChildren(el("p", { class: "message" }, this.message || "…"));
      return;
    }
    const focused = document.activeElement?.getAttribute("data-focus-key") ?? null;
    const me = v.seat !== null && v.to_move === v.seat && !v.over ? v.board.seats[v.seat] : null;
    const circlesOf = (b: string) => r.buildings.find((x) => x.id === b)?.circles ?? 1;
    const mayor = me ? mayorScope(me, v.actions, r.workers.map((w) => w.id), circlesOf, v.planned) : null;
    const storage = me && !mayor ? storageScope(me, v.actions, r.goods.map((g) => g.id), v.storage_choices ?? null) : null;
    const draft = this.draft;
    const worker = mayor ? currentWorker(draft.mayor, mayor, draft.worker) : null;
    const draftView: DraftView | undefined = mayor || storage ? {
      mayor, storage, mayorDraft: draft.mayor, storageDraft: draft.storage, worker,
      place: (t) => this.editDraft(() => {
        if (!mayor || !worker) return "no worker left to place: take one back first";
        const res = addPlacement(this.draft.mayor, mayor, t, worker);
        this.draft.mayor = res.draft;
        return res.error;
      }),
      unplace: (t, w) => this.editDraft(() => {
        this.draft.mayor = removePlacement(this.draft.mayor, t, w);
        return null;
      }),
      cycleKeep: (g) => this.editDraft(() => {
        if (!storage) return null;
        const res = cycleKeep(this.draft.storage, storage, g);
        this.draft.storage = res.draft;
        return res.error;
      }),
      toggleStore: (g) => this.editDraft(() => {
        if (!storage) return null;
        const res = toggleStore(this.draft.storage, storage, g);
        this.draft.storage = res.draft;
        return res.error;
      }),
    } : undefined;
    const workerName = (id: string, n: number) => `${n} ${r.workers.find((w) => w.id === id)?.name ?? id}${n === 1 ? "" : "s"}`;
    const goodName = (id: string) => r.goods.find((g) => g.id === id)?.name ?? id;
    let draftPanel: HTMLElement | null = null;
    if (mayor) {
      const left = leftToPlace(draft.mayor, mayor);
      const leftText = Object.entries(left).filter(([, n]) => n > 0).map(([k, n]) => workerName(k, n)).join(", ") || "none";
      const why = checkMayor(draft.mayor, mayor);
      const kinds = Object.entries(mayor.waiting).filter(([, n]) => n > 0).map(([k]) => k);
      const text = placeText(draft.mayor, mayor);
      draftPanel = el("section", { class: "draft", "aria-label": "Your worker arrangement" },
        el("h3", {}, "Arrange your workers"),
        el("p", { class: "draft-help" }, "Click the free circles ○ of your island and city to plan a worker there, a planned one to take it back; then confirm the whole arrangement at once. The server checks it."),
        el("p", { class: "draft-left", "data-left": Object.values(left).reduce((a, b) => a + Math.max(0, b), 0) },
          el("strong", {}, `Left to place: ${leftText}`), ` · free circles left: ${freeCirclesLeft(draft.mayor, mayor)}`),
        kinds.length > 1 ? el("div", { class: "draft-kinds", role: "group", "aria-label": "Worker kind to place" }, "Placing: ",
          ...kinds.map((k) => el("button", { type: "button", class: "kind", "aria-pressed": worker === k ? "true" : "false",
            disabled: (left[k] ?? 0) <= 0, "data-focus-key": `kind:${k}`,
            onclick: () => this.editDraft(() => { this.draft.worker = k; return null; }) }, workerName(k, left[k] ?? 0)))) : null,
        text ? el("p", { class: "draft-text" }, el("code", {}, text)) : null,
        el("div", { class: "draft-buttons" },
          el("button", { type: "button", class: "primary confirm-draft", disabled: why !== null || this.busy, title: why ?? "send the whole arrangement",
            "data-focus-key": "confirm", onclick: () => void this.decide("action", text, true) }, "Confirm arrangement"),
          el("button", { type: "button", class: "reset-draft", disabled: draft.mayor.placements.length === 0, "data-focus-key": "reset",
            onclick: () => this.editDraft(() => { this.draft.mayor = emptyMayor(); return null; }) }, "Reset")));
    } else if (storage) {
      const why = checkStorage(draft.storage, storage);
      const text = storageText(draft.storage, storage);
      const kept = storage.goods.filter((g) => draft.storage.store.includes(g) || (draft.storage.keep[g] ?? 0) > 0)
        .map((g) => (draft.storage.store.includes(g) ? `all ${storage.barrels[g]} ${goodName(g)}` : `${draft.storage.keep[g]} ${goodName(g)}`));
      // The engine's limit, and what the choice keeps in the end (the engine keeps some
      // barrels itself when only one way is left).
      const limit = storageLimitText(storage);
      const outcome = storageOutcome(draft.storage, storage);
      const end = outcome ? storage.goods.filter((g) => (outcome.kept[g] ?? 0) > 0).map((g) => `${outcome.kept[g]} ${goodName(g)}`) : [];
      draftPanel = el("section", { class: "draft", "aria-label": "Your storage choice" },
        el("h3", {}, "Choose what you keep"),
        el("p", { class: "draft-help" }, `Mark the barrels you keep on your seat's panel (“keep” a single barrel${storage.store ? ", “keep all” a whole kind" : ""}); the rest goes back to the supply. Then confirm at once. The server checks it.`),
        limit ? el("p", { class: "draft-limit" }, `The rules let you keep ${limit.replace(/^you may keep /, "")}.`) : null,
        el("p", { class: "draft-left" }, el("strong", {}, `Keeping: ${kept.join(", ") || "nothing yet"}`),
          outcome ? ` · in the end you keep ${end.join(", ") || "nothing"}; the rest goes back` : ""),
        text ? el("p", { class: "draft-text" }, el("code", {}, text)) : null,
        text && why ? el("p", { class: "draft-why" }, `Not yet: ${why}.`) : null,
        el("div", { class: "draft-buttons" },
          el("button", { type: "button", class: "primary confirm-draft", disabled: why !== null || this.busy, title: why ?? "send the whole storage choice",
            "data-focus-key": "confirm", onclick: () => void this.decide("action", text, true) }, "Confirm storage"),
          el("button", { type: "button", class: "reset-draft", disabled: storageEmpty(draft.storage), "data-focus-key": "reset",
            onclick: () => this.editDraft(() => { this.draft.storage = emptyStorage(); return null; }) }, "Reset")));
    }
    const you = v.seat === null ? "watching" : `you are seat ${v.seat + 1}`;
    const status = v.over ? "The game is over." : v.to_move === null ? "" :
      v.seat === v.to_move ? "Your move." : `Seat ${v.to_move + 1} (${v.seats[v.to_move]}) to move…`;
    const actions = el("section", { class: "actions", "aria-label": "Your actions" },
      draftPanel,
      el("h3", {}, draftPanel ? "Or one at a time" : v.actions.length ? "Your choices" : "Waiting"),
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
        el("strong", {}, `Seat ${d.seat + 1}: ${entryText(d)}`),
        el("ul", {}, ...d.events.filter((e) => e.text).map((e) => el("li", {}, String(e.text))))))));
    const journal = el("details", { class: "journal" }, el("summary", {}, `Journal (${v.decisions} decisions)`),
      ...byRound(this.journal).map((g) => el("section", {}, el("h4", {}, `Round ${g.round}`),
        el("ul", {}, ...g.entries.map((e) => el("li", {}, `Seat ${e.seat + 1}${e.by_human ? "" : " (bot)"}: ${entryText(e)}`,
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
    // Equal totals: the tiebreak (coins + barrels) said under the table, not as a column.
    const tie = v.over ? tieNote(v.scores) : "";
    const header = el("header", { class: "game-head" },
      el("a", { href: "#/", class: "home-link" }, "← Games"),
      el("span", { class: "stage" }, ` ${v.packs.join(" + ")} · round ${v.board.round} · ${stageText(v.board, r)} · ${you} · `),
      el("span", { class: "status", role: "status", "data-version": v.version, "data-over": v.over ? "1" : "0", "data-decisions": v.decisions, "data-planned": v.planned.join("|") }, status),
      el("a", { href: watchLink(location.origin + location.pathname.replace(/\/$/, ""), v.game), class: "watch-link" }, " spectator link"));
    const message = el("p", { class: "message", role: "alert" }, this.message || v.error);
    // The hint tells about the decision it was shown at: a new decision (a move, an undo,
    // another seat) clears it.
    const hintKey = `${v.version}|${v.seat}`;
    if (hintKey !== this.hintKey) {
      this.hintKey = hintKey;
      this.hint = "";
    }
    const hint = el("pre", { class: "hint", "aria-live": "polite" }, this.hint);
    const board = drawBoard(v, r, {
      draft: draftView,
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
        el("aside", { class: "side" }, el("div", { class: "scroll-x" }, scores), tie ? el("p", { class: "tiebreak" }, tie) : null, recent, journal))));
    if (focused) (this.root.querySelector(`[data-focus-key="${focused}"]`) as HTMLElement | null)?.focus();
  }
}
