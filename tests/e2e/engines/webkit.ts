/**
 * WebKit (WebKitGTK, Safari's engine) through Debian's `WebKitWebDriver`, which drives its
 * MiniBrowser, with selenium-webdriver as the client (`usingServer`: nothing is downloaded;
 * docs/decisions/0013). WebKitGTK has no headless mode, so each worker starts an X server
 * (Xvfb) with one screen per width, exactly as wide as the page should be, and a window manager
 * on each (matchbox: it fills the screen with the window and gives it focus, without which
 * keys and focus events go nowhere). One browser session per width, started when first asked
 * for and kept for the worker's tests; between tests the page is left and the site's storage
 * cleared.
 */
import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

import { Builder, Key as SeleniumKey, type WebDriver } from "selenium-webdriver";

import { freePort } from "../../harness/processes.ts";
import type { EngineBrowser, EngineDriver, Key, Width } from "./engine.ts";

const webKitWebDriverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? "/usr/bin/WebKitWebDriver";

/** Screen sizes: an iPhone's width (the MiniBrowser toolbar takes some height), a desktop's. */
const SCREENS: Record<Width, string> = { 375: "375x812x24", 1280: "1280x800x24" };
const WIDTHS = Object.keys(SCREENS).map(Number) as Width[];

const KEYS: Record<Exclude<Key, "Shift+Tab">, string> = {
  Tab: SeleniumKey.TAB,
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
  ArrowDown: SeleniumKey.ARROW_DOWN,
};

/** Starts a program WebKit needs here; `failure` rejects, naming it, if it cannot start. */
function startProgram(
  processes: ChildProcess[],
  command: string,
  args: string[],
  options: SpawnOptions,
) {
  const child = spawn(command, args, options);
  processes.push(child);
  const failure = new Promise<never>((_, reject) => {
    child.once("error", (error) =>
      reject(new Error(`${command} could not start (${error.message}): .ci/run installs it`)),
    );
  });
  failure.catch(() => {}); // Raced where it matters; a later failure shows in the tests.
  return { child, failure };
}

/** Starts Xvfb on a display number it picks itself, with a screen per width. */
async function startDisplay(processes: ChildProcess[]): Promise<string> {
  const screens = WIDTHS.flatMap((width, index) => ["-screen", String(index), SCREENS[width]]);
  const xvfb = startProgram(
    processes,
    "Xvfb",
    ["-displayfd", "3", ...screens, "-nolisten", "tcp"],
    {
      stdio: ["ignore", "ignore", "ignore", "pipe"],
    },
  );
  const displayNumber = new Promise<string>((resolve, reject) => {
    let written = "";
    xvfb.child.stdio[3]?.on("data", (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes("\n")) resolve(`:${written.trim()}`);
    });
    xvfb.child.on("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return Promise.race([displayNumber, xvfb.failure]);
}

async function waitUntilReady(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await fetch(`${url}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await sleep(100);
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/** A MiniBrowser on the screen of one width, under its own window manager and driver. */
async function startSession(
  display: string,
  width: Width,
  env: Record<string, string>,
  processes: ChildProcess[],
): Promise<WebDriver> {
  const screen = `${display}.${WIDTHS.indexOf(width)}`;
  const screenEnv = { ...process.env, ...env, DISPLAY: screen };
  const windowManager = startProgram(
    processes,
    "matchbox-window-manager",
    ["-use_titlebar", "no"],
    {
      env: screenEnv,
      stdio: "ignore",
    },
  );
  const port = await freePort();
  const webDriver = startProgram(processes, webKitWebDriverPath, [`--port=${port}`], {
    env: screenEnv,
    stdio: "ignore",
  });
  const server = `http://127.0.0.1:${port}`;
  await Promise.race([waitUntilReady(server), windowManager.failure, webDriver.failure]);
  const driver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { args: ["--automation"] },
    })
    .build();
  const [innerWidth, hasFocus] = (await driver.executeScript(
    "return [innerWidth, document.hasFocus()]",
  )) as [number, boolean];
  if (innerWidth !== width || !hasFocus) {
    throw new Error(
      `MiniBrowser on ${screen} is ${innerWidth} px wide, focus ${hasFocus}: is the window manager running?`,
    );
  }
  return driver;
}

/** Starts the display; each width's browser starts when a test first asks for it. */
export async function launchWebKit(env: Record<string, string>): Promise<EngineBrowser> {
  const processes: ChildProcess[] = [];
  const display = await startDisplay(processes);
  const sessions = new Map<Width, Promise<WebDriver>>();

  return {
    async open(width: Width) {
      if (!sessions.has(width)) sessions.set(width, startSession(display, width, env, processes));
      const driver = await (sessions.get(width) as Promise<WebDriver>);
      const element = (selector: string) => driver.findElement({ css: selector });
      const engineDriver: EngineDriver = {
        goto: (url) => driver.get(url),
        click: async (selector) => (await element(selector)).click(),
        // WebKitWebDriver types "\n" as nothing: a new line is the Enter key.
        type: async (selector, text) =>
          (await element(selector)).sendKeys(
            ...text
              .split("\n")
              .flatMap((line, index) => (index === 0 ? [line] : [SeleniumKey.ENTER, line])),
          ),
        press: async (key) => {
          const actions = driver.actions();
          await (
            key === "Shift+Tab"
              ? actions
                  .keyDown(SeleniumKey.SHIFT)
                  .sendKeys(SeleniumKey.TAB)
                  .keyUp(SeleniumKey.SHIFT)
              : actions.sendKeys(KEYS[key])
          ).perform();
        },
        evaluate: (fn, ...args) => driver.executeScript(fn, ...args),
        run: async (source) => {
          await driver.executeScript(source);
        },
        screenshot: async () => Buffer.from(await driver.takeScreenshot(), "base64"),
        close: async () => {
          await driver
            .executeScript("sessionStorage.clear(); localStorage.clear();")
            .catch(() => {});
          await driver.manage().deleteAllCookies();
          await driver.get("about:blank");
        },
      };
      return engineDriver;
    },
    async close() {
      for (const session of sessions.values()) {
        await session.then((driver) => driver.quit()).catch(() => {});
      }
      for (const child of processes.reverse()) child.kill();
    },
  };
}
