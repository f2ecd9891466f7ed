import { describe, expect, it } from "vitest";
import type { SeatBoard } from "../../src/api";
import {
  addPlacement, checkMayor, checkStorage, currentWorker, cycleKeep, emptyMayor, emptyStorage, freeCirclesLeft, freeLeft,
  leftToPlace, mayorScope, placedOn, placeText, removePlacement, storageScope, storageText, toggleStore, totalLeft,
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
const circles = (b: string) => (b === "small_indigo_plant" ? 1 : b === "harbor" ? 1 : 3);
const placing = [{ text: "place colonist corn" }, { text: "place colonist indigo" }];

describe("mayor draft", () => {
  it("is only offered when the server lists a placement", () => {
    expect(mayorScope(seat(), [{ text: "role mayor" }], ["colonist"], circles)).toBeNull();
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
    const s = mayorScope(board, placing, ["colonist"], circles, ["place colonist quarry"])!;
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
    expect(storageScope(holding, [{ text: "ship corn 5" }], goods)).toBeNull();
    const s = storageScope(holding, [{ text: "keep corn" }, { text: "keep indigo" }], goods)!;
    expect(s).toEqual({ goods: ["corn", "indigo"], barrels: { corn: 3, indigo: 1 }, store: false });
    expect(storageScope(holding, [{ text: "store corn" }], goods)!.store).toBe(true);
  });

  it("keeps single barrels up to those held, and whole kinds when stores are listed", () => {
    const s = storageScope(holding, [{ text: "store corn" }, { text: "store indigo" }], goods)!;
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
    const s = storageScope(holding, [{ text: "keep corn" }], goods)!;
    const r = toggleStore(emptyStorage(), s, "corn");
    expect(r.error).toMatch(/no whole kind/);
    expect(storageText(r.draft, s)).toBe("");
    expect(checkStorage({ store: [], keep: { corn: 4 } }, s)).toMatch(/hold 3 corn/);
  });
});
