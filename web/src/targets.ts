// Where on the board an action is clicked. The server lists the legal actions with their
// verb and operands as data (docs/web.md, "Actions as data": ids, a role card's or a ship's
// place on the board); this maps them to the element they name. It decides nothing: an
// action the server did not list is never offered, and a placement the page offers on any
// free circle is checked by the server (which may refuse it). It never reads `text` (that
// is only posted back) nor `label` (only shown).
import type { ActionArgs, Verb } from "./api";

export interface Target {
  kind: "role" | "tile" | "building" | "ship" | "good" | "worker" | "place" | "pass" | "other";
  id: string; // a content id, a role card's or a ship's index, or "" for pass/other
  extra?: string; // good: the verb (craft, sell, store, keep); place: the worker kind
}

export interface Structured {
  verb: Verb;
  args: ActionArgs;
}

export function actionTarget(a: Structured): Target {
  const g = a.args;
  switch (a.verb) {
    case "role":
      return { kind: "role", id: String(g.card ?? "") };
    case "settle":
      return { kind: "tile", id: g.tile ?? "" };
    case "build":
    case "draft":
    case "use":
      return { kind: "building", id: g.building ?? "" };
    case "ship":
      return { kind: "ship", id: String(g.ship ?? "") };
    case "craft":
    case "sell":
    case "store":
    case "keep":
      return { kind: "good", id: g.good ?? "", extra: a.verb };
    case "take":
      return { kind: "worker", id: g.worker ?? "" };
    case "place":
      return g.target ? { kind: "place", id: g.target.id, extra: g.worker } : { kind: "other", id: "" };
    case "pass":
      return { kind: "pass", id: "" };
    default:
      return { kind: "other", id: "" };
  }
}

// The key a board element carries (data-target) for the actions aimed at it: a role card
// and a ship by their index on the board (board.roles[i], board.ships[i]).
export function targetKey(t: Target): string {
  switch (t.kind) {
    case "good":
      return `good:${t.extra}:${t.id}`;
    default:
      return `${t.kind}:${t.id}`;
  }
}

// Actions grouped by the element they are clicked on.
export function actionsByTarget<T extends Structured>(actions: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const a of actions) {
    const t = actionTarget(a);
    if (t.kind === "pass" || t.kind === "other") continue;
    const key = targetKey(t);
    const list = out.get(key) ?? [];
    list.push(a);
    out.set(key, list);
  }
  return out;
}

// The worker kind a placement turn places (from a listed `place` action), or null.
export function placingWorker(actions: Structured[]): string | null {
  return actions.find((a) => a.verb === "place" && a.args.worker)?.args.worker ?? null;
}
