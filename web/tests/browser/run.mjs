// Browser tests of `governor serve` (docs/web.md): playwright-core driving Debian's
// chromium. Starts the server itself (GOVERNOR_BIN, default ../build/governor) with a
// fresh saves folder and writes screenshots to GOVERNOR_WEB_ARTIFACTS (default
// ../build/web-artifacts). Every test has a time limit; the whole run is a few minutes.
//   node tests/browser/run.mjs [--only NAME]
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";

const here = resolve(import.meta.dirname, "../..");
const governor = resolve(process.env.GOVERNOR_BIN ?? join(here, "../build/governor"));
const artifacts = resolve(process.env.GOVERNOR_WEB_ARTIFACTS ?? join(here, "../build/web-artifacts"));
const webDir = process.env.GOVERNOR_WEB_DIR ? resolve(process.env.GOVERNOR_WEB_DIR) : "";
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : "";
mkdirSync(artifacts, { recursive: true });
const saves = mkdtempSync(join(tmpdir(), "governor-web-test-"));

let server = null;
let base = "";
function startServer(port = 0) {
  return new Promise((ok, fail) => {
    const args = ["serve", "--port", String(port), "--saves", saves, "--bot-delay", "0"];
    if (webDir) args.push("--web", webDir);
    server = spawn(governor, args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    server.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/open (http:\/\/[^ ]+\/)/);
      if (m) {
        base = m[1].replace(/\/$/, "");
        ok();
      }
    });
    server.on("exit", (code) => fail(new Error(`governor serve exited (${code}): ${out}`)));
  });
}
function killServer() {
  return new Promise((ok) => {
    server.removeAllListeners("exit");
    server.on("exit", () => ok());
    server.kill("SIGKILL"); // no clean shutdown: nothing decided may be lost
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

async function status(page) {
  const s = page.locator(".status");
  return {
    version: Number(await s.getAttribute("data-version")),
    decisions: Number(await s.getAttribute("data-decisions")),
    over: (await s.getAttribute("data-over")) === "1",
  };
}
// Waits until this page may act (an action button) or the game is over.
async function settle(page, timeout = 20000) {
  await page.waitForFunction(
    () => {
      const s = document.querySelector(".status");
      return s && (s.getAttribute("data-over") === "1" || document.querySelector("button.action"));
    },
    null,
    { timeout },
  );
}
// Clicks and waits for the view to move past the version shown before the click (a
// board target with several actions opens a menu: its first item is clicked).
async function clickAndWait(page, locator) {
  const before = (await status(page)).version;
  const planned = await page.locator(".status").getAttribute("data-planned");
  await locator.click();
  const menu = page.locator(".menu button").first();
  if ((await menu.count()) > 0) await menu.click();
  try {
    // A placement the canonical order cannot make yet is planned (docs/session.md): the
    // version stays, the plan grows.
    await page.waitForFunction(
      ([v, p]) => {
        const s = document.querySelector(".status");
        return Number(s?.getAttribute("data-version")) !== v || s?.getAttribute("data-planned") !== p;
      },
      [before, planned],
      { timeout: 20000 },
    );
  } catch (e) {
    const message = await page.locator(".message").first().textContent();
    await page.screenshot({ path: join(artifacts, "failure.png"), fullPage: true });
    throw new Error(`the view stayed at version ${before} (message: ${message}): ${e.message}`);
  }
}
async function newGame(page, packs, seats) {
  await page.goto(`${base}/#/`);
  await page.waitForSelector("form.new-game");
  for (const box of await page.locator("input[name=pack]").all()) {
    const want = packs.includes(await box.getAttribute("value"));
    if ((await box.isChecked()) !== want) await box.click();
  }
  await page.selectOption("#players", String(seats.length));
  for (let i = 0; i < seats.length; ++i) await page.selectOption(`select[data-seat="${i}"]`, seats[i]);
  await page.fill("#seed", "11");
  await page.click("button[type=submit]");
}
// Plays to the end: the first listed action each time, and a board target (a role card,
// a building, a ship) whenever one is offered every few moves.
async function playToEnd(page, limit = 2000, afterEach = null) {
  let moves = 0;
  for (;;) {
    await settle(page);
    if ((await status(page)).over) return moves;
    if (++moves > limit) throw new Error("the game did not end");
    const onBoard = page.locator(".board button.actionable");
    if (moves % 3 === 0 && (await onBoard.count()) > 0) await clickAndWait(page, onBoard.first());
    else await clickAndWait(page, page.locator("button.action").first());
    if (afterEach) await afterEach(moves);
  }
}

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

test("full game with every pack, by clicking, against a bot; undo; screenshots", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await ctx.newPage();
  await newGame(page, ["base", "new-buildings", "nobles"], ["human", "random"]);
  await settle(page);
  // Undo: a decision taken back when the session's policy allows it.
  let undone = false;
  for (let i = 0; i < 30 && !undone; ++i) {
    const before = await status(page);
    await clickAndWait(page, page.locator("button.action").first());
    await settle(page);
    if (await page.locator("button.undo:not([disabled])").count()) {
      await clickAndWait(page, page.locator("button.undo"));
      await settle(page);
      const after = await status(page);
      if (after.decisions !== before.decisions) throw new Error(`undo: ${before.decisions} decisions before, ${after.decisions} after`);
      undone = true;
    }
  }
  if (!undone) throw new Error("undo was never possible in 30 decisions");
  await page.screenshot({ path: join(artifacts, "game-1440.png"), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(artifacts, "game-390.png"), fullPage: true });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  if (wide > 400) throw new Error(`at 390 px the page is ${wide} px wide`);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const moves = await playToEnd(page, 2000, async (n) => {
    if (n === 60) await page.screenshot({ path: join(artifacts, "game-mid-1440.png") });
  });
  await page.waitForSelector("table.scores tr.winner");
  await page.screenshot({ path: join(artifacts, "game-over-1440.png"), fullPage: true });
  console.log(`  ${moves} clicks to the end`);
  await ctx.close();
});

test("base alone to the end; the server killed and restarted on the way", async () => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await newGame(page, ["base"], ["human", "random"]);
  await settle(page);
  for (let i = 0; i < 12; ++i) {
    await clickAndWait(page, page.locator("button.action").first());
    await settle(page);
  }
  const before = await status(page);
  const port = new URL(base).port;
  await killServer();
  await startServer(Number(port));
  await page.reload();
  await settle(page);
  const after = await status(page);
  if (after.decisions !== before.decisions)
    throw new Error(`resume: ${before.decisions} decisions before the kill, ${after.decisions} after`);
  // The list offers the game to continue.
  const list = await ctx.newPage();
  await list.goto(`${base}/#/`);
  await list.waitForSelector(".game-list li a.resume");
  await list.close();
  const moves = await playToEnd(page);
  await page.waitForSelector("table.scores");
  console.log(`  ${moves} more clicks to the end after the restart`);
  await ctx.close();
});

test("a seat joined by its link while a spectator watches", async () => {
  const host = await browser.newContext();
  const guest = await browser.newContext();
  const watcher = await browser.newContext();
  const p1 = await host.newPage();
  await newGame(p1, ["base"], ["human", "human", "random"]);
  await p1.waitForSelector("a.seat-link");
  const link1 = await p1.locator('a.seat-link[data-seat="0"]').getAttribute("href");
  const link2 = await p1.locator('a.seat-link[data-seat="1"]').getAttribute("href");
  const watch = await p1.locator("a.watch-link").getAttribute("href");
  await p1.goto(link1);
  const p2 = await guest.newPage();
  await p2.goto(link2);
  const p3 = await watcher.newPage();
  await p3.goto(watch);
  await p3.waitForSelector(".status");
  let acted = [0, 0];
  for (let i = 0; i < 16; ++i) {
    await p1.waitForSelector(".status");
    await p2.waitForSelector(".status");
    const mover = (await p1.locator("button.action").count()) ? 0 : (await p2.locator("button.action").count()) ? 1 : -1;
    if (mover < 0) {
      await p1.waitForTimeout(100);
      continue;
    }
    const page = mover === 0 ? p1 : p2;
    await clickAndWait(page, page.locator("button.action").first());
    acted[mover]++;
  }
  if (!acted[0] || !acted[1]) throw new Error(`both seats should have acted: ${acted}`);
  // The spectator follows (event stream) and is offered nothing.
  const target = (await status(p1)).version;
  await p3.waitForFunction((v) => Number(document.querySelector(".status")?.getAttribute("data-version")) >= v, target, { timeout: 10000 });
  if (await p3.locator("button.action").count()) throw new Error("a spectator was offered actions");
  if ((await p3.locator("button.undo:not([disabled])").count()) > 0) throw new Error("a spectator may undo");
  // A token that is not the seat's is refused.
  const bad = await p3.evaluate(async (url) => {
    const id = url.split("/g/")[1].split("/")[0];
    const r = await fetch(`/api/games/${id}/action`, { method: "POST", body: JSON.stringify({ seat: 0, token: "00", version: 0, action: "pass" }) });
    return r.status;
  }, watch);
  if (bad !== 403) throw new Error(`a wrong token answered ${bad}`);
  await p3.screenshot({ path: join(artifacts, "spectator-1440.png") });
  await host.close();
  await guest.close();
  await watcher.close();
});

test("home page at 390 and 1440 px, keyboard", async () => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/#/`);
  await page.waitForSelector("form.new-game");
  await page.screenshot({ path: join(artifacts, "home-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: join(artifacts, "home-1440.png") });
  // Keyboard: start a game and make a decision without the mouse.
  await page.focus("button[type=submit]");
  await page.keyboard.press("Enter");
  await settle(page);
  const before = (await status(page)).version;
  await page.locator("button.action").first().focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction((v) => Number(document.querySelector(".status")?.getAttribute("data-version")) !== v, before);
  await ctx.close();
});

let failed = 0;
await startServer();
console.log(`browser tests against ${base} (chromium ${browser.version()})`);
for (const t of tests) {
  if (only && !t.name.includes(only)) continue;
  const start = Date.now();
  try {
    await Promise.race([
      t.fn(),
      new Promise((_, fail) => setTimeout(() => fail(new Error("timed out after 240 s")), 240000)),
    ]);
    console.log(`ok   ${t.name} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${t.name}: ${e.stack ?? e}`);
  }
}
await browser.close();
await killServer();
rmSync(saves, { recursive: true, force: true });
console.log(failed ? `${failed} browser test(s) failed` : `browser tests passed; screenshots in ${artifacts}`);
process.exit(failed ? 1 : 0);
