// A card drawn as on the table: a band in its kind's colour with its cost and VP, its name,
// its power in English, and a button for each listed action aimed at it (build it, pay
// with it, keep it, discard it, a power's card). A card back for what lies face down.
import type { ActionJson, BuildingJson, Rules } from "./api";
import { cardVerb } from "./cards_actions";
import { el } from "./el";
import { buildingColourOf, inkOn } from "./palette";
import { withTip } from "./tooltip";

export interface CardHandlers {
  act: (a: ActionJson) => void;
  hint: (text: string) => void;
}

export function cardInfo(b: BuildingJson | undefined, id: string): string {
  if (!b) return id;
  const kind = b.produces ? "production building" : `${b.category ?? "violet"} building`;
  return `${b.name}: cost ${b.cost}, ${b.vp} VP, ${kind}${b.text ? `\n${b.text}` : ""}`;
}

// One card face. `size` "full" shows the power's text (your hand, the cards you look at),
// "small" only name, cost and VP (a city); the text is in the tooltip either way.
export function cardFace(r: Rules, kind: string, actions: ActionJson[], h: CardHandlers, size: "full" | "small", focusKey: string,
  ...extra: (Node | null)[]): HTMLElement {
  const b = r.buildings.find((x) => x.id === kind);
  const colour = b ? buildingColourOf(r.goods, b) : "#9e9e9e";
  const nameOf = (id: string) => r.buildings.find((x) => x.id === id)?.name ?? id;
  const info = cardInfo(b, kind);
  const tip = [info, ...actions.map((a) => (a.preview ? `${a.label}: ${a.preview}` : a.label))].join("\n");
  const card = el("div", { class: `sj-card ${size}${actions.length ? " actionable-card" : ""}${b?.produces ? " production" : " violet"}`,
    "data-kind": kind, role: "group", "aria-label": info.split("\n")[0], style: `--c:${colour};--ink:${inkOn(colour)}` },
    el("div", { class: "card-band" },
      el("span", { class: "card-cost", title: `costs ${b?.cost ?? "?"} cards` }, String(b?.cost ?? "?")),
      el("span", { class: "card-vp", title: `${b?.vp ?? "?"} VP` }, `★${b?.vp ?? "?"}`)),
    el("div", { class: "card-name" }, b?.name ?? kind),
    size === "full" && b?.text ? el("div", { class: "card-text" }, b.text) : null,
    ...extra,
    actions.length ? el("div", { class: "card-acts" }, ...actions.map((a, i) => {
      const btn = el("button", { type: "button", class: `card-act verb-${a.verb}`, "data-action": a.text, "data-focus-key": `${focusKey}:${i}`,
        "aria-label": `${a.label}${a.preview ? ` (${a.preview})` : ""}`, onclick: () => h.act(a) },
        cardVerb(a, nameOf), a.preview ? el("small", {}, ` ${a.preview}`) : null);
      btn.addEventListener("focus", () => h.hint(tip));
      return btn;
    })) : null);
  card.tabIndex = actions.length ? -1 : 0; // its buttons take the focus when it has some
  card.addEventListener("mouseenter", () => h.hint(tip));
  if (!actions.length) card.addEventListener("focus", () => h.hint(tip));
  return withTip(card, tip);
}

// A card lying face down: nobody (or not this seat) sees its kind. `n` beside it when more.
export function cardBack(label: string, n?: number | null, cls = ""): HTMLElement {
  const said = n === undefined ? label : `${label}: ${n === null ? "how many is hidden" : n}`;
  return el("span", { class: `card-back ${cls}`, role: "img", "aria-label": said, title: said },
    el("span", { class: "back-face", "aria-hidden": "true" }),
    n !== undefined ? el("span", { class: "back-n", "aria-hidden": "true" }, n === null ? "?" : String(n)) : null);
}

// A row of cards (your hand, the cards you look at): every card of the zone, each with the
// actions aimed at its kind.
export function cardRow(r: Rules, kinds: string[], byTarget: Map<string, ActionJson[]>, prefix: "hand" | "look", h: CardHandlers): HTMLElement {
  return el("div", { class: "card-row" }, ...kinds.map((k, i) => cardFace(r, k, byTarget.get(`${prefix}:${k}`) ?? [], h, "full", `${prefix}${i}`)));
}
