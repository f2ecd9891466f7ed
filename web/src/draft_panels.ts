// The panels of a local draft of a whole decision (draft.ts), above the choices: the
// mayor's worker arrangement and the captain's storage choice, each with its confirm and
// reset buttons. They draw the draft and call back; the game screen keeps the draft.
import type { Rules } from "./api";
import {
  checkMayor, checkStorage, emptyMayor, emptyStorage, freeCirclesLeft, leftToPlace, placeText, storageEmpty, storageLimitText,
  storageOutcome, storageText, type MayorDraft, type MayorScope, type StorageDraft, type StorageScope,
} from "./draft";
import { el } from "./el";
import { placementsText } from "./journal";

export interface DraftPanelHandlers {
  busy: boolean;
  // A draft edit: drawn at once, nothing sent; the error returned is shown.
  edit: (f: () => string | null) => void;
  // Sends the whole decision (the documented grammar, composed by draft.ts).
  confirm: (text: string) => void;
}

const workerName = (r: Rules, id: string, n: number) => `${n} ${r.workers.find((w) => w.id === id)?.name ?? id}${n === 1 ? "" : "s"}`;
const goodName = (r: Rules, id: string) => r.goods.find((g) => g.id === id)?.name ?? id;

// Confirm (sends `text`; disabled with the reason while the draft cannot be sent) and Reset.
function buttons(h: DraftPanelHandlers, text: string, why: string | null, title: string, label: string, empty: boolean,
  reset: () => void): HTMLElement {
  return el("div", { class: "draft-buttons" },
    el("button", { type: "button", class: "primary confirm-draft", disabled: why !== null || h.busy, title: why ?? title,
      "data-focus-key": "confirm", onclick: () => h.confirm(text) }, label),
    el("button", { type: "button", class: "reset-draft", disabled: empty, "data-focus-key": "reset",
      onclick: () => h.edit(() => { reset(); return null; }) }, "Reset"));
}

// "Arrange your workers": what is left to place, the kind a click places, the line to send.
export function mayorPanel(r: Rules, h: DraftPanelHandlers, scope: MayorScope, draft: MayorDraft, worker: string | null,
  set: { draft: (d: MayorDraft) => void; worker: (k: string) => void }): HTMLElement {
  const left = leftToPlace(draft, scope);
  const leftText = Object.entries(left).filter(([, n]) => n > 0).map(([k, n]) => workerName(r, k, n)).join(", ") || "none";
  const why = checkMayor(draft, scope);
  const kinds = Object.entries(scope.waiting).filter(([, n]) => n > 0).map(([k]) => k);
  const text = placeText(draft, scope);
  return el("section", { class: "draft", "aria-label": "Your worker arrangement" },
    el("h3", {}, "Arrange your workers"),
    el("p", { class: "draft-help" }, "Click the free circles ○ of your island and city to plan a worker there, a planned one to take it back; then confirm the whole arrangement at once. The server checks it."),
    el("p", { class: "draft-left", "data-left": Object.values(left).reduce((a, b) => a + Math.max(0, b), 0) },
      el("strong", {}, `Left to place: ${leftText}`), ` · free circles left: ${freeCirclesLeft(draft, scope)}`),
    kinds.length > 1 ? el("div", { class: "draft-kinds", role: "group", "aria-label": "Worker kind to place" }, "Placing: ",
      ...kinds.map((k) => el("button", { type: "button", class: "kind", "aria-pressed": worker === k ? "true" : "false",
        disabled: (left[k] ?? 0) <= 0, "data-focus-key": `kind:${k}`,
        onclick: () => h.edit(() => { set.worker(k); return null; }) }, workerName(r, k, left[k] ?? 0)))) : null,
    draft.placements.length ? el("p", { class: "draft-text" }, `You place ${placementsText(draft.placements.map((p) => ({ worker: p.worker,
      target: { kind: r.buildings.some((b) => b.id === p.target) ? "building" as const : "tile" as const, id: p.target } })), r)}.`) : null,
    buttons(h, text, why, "send the whole arrangement", "Confirm arrangement", draft.placements.length === 0, () => set.draft(emptyMayor())));
}

// "Choose what you keep": the engine's limit, what the choice keeps, the line to send.
export function storagePanel(r: Rules, h: DraftPanelHandlers, scope: StorageScope, draft: StorageDraft,
  set: (d: StorageDraft) => void): HTMLElement {
  const why = checkStorage(draft, scope);
  const text = storageText(draft, scope);
  const kept = scope.goods.filter((g) => draft.store.includes(g) || (draft.keep[g] ?? 0) > 0)
    .map((g) => (draft.store.includes(g) ? `all ${scope.barrels[g]} ${goodName(r, g)}` : `${draft.keep[g]} ${goodName(r, g)}`));
  // The engine's limit, and what the choice keeps in the end (the engine keeps some
  // barrels itself when only one way is left).
  const limit = storageLimitText(scope);
  const outcome = storageOutcome(draft, scope);
  const end = outcome ? scope.goods.filter((g) => (outcome.kept[g] ?? 0) > 0).map((g) => `${outcome.kept[g]} ${goodName(r, g)}`) : [];
  return el("section", { class: "draft", "aria-label": "Your storage choice" },
    el("h3", {}, "Choose what you keep"),
    el("p", { class: "draft-help" }, `Mark the barrels you keep on your seat's panel (“keep” a single barrel${scope.store ? ", “keep all” a whole kind" : ""}); the rest goes back to the supply. Then confirm at once. The server checks it.`),
    limit ? el("p", { class: "draft-limit" }, `The rules let you keep ${limit.replace(/^you may keep /, "")}.`) : null,
    el("p", { class: "draft-left" }, el("strong", {}, `Keeping: ${kept.join(", ") || "nothing yet"}`),
      outcome ? ` · in the end you keep ${end.join(", ") || "nothing"}; the rest goes back` : ""),
    text && why ? el("p", { class: "draft-why" }, `Not yet: ${why}.`) : null,
    buttons(h, text, why, "send the whole storage choice", "Confirm storage", storageEmpty(draft), () => set(emptyStorage())));
}
