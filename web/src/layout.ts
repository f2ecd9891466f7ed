// The buildings for sale laid out as on the board: in the columns the packs give them
// (`column`, 1 to 4 in the base game), each column by cost, then by name. A building in a
// column past the last (a pack's own) goes in the last; one before the first in the first.
// Pure: no DOM.
import type { BuildingJson } from "./api";

export const COLUMNS = 4;

export interface MarketColumn {
  column: number; // 1-based
  buildings: BuildingJson[];
  costs: [number, number] | null; // the cheapest and dearest in it
}

export function marketColumns(buildings: BuildingJson[], show: (b: BuildingJson) => boolean, columns = COLUMNS): MarketColumn[] {
  const out: MarketColumn[] = Array.from({ length: columns }, (_, i) => ({ column: i + 1, buildings: [], costs: null }));
  for (const b of buildings) {
    if (!show(b)) continue;
    const c = Math.min(columns, Math.max(1, Math.trunc(b.column) || 1));
    out[c - 1].buildings.push(b);
  }
  for (const col of out) {
    col.buildings.sort((x, y) => x.cost - y.cost || Number(x.large) - Number(y.large) || x.name.localeCompare(y.name));
    if (col.buildings.length)
      col.costs = [col.buildings[0].cost, col.buildings[col.buildings.length - 1].cost];
  }
  return out;
}

// A column's heading: "cost 1–4", "cost 10".
export function columnHeading(c: MarketColumn): string {
  if (!c.costs) return `column ${c.column}`;
  const [lo, hi] = c.costs;
  return lo === hi ? `cost ${lo}` : `cost ${lo}–${hi}`;
}
