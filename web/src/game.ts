// A game on the page: fetches the seat's view, draws it, follows the server's event
// stream (one push per change, so bot moves arrive one by one), posts the action chosen
// with the view's version (a 409 means the game moved on: the view is fetched again).
import { api, ApiError, type ActionJson, type JournalEntry, type Rules, type View } from "./api";
import { drawBoard, type DraftView } from "./board";
import { cardPrompt, payDue, payNow, paySent, type PayState } from "./cards_actions";
import { drawCardTable } from "./cards_table";
import { isCardGame } from "./cards_zones";
import {
  addPlacement, currentWorker, cycleKeep, emptyMayor, emptyStorage, mayorScope, removePlacement, storageEmpty, storageScope,
  toggleStore, type MayorDraft, type StorageDraft,
} from "./draft";
import { mayorPanel, storagePanel } from "./draft_panels";
import { el } from "./el";
import { gameOverBanner, seedLine } from "./gameover";
import { endedBanner, hostPanel } from "./host";
import { legendPanel } from "./legend";
import { actionsPanel, headerPanel, journalPanel, recentPanel, scoresPanel, type Decide } from "./panels";
import { makeLook } from "./pictos";
import { dropStaleTip } from "./tooltip";

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
  // A card game's pay selection: the building being paid for and the cards paid so far
  // (cards_actions.ts); the server lists what may still pay.
  private pay: PayState | null = null;
  private bots: string[] = []; // the bot kinds the server offers (the host's page: "Seat a bot")

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
    // The host's page (#/g/<id>/host/<token>) offers the server's bots for a person's seat.
    if (this.seat === "auto") this.bots = await api.info().then((i) => i.bots, () => []);
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
          const j = await api.journal(this.id, from, this.seat, this.token);
          this.journal = this.journal.concat(j.decisions).slice(0, this.view.decisions);
        } catch (e) {
          this.message = e instanceof ApiError ? e.message : String(e);
        }
        // Redrawn only when something changed: a redraw under the pointer between a press
        // and its release would lose the click.
        const key = this.view ? `${this.view.ended ? "E" : ""}${this.view.version}|${this.view.seat}|${this.view.planned.join(",")}|${this.journal.length}|${this.message}|${this.view.error}` : this.message;
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
    if (verb === "action" && action && isCardGame(this.view.board)) {
      const listed = this.view.actions.find((a) => a.text === action);
      if (listed) this.pay = paySent(this.pay, listed);
    }
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
    const decide: Decide = (verb, action) => void this.decide(verb, action);
    const cards = isCardGame(v.board);
    const { draftView, draftPanel } = cards ? { draftView: undefined, draftPanel: null } : this.drawDraft(v, r);
    const message = el("p", { class: "message", role: "alert" }, this.message || v.error);
    const hint = this.hintBox(v);
    const handlers = {
      draft: draftView,
      act: (text: string) => decide("action", text),
      actCard: (a: ActionJson) => decide("action", a.text),
      hint: (text: string) => {
        this.hint = text;
        hint.textContent = text;
      },
    };
    const board = cards ? drawCardTable(v, r, handlers) : drawBoard(v, r, handlers);
    // Wide screens: the board on the left, the choices and the rest on the right. Narrow
    // ones: the game-over banner, your own seat, the choices, then the table and the rest
    // (style.css orders them; empty panels are not drawn).
    const names = { workers: r.workers, tiles: r.tiles, buildings: r.buildings };
    this.root.replaceChildren(el("div", { class: `game${v.over ? " over" : ""}${cards ? " cards" : ""}` },
      headerPanel(v, r), v.over ? gameOverBanner(v, r) : v.ended ? endedBanner(seedLine(v)) : null, message, el("div", { class: "layout" },
        board,
        el("div", { class: "act" }, this.choices(v, r, actionsPanel(v, draftPanel, decide, names), cards), hint),
        el("aside", { class: "side" }, this.seat === "auto" ? hostPanel(v, this.bots, this.hostHandlers()) : null, ...(v.over ? [] : scoresPanel(v, r)), recentPanel(v, names), journalPanel(v, this.journal, names, `governor game ${this.id}${v.seat !== null ? ` seat ${v.seat + 1}` : ""}`),
          cards ? null : legendPanel(makeLook(r))))));
    dropStaleTip();
    if (focused) (this.root.querySelector(`[data-focus-key="${focused}"]`) as HTMLElement | null)?.focus();
  }

  // The host's controls, sent with the host token; the stream brings the change.
  private hostHandlers() {
    const run = async (f: () => Promise<unknown>) => {
      if (this.busy) return;
      this.busy = true;
      this.message = "";
      try {
        await f();
      } catch (e) {
        this.message = e instanceof ApiError ? e.message : String(e);
      } finally {
        this.busy = false;
      }
      await this.refresh();
      this.draw();
    };
    return {
      seatBot: (seat: number, kind: string) => void run(() => api.seatBot(this.id, seat, this.token, kind)),
      end: () => void run(() => api.endGame(this.id, this.token)),
      confirm: (text: string) => window.confirm(text),
    };
  }

  // A card game asks one thing at a time: said in words above the choices (the pay
  // selection names the building and the cards paid so far).
  private choices(v: View, r: Rules, panel: HTMLElement | null, cards: boolean): HTMLElement | null {
    if (!cards) return panel;
    this.pay = payNow(this.pay, v.actions);
    if (!panel || v.seat === null || v.to_move !== v.seat || v.over) return panel;
    const text = cardPrompt(v.actions, this.pay, (id) => r.buildings.find((b) => b.id === id)?.name ?? id, payDue(v.actions, v.board, v.seat));
    if (text) panel.prepend(el("p", { class: "card-prompt", role: "status" }, text));
    return panel;
  }

  // The hint box: what a hovered or focused thing is and does, about the decision it was
  // shown at (a new decision, an undo, another seat clears it).
  private hintBox(v: View): HTMLElement {
    const hintKey = `${v.version}|${v.seat}`;
    if (hintKey !== this.hintKey) {
      this.hintKey = hintKey;
      this.hint = "";
    }
    return el("pre", { class: "hint", "aria-live": "polite" }, this.hint);
  }

  // The seat's draft of a whole decision when it places workers or chooses what it keeps:
  // its scope from the view's data, the board's handles on it, and its panel.
  private drawDraft(v: View, r: Rules): { draftView: DraftView | undefined; draftPanel: HTMLElement | null } {
    const me = v.seat !== null && v.to_move === v.seat && !v.over ? v.board.seats[v.seat] : null;
    const mayor = me ? mayorScope(me, v.actions, r.workers.map((w) => w.id), v.placement_targets ?? [], v.planned_placements ?? []) : null;
    const storage = me && !mayor ? storageScope(me, v.actions, r.goods.map((g) => g.id), v.storage_choices ?? null) : null;
    if (!mayor && !storage) return { draftView: undefined, draftPanel: null };
    const draft = this.draft;
    const worker = mayor ? currentWorker(draft.mayor, mayor, draft.worker) : null;
    const edit = (f: () => string | null) => this.editDraft(f);
    const draftView: DraftView = {
      mayor, storage, mayorDraft: draft.mayor, storageDraft: draft.storage, worker,
      place: (t) => edit(() => {
        if (!mayor || !worker) return "no worker left to place: take one back first";
        const res = addPlacement(this.draft.mayor, mayor, t, worker);
        this.draft.mayor = res.draft;
        return res.error;
      }),
      unplace: (t, w) => edit(() => {
        this.draft.mayor = removePlacement(this.draft.mayor, t, w);
        return null;
      }),
      cycleKeep: (g) => edit(() => {
        if (!storage) return null;
        const res = cycleKeep(this.draft.storage, storage, g);
        this.draft.storage = res.draft;
        return res.error;
      }),
      toggleStore: (g) => edit(() => {
        if (!storage) return null;
        const res = toggleStore(this.draft.storage, storage, g);
        this.draft.storage = res.draft;
        return res.error;
      }),
    };
    const h = { busy: this.busy, edit, confirm: (text: string) => void this.decide("action", text, true) };
    const draftPanel = mayor
      ? mayorPanel(r, h, mayor, draft.mayor, worker, { draft: (d) => (this.draft.mayor = d), worker: (k) => (this.draft.worker = k) })
      : storagePanel(r, h, storage!, draft.storage, (d) => (this.draft.storage = d));
    return { draftView, draftPanel };
  }
}
