// Goods and workers are told apart by a shape and a label, never by colour alone. A
// thing's shape comes from its position in the packs' table (the server's rules listing),
// so a pack's new good gets a shape too.
const GOOD_SHAPES = ["●", "■", "▲", "◆", "★", "⬟", "⬢", "✚", "◼", "▼"];
const GOOD_COLOURS = ["#f2d04b", "#3b5fc0", "#e8e4d8", "#c9892f", "#6b3f1f", "#7a9b3a", "#b04a7a", "#3aa0a0", "#777", "#a33"];
const WORKER_SHAPES = ["●", "◆", "▲", "■"];

export function goodShape(index: number): string {
  return GOOD_SHAPES[((index % GOOD_SHAPES.length) + GOOD_SHAPES.length) % GOOD_SHAPES.length];
}
export function goodColour(index: number): string {
  return GOOD_COLOURS[((index % GOOD_COLOURS.length) + GOOD_COLOURS.length) % GOOD_COLOURS.length];
}
export function workerShape(index: number): string {
  return WORKER_SHAPES[((index % WORKER_SHAPES.length) + WORKER_SHAPES.length) % WORKER_SHAPES.length];
}
// A two-letter label for a name: "Indigo" -> "In", "Sugar cane" -> "SC".
export function shortLabel(name: string): string {
  const words = name.split(/[\s_-]+/).filter((w) => w.length > 0);
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  return (name.slice(0, 1).toUpperCase() + name.slice(1, 2)).trim();
}
