// Local drafts of a whole decision, made on the board and confirmed in one request: the
// mayor's worker arrangement and the captain's storage choice (docs/web.md). Pure: no DOM.
//
// A draft only arranges what the server sent: the seat's targets with their free circles
// (`placement_targets`) and waiting workers (its board in the view), the goods it holds,
// and the verbs of the listed actions (their `verb`: the page never reads action texts). It knows no rule: the server plays the whole decision (docs/session.md,
// "Whole decisions") or refuses it with its reason, and nothing changes then.
import type { ActionJson, Counts, PlacementJson, PlacementTarget, SeatBoard, StorageChoice } from "./api";

export type { StorageChoice };

export interface Placement {
  worker: string; // a worker kind id
  target: string; // a tile kind id or a building id of the seat's
}

// What a placement turn offers, read from the view.
export interface MayorScope {
  workers: string[]; // worker kind ids, in the packs' order
  waiting: Counts; // workers waiting to be placed (all lifted for the turn)
  free: Map<string, number>; // free circles by target id, in board order (island, then city)
  planned: Placement[]; // placements the server keeps as planned (sent already)
}

export interface MayorDraft {
  placements: Placement[];
}

// The scope of a placement turn, or null when the view lists no placement for this seat.
// `targets`: the view's `placement_targets` (the seat's targets with their free circles);
// `planned`: the view's `planned_placements`.
export function mayorScope(
  seat: SeatBoard,
  actions: Pick<ActionJson, "verb" | "args">[],
  workerIds: string[],
  targets: PlacementTarget[] = [],
  planned: PlacementJson[] = [],
): MayorScope | null {
  if (!actions.some((a) => a.verb === "place")) return null;
  const free = new Map<string, number>();
  for (const t of targets) if (t.free > 0) free.set(t.id, (free.get(t.id) ?? 0) + t.free);
  const fixed: Placement[] = planned.map((p) => ({ worker: p.worker, target: p.target.id }));
  return { workers: workerIds, waiting: { ...seat.san_juan }, free, planned: fixed };
}

export function emptyMayor(): MayorDraft {
  return { placements: [] };
}

function all(draft: MayorDraft, scope: MayorScope): Placement[] {
  return scope.planned.concat(draft.placements);
}

// Workers of each kind not placed by the draft (nor planned).
export function leftToPlace(draft: MayorDraft, scope: MayorScope): Counts {
  const left: Counts = {};
  for (const k of scope.workers) if ((scope.waiting[k] ?? 0) > 0) left[k] = scope.waiting[k];
  for (const p of all(draft, scope)) left[p.worker] = (left[p.worker] ?? 0) - 1;
  return left;
}

export function totalLeft(draft: MayorDraft, scope: MayorScope): number {
  return Object.values(leftToPlace(draft, scope)).reduce((a, b) => a + Math.max(0, b), 0);
}

// Free circles of a target the draft has not taken.
export function freeLeft(draft: MayorDraft, scope: MayorScope, target: string): number {
  return (scope.free.get(target) ?? 0) - all(draft, scope).filter((p) => p.target === target).length;
}

export function freeCirclesLeft(draft: MayorDraft, scope: MayorScope): number {
  let n = 0;
  for (const t of scope.free.keys()) n += Math.max(0, freeLeft(draft, scope, t));
  return n;
}

// The kind a click places: `preferred` while some are left, else the first kind left.
export function currentWorker(draft: MayorDraft, scope: MayorScope, preferred: string | null = null): string | null {
  const left = leftToPlace(draft, scope);
  if (preferred && (left[preferred] ?? 0) > 0) return preferred;
  return scope.workers.find((k) => (left[k] ?? 0) > 0) ?? null;
}

export interface Result<T> {
  draft: T;
  error: string | null;
}

export function addPlacement(draft: MayorDraft, scope: MayorScope, target: string, worker: string): Result<MayorDraft> {
  if (!scope.free.has(target)) return { draft, error: `${target} has no free circle of yours` };
  if (freeLeft(draft, scope, target) <= 0) return { draft, error: `every circle of ${target} is taken in your arrangement` };
  if ((leftToPlace(draft, scope)[worker] ?? 0) <= 0) return { draft, error: `no ${worker} left to place` };
  return { draft: { placements: draft.placements.concat([{ worker, target }]) }, error: null };
}

// Takes back the last placement the draft made on `target` (of `worker` when given).
export function removePlacement(draft: MayorDraft, target: string, worker: string | null = null): MayorDraft {
  for (let i = draft.placements.length - 1; i >= 0; --i) {
    const p = draft.placements[i];
    if (p.target === target && (worker === null || p.worker === worker))
      return { placements: draft.placements.slice(0, i).concat(draft.placements.slice(i + 1)) };
  }
  return draft;
}

