// A thing on the board (board.ts): a button when some listed action is aimed at it (one
// action: a click does it; several: a small menu of them), else a plain box. What it is and
// does shows in a tooltip beside it (hover, focus, tap) and in the hint box.
import type { ActionJson, BuildingJson, Rules, View } from "./api";
import type { MayorDraft, MayorScope, StorageDraft, StorageScope } from "./draft";
import { el } from "./el";
import type { Look } from "./pictos";
import { withTip } from "./tooltip";

// The acting seat's local draft of a whole decision (draft.ts), drawn on its own panel.
export interface DraftView {
  mayor: MayorScope | null;
  mayorDraft: MayorDraft;
  worker: string | null; // the kind a click on a free circle plans
  storage: StorageScope | null;
  storageDraft: StorageDraft;
  place: (target: string) => void;
  unplace: (target: string, worker: string) => void;
  cycleKeep: (good: string) => void;
  toggleStore: (good: string) => void;
}

export interface BoardHandlers {
  act: (text: string) => void;
  hint: (text: string) => void; // what the focused thing is and does
  draft?: DraftView;
}

export interface Ctx extends Look {
  view: View;
  rules: Rules;
  byTarget: Map<string, ActionJson[]>;
  h: BoardHandlers;
  index: (table: { id: string }[], id: string | null) => number;
}

function describe(actions: ActionJson[]): string {
  return actions.map((a) => (a.preview ? `${a.label}: ${a.preview}` : a.label)).join("\n");
}

// Phones have no hover: there a tap on a building opens its menu (its rule and the
// actions), so the rule is read before anything is done.
const noHover = () => typeof matchMedia === "function" && matchMedia("(hover: none)").matches;

export function target(ctx: Ctx, key: string, cls: string, info: string, ...children: (Node | string | null)[]): HTMLElement {
  const actions = ctx.byTarget.get(key) ?? [];
  const tip = [info, describe(actions)].filter((s) => s).join("\n");
  const hint = (e: HTMLElement) => {
    e.addEventListener("focus", () => ctx.h.hint(tip));
    e.addEventListener("mouseenter", () => ctx.h.hint(tip));
  };
  if (actions.length === 0) {
    const box = el("div", { class: cls, "data-target": key }, ...children);
    if (info) {
      box.tabIndex = 0;
      box.setAttribute("role", "group");
      box.setAttribute("aria-label", info.split("\n")[0]);
      withTip(box, tip);
      hint(box);
    }
    return box;
  }
  const b = el("button", { type: "button", class: `${cls} actionable`, "data-target": key,
    "aria-label": `${actions.map((a) => a.label).join(" or ")}${info ? ` (${info.split("\n")[0]})` : ""}` }, ...children);
  withTip(b, tip);
  hint(b);
  b.addEventListener("click", () => {
    const menuFirst = noHover() && key.startsWith("building:") && info;
    if (actions.length === 1 && !menuFirst) return ctx.h.act(actions[0].text);
    b.parentElement?.querySelector(".menu")?.remove();
    const menu = el("div", { class: "menu", role: "menu", "aria-label": info.split("\n")[0] || "Choices" },
      ...actions.map((a) => el("button", { type: "button", role: "menuitem", class: "menu-item", onclick: () => ctx.h.act(a.text) },
        a.label, a.preview ? el("small", {}, ` ${a.preview}`) : null)),
      menuFirst ? el("p", { class: "menu-info" }, info) : null,
      el("button", { type: "button", role: "menuitem", class: "menu-close", onclick: () => menu.remove() }, "Close"));
    b.after(menu);
    (menu.querySelector("button") as HTMLButtonElement | null)?.focus();
  });
  return b;
}

export function buildingOf(ctx: Ctx, id: string): BuildingJson | undefined {
  return ctx.rules.buildings.find((b) => b.id === id);
}

// "Small Market: cost 1, 1 VP, 1 circle" and the power in English on the next line.
export function buildingInfo(b: BuildingJson | undefined): string {
  if (!b) return "";
  return `${b.name}: cost ${b.cost}, ${b.vp} VP, ${b.circles} circle${b.circles === 1 ? "" : "s"}${b.large ? ", large" : ""}${b.text ? `\n${b.text}` : ""}`;
}
