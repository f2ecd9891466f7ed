// Where on the board an action is clicked. The server lists the legal actions with their
// canonical texts (docs/actions.md: a verb, then content ids); this only reads a text's
// words to find the element it names. It decides nothing: an action the server did not
// list is never offered, and a placement the page offers on any free circle is checked by
// the server (which may refuse it).

export interface Target {
  kind: "role" | "tile" | "building" | "ship" | "good" | "worker" | "pass" | "other";
  id: string; // a content id, a ship's capacity, or "" for pass/other
  extra?: string; // role: the n-th card of that role; ship: the good shipped
}

export function actionTarget(text: string): Target {
  const w = text.trim().split(/\s+/);
  const verb = w[0] ?? "";
  switch (verb) {
    case "role":
      return { kind: "role", id: w[1] ?? "", extra: w[2] ?? "1" };
    case "settle":
      return { kind: "tile", id: w[1] ?? "" };
    case "build":
    case "draft":
    case "use":
      return { kind: "building", id: w[1] ?? "" };
    case "ship":
      return { kind: "ship", id: w[2] ?? "", extra: w[1] };
    case "craft":
    case "sell":
    case "store":
    case "keep":
      return { kind: "good", id: w[1] ?? "", extra: verb };
    case "take":
      return { kind: "worker", id: w[1] ?? "" };
    case "place":
      return { kind: w.length >= 3 ? "building" : "other", id: w[2] ?? "", extra: w[1] };
    case "pass":
      return { kind: "pass", id: "" };
    default:
      return { kind: "other", id: "" };
  }
}

// The key a board element carries (data-target) for the actions aimed at it.
export function targetKey(t: Target): string {
  switch (t.kind) {
    case "role":
      return `role:${t.id}:${t.extra ?? "1"}`;
    case "ship":
      return `ship:${t.id}`;
    case "good":
      return `good:${t.extra}:${t.id}`;
    default:
      return `${t.kind}:${t.id}`;
  }
}

// Actions grouped by the element they are clicked on.
export function actionsByTarget<T extends { text: string }>(actions: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const a of actions) {
    const t = actionTarget(a.text);
    if (t.kind === "pass" || t.kind === "other") continue;
    const key = t.kind === "building" && a.text.startsWith("place") ? `place:${t.id}` : targetKey(t);
    const list = out.get(key) ?? [];
    list.push(a);
    out.set(key, list);
  }
  return out;
}

// The worker kind a placement turn places (from a listed `place` action), or null.
export function placingWorker(actions: { text: string }[]): string | null {
  for (const a of actions) {
    const t = actionTarget(a.text);
    if (a.text.startsWith("place ") && t.extra) return t.extra;
  }
  return null;
}
