/**
 * The engines' tests fail on CSP violations and page errors only if they can see them: in this
 * engine, an injected inline script is refused and reported, and a thrown error and a
 * `console.error` call reach the fixture (./observer-proxy.ts).
 */
import { expect, test } from "./fixtures.ts";

const seenOnPurpose = [
  /^csp: script-src(-elem)? blocked inline on /,
  /^pageerror: .*thrown on purpose/,
  /^console\.error: logged on purpose$/,
];
// A tuple: Playwright would read a bare array whose second item is an object as [value, options].
test.use({ expectedPageErrors: [seenOnPurpose, { scope: "test" }] });

test("a refused inline script, a thrown error and a console error are all seen", async ({
  engine,
  observer,
}) => {
  await engine.goto("/");
  await engine.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.body.dataset.injected = 'ran';";
    document.body.append(script);
    setTimeout(() => {
      throw new Error("thrown on purpose");
    });
    console.error("logged on purpose");
  });
  await expect
    .poll(() => observer.events.map((event) => event.slice(0, event.indexOf(":"))).sort())
    .toEqual(["console.error", "csp", "pageerror"]);
  expect(await engine.attributes("body", "data-injected")).toEqual([null]);
});