// Placements of the draft (and the planned ones) on a target, by worker kind, in the
// packs' order of kinds: how the circles of that target are drawn.
export function placedOn(draft: MayorDraft, scope: MayorScope, target: string): { worker: string; planned: boolean }[] {
  const out: { worker: string; planned: boolean }[] = [];
  for (const p of scope.planned) if (p.target === target) out.push({ worker: p.worker, planned: true });
  for (const p of draft.placements) if (p.target === target) out.push({ worker: p.worker, planned: false });
  return out;
}

// The whole decision the server accepts: `place <worker> <target>... <worker> <target>...`
// (a worker id switches the kind for the targets after it); "" for an empty draft.
export function placeText(draft: MayorDraft, scope: MayorScope): string {
  if (draft.placements.length === 0) return "";
  const words = ["place"];
  const kinds = scope.workers.concat(draft.placements.map((p) => p.worker).filter((k) => !scope.workers.includes(k)));
  for (const k of kinds) {
    const targets = draft.placements.filter((p) => p.worker === k).map((p) => p.target);
    if (targets.length) words.push(k, ...targets);
  }
  return words.join(" ");
}

// Why the draft cannot be sent as it is (null: send it; the server decides the rest).
export function checkMayor(draft: MayorDraft, scope: MayorScope): string | null {
  if (draft.placements.length === 0) return "nothing arranged yet: click a free circle of your island or city";
  for (const t of new Set(draft.placements.map((p) => p.target)))
    if (freeLeft(draft, scope, t) < 0) return `more workers on ${t} than it has free circles`;
  for (const [k, n] of Object.entries(leftToPlace(draft, scope))) if (n < 0) return `more ${k}s placed than are waiting`;
  return null;
}

// ---- Storage ----

export interface StorageScope {
  goods: string[]; // goods the seat holds, in the packs' order
  barrels: Counts;
  store: boolean; // a `store` (a whole kind) is listed: kinds may be stored
  // The choices the server sent; null when it sent none (then only the barrels held bound
  // the draft, and the server decides).
  choices: StorageChoice[] | null;
}

export interface StorageDraft {
  store: string[]; // kinds kept whole
  keep: Counts; // single barrels kept
}

// The scope of a storage choice, or null when the view lists no store/keep for this seat.
export function storageScope(
  seat: SeatBoard,
  actions: Pick<ActionJson, "verb" | "args">[],
  goodIds: string[],
  choices: StorageChoice[] | null = null,
): StorageScope | null {
  const verbs = actions.map((a) => a.verb);
  if (!verbs.some((v) => v === "store" || v === "keep")) return null;
  const goods = goodIds.filter((g) => (seat.goods[g] ?? 0) > 0);
  const barrels: Counts = {};
  for (const g of goods) barrels[g] = seat.goods[g];
  return { goods, barrels, store: verbs.includes("store") || (choices ?? []).some((c) => c.store.length > 0), choices };
}

export function emptyStorage(): StorageDraft {
  return { store: [], keep: {} };
}

// Single barrels a choice keeps of a good it does not keep whole (named or kept by the
// engine itself).
function singlesOf(c: StorageChoice, good: string): number {
  return c.store.includes(good) ? 0 : (c.kept[good] ?? 0);
}

// Can the draft still be completed into `c`? Its whole kinds are kept whole by `c` (named,
// or all of them kept by the engine itself) and its single barrels are within `c`'s.
function within(draft: StorageDraft, scope: StorageScope, c: StorageChoice): boolean {
  for (const g of draft.store)
    if (!c.store.includes(g) && !((c.keep[g] ?? 0) === 0 && (c.kept[g] ?? 0) === (scope.barrels[g] ?? 0))) return false;
  for (const [g, n] of Object.entries(draft.keep)) if (n > 0 && n > singlesOf(c, g)) return false;
  return true;
}

// Does the draft name everything `c` names (so the server plays `c` whole)?
function completes(draft: StorageDraft, c: StorageChoice): boolean {
  return c.store.every((g) => draft.store.includes(g)) && Object.entries(c.keep).every(([g, n]) => (draft.keep[g] ?? 0) >= n);
}

// The engine's limits over every choice: the most whole kinds and single barrels kept.
export function storageLimits(scope: StorageScope): { kinds: number; singles: number } | null {
  if (!scope.choices) return null;
  let kinds = 0;
  let singles = 0;
  for (const c of scope.choices) {
    kinds = Math.max(kinds, c.store.length);
    singles = Math.max(singles, scope.goods.reduce((n, g) => n + singlesOf(c, g), 0));
  }
  return { kinds, singles };
}

const plural = (n: number, one: string, many: string) => (n === 0 ? `no ${one}` : `${n} ${n === 1 ? one : many}`);

