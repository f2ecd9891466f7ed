// The rules where the eye is: one floating tooltip beside the thing hovered, focused or
// tapped (an element with `data-tip`), showing what it is and does, e.g. a building's
// power. Escape, leaving it or a tap elsewhere hides it.
let tip: HTMLElement | null = null;
let owner: HTMLElement | null = null;

function box(): HTMLElement {
  if (tip && document.body.contains(tip)) return tip;
  tip = document.createElement("div");
  tip.id = "tip";
  tip.className = "tooltip";
  tip.setAttribute("role", "tooltip");
  tip.hidden = true;
  document.body.append(tip);
  return tip;
}

export function showTip(target: HTMLElement): void {
  const text = target.getAttribute("data-tip");
  if (!text) return;
  const t = box();
  t.replaceChildren(...text.split("\n").map((line, i) => {
    const p = document.createElement(i === 0 ? "strong" : "p");
    p.textContent = line;
    return p;
  }));
  t.hidden = false;
  owner?.removeAttribute("aria-describedby");
  owner = target;
  target.setAttribute("aria-describedby", "tip");
  // Below the thing when there is room, else above; kept inside the window.
  const r = target.getBoundingClientRect();
  const w = Math.min(320, window.innerWidth - 16);
  t.style.maxWidth = `${w}px`;
  const left = Math.max(8, Math.min(r.left + window.scrollX, window.scrollX + window.innerWidth - w - 8));
  t.style.left = `${left}px`;
  const h = t.offsetHeight;
  const below = r.bottom + 6;
  const top = below + h > window.innerHeight && r.top - h - 6 > 0 ? r.top - h - 6 : below;
  t.style.top = `${top + window.scrollY}px`;
}

export function hideTip(target?: HTMLElement): void {
  if (target && target !== owner) return;
  if (tip) tip.hidden = true;
  owner?.removeAttribute("aria-describedby");
  owner = null;
}

// Follows an element: hover and focus show its tip; a tap on a phone toggles it.
export function withTip<T extends HTMLElement>(e: T, text: string): T {
  if (!text) return e;
  e.setAttribute("data-tip", text);
  e.addEventListener("mouseenter", () => showTip(e));
  e.addEventListener("mouseleave", () => hideTip(e));
  e.addEventListener("focus", () => showTip(e));
  e.addEventListener("blur", () => hideTip(e));
  return e;
}

document.addEventListener("keydown", (ev) => {
  if (ev.key === "Escape") hideTip();
});
document.addEventListener("pointerdown", (ev) => {
  const on = (ev.target as HTMLElement | null)?.closest?.("[data-tip]") as HTMLElement | null;
  if (!on) hideTip();
  else if (ev.pointerType === "touch") showTip(on);
});
// Placed for the layout it was shown in.
window.addEventListener("resize", () => hideTip());
// A redraw replaces the element: its tip goes with it.
export function dropStaleTip(): void {
  if (owner && !document.body.contains(owner)) hideTip();
}
