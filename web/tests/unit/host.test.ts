import { describe, expect, it } from "vitest";
import type { View } from "../../src/api";
import { botSeats, confirmText, endedText, hostSeat } from "../../src/host";

const view = (humans: boolean[], over = false, ended = false) => ({ humans, over, ended }) as unknown as View;

describe("the host's controls", () => {
  it("offers a bot for every person's seat but the host's own, while the game goes on", () => {
    expect(hostSeat(view([false, true, true]))).toBe(1);
    expect(botSeats(view([true, true, false, true]))).toEqual([1, 3]);
    expect(botSeats(view([true, false, false]))).toEqual([]);
    expect(botSeats(view([true, true], true))).toEqual([]);
    expect(botSeats(view([true, true], false, true))).toEqual([]);
  });
  it("asks before it gives a seat away or ends the game", () => {
    expect(confirmText({ seat: 1, kind: "greedy" })).toBe("Give seat 2 to a greedy bot? Its link stops working and the bot plays it from now on.");
    expect(confirmText("end")).toMatch(/^End the game for everyone\?/);
    expect(endedText).toMatch(/host ended the game/);
  });
});