// "you may keep 1 single barrel and no whole kind" (what the engine's choices allow).
export function storageLimitText(scope: StorageScope): string {
  const l = storageLimits(scope);
  if (!l) return "";
  return `you may keep ${plural(l.singles, "single barrel", "single barrels")} and ${plural(l.kinds, "whole kind", "whole kinds")}`;
}

// Why the draft is not one the engine allows (null: it is, or no choices were sent).
function notAllowed(draft: StorageDraft, scope: StorageScope): string | null {
  if (!scope.choices || scope.choices.some((c) => within(draft, scope, c))) return null;
  const l = storageLimits(scope)!;
  const singles = Object.values(draft.keep).reduce((a, b) => a + Math.max(0, b), 0);
  if (draft.store.length > l.kinds || singles > l.singles) return `${storageLimitText(scope)}: take one back first`;
  return `the rules allow no such choice (${storageLimitText(scope)})`;
}

// Why keeping one more single barrel of `good` is not allowed (null: it is).
export function keepBlocked(draft: StorageDraft, scope: StorageScope, good: string): string | null {
  const now = draft.store.includes(good) ? 0 : (draft.keep[good] ?? 0);
  if (now + 1 > (scope.barrels[good] ?? 0)) return `you hold ${scope.barrels[good] ?? 0} ${good}`;
  return notAllowed({ store: draft.store.filter((g) => g !== good), keep: { ...draft.keep, [good]: now + 1 } }, scope);
}

// Why keeping all of `good` is not allowed (null: it is, or it is kept whole already).
export function storeBlocked(draft: StorageDraft, scope: StorageScope, good: string): string | null {
  if (draft.store.includes(good)) return null;
  if (!scope.store) return "no whole kind may be stored now";
  const keep = { ...draft.keep };
  delete keep[good];
  return notAllowed({ store: draft.store.concat([good]), keep }, scope);
}

export function toggleStore(draft: StorageDraft, scope: StorageScope, good: string): Result<StorageDraft> {
  if (!scope.goods.includes(good)) return { draft, error: `you hold no ${good}` };
  if (draft.store.includes(good)) return { draft: { ...draft, store: draft.store.filter((g) => g !== good) }, error: null };
  const why = storeBlocked(draft, scope, good);
  if (why) return { draft, error: why };
  const keep = { ...draft.keep };
  delete keep[good];
  return { draft: { store: draft.store.concat([good]), keep }, error: null };
}

// Single barrels of a good kept: 0, 1, ... up to the barrels held or what the engine
// allows, then 0 again. A good stored whole is no longer stored when single barrels are
// chosen.
export function cycleKeep(draft: StorageDraft, scope: StorageScope, good: string): Result<StorageDraft> {
  if (!scope.goods.includes(good)) return { draft, error: `you hold no ${good}` };
  const now = draft.store.includes(good) ? 0 : (draft.keep[good] ?? 0);
  const why = keepBlocked(draft, scope, good);
  if (why && now === 0) return { draft, error: why };
  const next = why ? 0 : now + 1;
  const keep = { ...draft.keep };
  if (next === 0) delete keep[good];
  else keep[good] = next;
  return { draft: { store: draft.store.filter((g) => g !== good), keep }, error: null };
}

export function storageEmpty(draft: StorageDraft): boolean {
  return draft.store.length === 0 && Object.values(draft.keep).every((n) => n <= 0);
}

// `store <good>... keep <good>...` (a good repeated for each single barrel); "" if empty.
export function storageText(draft: StorageDraft, scope: StorageScope): string {
  if (storageEmpty(draft)) return "";
  const store = scope.goods.filter((g) => draft.store.includes(g));
  const keep: string[] = [];
  for (const g of scope.goods) for (let i = 0; i < (draft.keep[g] ?? 0); ++i) keep.push(g);
  const words: string[] = [];
  if (store.length) words.push("store", ...store);
  if (keep.length) words.push("keep", ...keep);
  return words.join(" ");
}

// The choice the draft makes whole (every barrel it keeps in the end), or null while it
// names less than any choice (or no choices were sent).
export function storageOutcome(draft: StorageDraft, scope: StorageScope): StorageChoice | null {
  return scope.choices?.find((c) => within(draft, scope, c) && completes(draft, c)) ?? null;
}

export function checkStorage(draft: StorageDraft, scope: StorageScope): string | null {
  if (storageEmpty(draft)) return "nothing chosen yet: choose the barrels you keep";
  for (const g of draft.store) if (!scope.goods.includes(g)) return `you hold no ${g}`;
  for (const [g, n] of Object.entries(draft.keep))
    if (n > (scope.barrels[g] ?? 0)) return `you hold ${scope.barrels[g] ?? 0} ${g}, not ${n}`;
  const why = notAllowed(draft, scope);
  if (why) return why;
  if (scope.choices && !storageOutcome(draft, scope)) return `choose more: ${storageLimitText(scope)}`;
  return null;
}
