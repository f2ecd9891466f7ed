// Goods and workers are told apart by a shape and a label, never by colour alone. A
// thing's shape comes from its position in the packs' table (the server's rules listing),
// so a pack's new good gets a shape too. The three sets share no symbol, and none is VP's
// star or the empty circle ○, so no good reads as a worker, a VP chip or a free circle.
export const VP_SYMBOL = "★";
export const EMPTY_CIRCLE = "○";
export const COIN_SYMBOL = "⛁";
export const GOOD_SHAPES = ["⬢", "■", "▲", "◆", "⬟", "▼", "✚", "◼", "⬣", "✖"];
export const WORKER_SHAPES = ["●", "♛", "♜", "♞"];

function at<T>(list: T[], index: number): T {
  return list[((index % list.length) + list.length) % list.length];
}
export function goodShape(index: number): string {
  return at(GOOD_SHAPES, index);
}
export function workerShape(index: number): string {
  return at(WORKER_SHAPES, index);
}
// A two-letter label for a name: "Indigo" -> "In", "Sugar cane" -> "SC".
export function shortLabel(name: string): string {
  const words = name.split(/[\s_-]+/).filter((w) => w.length > 0);
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  return (name.slice(0, 1).toUpperCase() + name.slice(1, 2)).trim();
}

// Labels for a table's names (the packs' goods), unique across it: a name whose short
// label another shares takes its first letter and the first letter after it that tells it
// from the others ("Corn" and "Coffee": "Cr" and "Cf"), else a number.
export function uniqueLabels(names: string[]): string[] {
  const first = names.map(shortLabel);
  const labels = [...first];
  // Case aside: "SC" and "Sc" would read alike.
  const taken = (l: string, i: number) => labels.some((x, j) => j !== i && x.toLowerCase() === l.toLowerCase());
  const letters = (name: string) => name.replace(/[\s_-]+/g, "").toLowerCase();
  names.forEach((name, i) => {
    const others = names.filter((_, j) => j !== i && first[j] === first[i]).map(letters);
    if (others.length === 0) return;
    const own = letters(name);
    for (let k = 1; k < own.length; ++k) {
      const l = own[0].toUpperCase() + own[k];
      if (others.every((o) => o[k] !== own[k]) && !taken(l, i)) {
        labels[i] = l;
        return;
      }
    }
  });
  // Still equal (the same name twice, or no letter tells them apart): numbered.
  const still = labels.map((l, i) => taken(l, i));
  labels.forEach((l, i) => {
    if (still[i]) labels[i] = `${l.slice(0, 1)}${i + 1}`;
  });
  return labels;
}
