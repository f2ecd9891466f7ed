import { describe, expect, it } from "vitest";
import type { ActionArgs, PlacementTarget, SeatBoard, Verb } from "../../src/api";
import {
  addPlacement, checkMayor, checkStorage, currentWorker, cycleKeep, emptyMayor, emptyStorage, freeCirclesLeft, freeLeft,
  keepBlocked, leftToPlace, mayorScope, placedOn, placeText, removePlacement, storageLimitText, storageOutcome, storageScope,
  storageText, storeBlocked, toggleStore, totalLeft, type StorageChoice,
} from "../../src/draft";

const seat = (over: Partial<SeatBoard> = {}): SeatBoard => ({
  coins: 2,
  vp_chips: 0,
  goods: {},
  san_juan: { colonist: 3 },
  island: [
    { tile: "corn", variant: 0, workers: {} },
    { tile: "indigo", variant: 0, workers: {} },
    { tile: "corn", variant: 0, workers: {} },
  ],
  city: [
    { building: "small_indigo_plant", workers: {} },
    { building: "harbor", workers: {} },
  ],
  ...over,
});
// The seat's placement targets with their free circles, as the view sends them
// (`placement_targets`: tiles then buildings, in board order).
const city: PlacementTarget[] = [
  { kind: "building", id: "small_indigo_plant", free: 1 },
  { kind: "building", id: "harbor", free: 1 },
];
const circles: PlacementTarget[] = [{ kind: "tile", id: "corn", free: 2 }, { kind: "tile", id: "indigo", free: 1 }, ...city];
const placing: { verb: Verb; args: ActionArgs }[] = [{ verb: "place", args: { worker: "colonist", target: { kind: "tile", id: "corn" } } }, { verb: "place", args: { worker: "colonist", target: { kind: "tile", id: "indigo" } } }];

describe("mayor draft", () => {
  it("is only offered when the server lists a placement", () => {
    expect(mayorScope(seat(), [{ verb: "role", args: { role: "mayor", card: 0 } }], ["colonist"], circles)).toBeNull();
    const s = mayorScope(seat(), placing, ["colonist", "noble"], circles)!;
    expect([...s.free.entries()]).toEqual([["corn", 2], ["indigo", 1], ["small_indigo_plant", 1], ["harbor", 1]]);
    expect(s.waiting).toEqual({ colonist: 3 });
  });

  it("places on free circles only, as many as are waiting", () => {
    const s = mayorScope(seat(), placing, ["colonist"], circles)!;
    let d = emptyMayor();
    expect(checkMayor(d, s)).toMatch(/nothing arranged/);
    for (const t of ["harbor", "corn", "corn"]) {
      const r = addPlacement(d, s, t, "colonist");
      expect(r.error).toBeNull();
      d = r.draft;
    }
    expect(addPlacement(d, s, "corn", "colonist").error).toMatch(/taken/);
    expect(totalLeft(d, s)).toBe(0);
    expect(addPlacement(d, s, "indigo", "colonist").error).toMatch(/no colonist left/);
    expect(addPlacement(d, s, "coffee", "colonist").error).toMatch(/no free circle/);
    expect(freeLeft(d, s, "corn")).toBe(0);
    expect(freeCirclesLeft(d, s)).toBe(2);
    expect(checkMayor(d, s)).toBeNull();
    // Targets in the order clicked: the server puts them in its canonical order.
    expect(placeText(d, s)).toBe("place colonist harbor corn corn");
    d = removePlacement(d, "corn");
    expect(placeText(d, s)).toBe("place colonist harbor corn");
    expect(leftToPlace(d, s)).toEqual({ colonist: 1 });
    expect(removePlacement(d, "indigo")).toBe(d);
  });

  it("names each worker kind before its targets", () => {
    const s = mayorScope(seat({ san_juan: { colonist: 1, noble: 1 } }), placing, ["colonist", "noble"], circles)!;
    let d = emptyMayor();
    expect(currentWorker(d, s)).toBe("colonist");
    expect(currentWorker(d, s, "noble")).toBe("noble");
    d = addPlacement(d, s, "harbor", "noble").draft;
    d = addPlacement(d, s, "indigo", "colonist").draft;
    expect(currentWorker(d, s, "noble")).toBeNull();
    expect(placeText(d, s)).toBe("place colonist indigo noble harbor");
    expect(placedOn(d, s, "harbor")).toEqual([{ worker: "noble", planned: false }]);
  });

  it("counts occupied circles and the placements the server keeps as planned", () => {
    const board = seat({ island: [{ tile: "corn", variant: 0, workers: { colonist: 1 } }, { tile: "quarry", variant: 0, workers: {} }] });
    const targets: PlacementTarget[] = [{ kind: "tile", id: "corn", free: 0 }, { kind: "tile", id: "quarry", free: 1 }, ...city];
    const s = mayorScope(board, placing, ["colonist"], targets, [{ worker: "colonist", target: { kind: "tile", id: "quarry" } }])!;
    expect(s.free.has("corn")).toBe(false);
    expect(s.planned).toEqual([{ worker: "colonist", target: "quarry" }]);
    const d = emptyMayor();
    expect(freeLeft(d, s, "quarry")).toBe(0);
    expect(totalLeft(d, s)).toBe(2);
    expect(placedOn(d, s, "quarry")).toEqual([{ worker: "colonist", planned: true }]);
    // Planned placements are the server's already: not sent again.
    const d2 = addPlacement(d, s, "harbor", "colonist").draft;
    expect(placeText(d2, s)).toBe("place colonist harbor");
  });
});

describe("storage draft", () => {
  const holding = seat({ goods: { corn: 3, indigo: 1, sugar: 0 } });
  const goods = ["corn", "indigo", "sugar", "tobacco", "coffee"];

  it("is only offered when the server lists a store or keep", () => {
    expect(storageScope(holding, [{ verb: "ship", args: { good: "corn", ship: 0, capacity: 5 } }], goods)).toBeNull();
    const s = storageScope(holding, [{ verb: "keep", args: { good: "corn" } }, { verb: "keep", args: { good: "indigo" } }], goods)!;
    expect(s).toEqual({ goods: ["corn", "indigo"], barrels: { corn: 3, indigo: 1 }, store: false, choices: null });
    expect(storageScope(holding, [{ verb: "store", args: { good: "corn" } }], goods)!.store).toBe(true);
  });

  it("keeps single barrels up to those held, and whole kinds when stores are listed", () => {
    const s = storageScope(holding, [{ verb: "store", args: { good: "corn" } }, { verb: "store", args: { good: "indigo" } }], goods)!;
    let d = emptyStorage();
    expect(checkStorage(d, s)).toMatch(/nothing chosen/);
    expect(storageText(d, s)).toBe("");
    d = cycleKeep(d, s, "corn").draft;
    expect(storageText(d, s)).toBe("keep corn");
    d = cycleKeep(d, s, "corn").draft;
    expect(storageText(d, s)).toBe("keep corn corn");
    d = toggleStore(d, s, "indigo").draft;
    expect(storageText(d, s)).toBe("store indigo keep corn corn");
    // Storing a kind whole drops its single barrels, and the other way round.
    d = toggleStore(d, s, "corn").draft;
    expect(storageText(d, s)).toBe("store corn indigo");
    d = cycleKeep(d, s, "corn").draft;
    expect(storageText(d, s)).toBe("store indigo keep corn");
    d = cycleKeep(cycleKeep(cycleKeep(d, s, "corn").draft, s, "corn").draft, s, "corn").draft;
    expect(storageText(d, s)).toBe("store indigo");
    expect(cycleKeep(d, s, "sugar").error).toMatch(/no sugar/);
    d = toggleStore(d, s, "indigo").draft;
    expect(storageText(d, s)).toBe("");
  });

  it("stores no whole kind when no store is listed", () => {
    const s = storageScope(holding, [{ verb: "keep", args: { good: "corn" } }], goods)!;
    const r = toggleStore(emptyStorage(), s, "corn");
    expect(r.error).toMatch(/no whole kind/);
    expect(storageText(r.draft, s)).toBe("");
    expect(checkStorage({ store: [], keep: { corn: 4 } }, s)).toMatch(/hold 3 corn/);
  });

  // The QA case: 2 indigo and 3 sugar, no warehouse: the engine lets the seat keep one
  // single barrel, of either kind (the view's storage_choices).
  it("allows only the choices the engine lists, and says why not", () => {
    const two = seat({ goods: { indigo: 2, sugar: 3 } });
    const choices: StorageChoice[] = [
      { store: [], keep: { indigo: 1 }, kept: { indigo: 1 } },
      { store: [], keep: { sugar: 1 }, kept: { sugar: 1 } },
    ];
    const s = storageScope(two, [{ verb: "keep", args: { good: "indigo" } }, { verb: "keep", args: { good: "sugar" } }], goods, choices)!;
    expect(storageLimitText(s)).toBe("you may keep 1 single barrel and no whole kind");
    let d = cycleKeep(emptyStorage(), s, "indigo").draft;
    expect(storageText(d, s)).toBe("keep indigo");
    expect(checkStorage(d, s)).toBeNull();
    expect(storageOutcome(d, s)?.kept).toEqual({ indigo: 1 });
    // A second kind is refused, with the limit; a second indigo barrel too (a click takes
    // the first back instead).
    expect(keepBlocked(d, s, "sugar")).toBe("you may keep 1 single barrel and no whole kind: take one back first");
    const refused = cycleKeep(d, s, "sugar");
    expect(refused.draft).toBe(d);
    expect(refused.error).toMatch(/1 single barrel/);
    expect(checkStorage({ store: [], keep: { indigo: 1, sugar: 1 } }, s)).toMatch(/1 single barrel and no whole kind/);
    d = cycleKeep(d, s, "indigo").draft;
    expect(storageText(d, s)).toBe("");
    expect(storeBlocked(d, s, "indigo")).toMatch(/no whole kind/);
  });

  it("lets a warehouse's whole kind and the engine's own keeps count", () => {
    // A small warehouse: one whole kind and one single barrel. Storing corn leaves the
    // engine one way only (the indigo barrel is kept by itself).
    const held = seat({ goods: { corn: 2, indigo: 1 } });
    const choices: StorageChoice[] = [
      { store: ["corn"], keep: {}, kept: { corn: 2, indigo: 1 } },
      { store: ["indigo"], keep: { corn: 1 }, kept: { corn: 1, indigo: 1 } },
    ];
    const s = storageScope(held, [{ verb: "store", args: { good: "corn" } }, { verb: "store", args: { good: "indigo" } }], goods, choices)!;
    expect(s.store).toBe(true);
    let d = toggleStore(emptyStorage(), s, "corn").draft;
    expect(checkStorage(d, s)).toBeNull();
    expect(storageOutcome(d, s)?.kept).toEqual({ corn: 2, indigo: 1 });
    d = cycleKeep(d, s, "indigo").draft; // what the engine keeps anyway: allowed
    expect(storageText(d, s)).toBe("store corn keep indigo");
    expect(checkStorage(d, s)).toBeNull();
    // Its one indigo barrel "kept whole" is the same: the server accepts it too.
    expect(storeBlocked(d, s, "indigo")).toBeNull();
    // Less than a whole choice: Confirm waits for the rest.
    const part = cycleKeep(emptyStorage(), s, "corn").draft;
    expect(checkStorage(part, s)).toMatch(/^choose more/);
  });
});
