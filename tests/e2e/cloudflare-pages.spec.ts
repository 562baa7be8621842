/**
 * Cloudflare Pages, the reference host (docs/product.md §11), on its own runtime: `wrangler pages
 * dev` over the build with the repository's Functions and the two secrets in `.dev.vars`. The
 * generated `_headers`, `_redirects` and `_routes.json` must keep the HTTP contract there, and
 * the owner must be able to sign in to /admin/ through the site's own /api/auth, against a
 * local fake of GitHub's OAuth endpoints (fake-github.ts) and Playwright routes for its API,
 * while a page of another origin that opens /api/auth never receives a token.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { type Page, request as playwrightRequest } from "@playwright/test";
import { parse } from "yaml";

import { CLIENT_DIR } from "../../hosting/build-layout.ts";
import { FIXTURE_CONTENT_DIR } from "../fixtures/content-dir.ts";
import { type LocalPages, startPagesDev } from "./cloudflare-pages.ts";
import { type FakeGitHub, startFakeGitHub } from "./fake-github.ts";
import { expect, test } from "./fixtures.ts";
import { checkHttpContract } from "./http-contract.ts";

// One runtime for the whole file: starting it is most of the time.
test.describe.configure({ mode: "serial" });

let site: LocalPages;
let github: FakeGitHub;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  github = await startFakeGitHub();
  site = await startPagesDev({
    GITHUB_CLIENT_ID: github.clientId,
    GITHUB_CLIENT_SECRET: github.clientSecret,
    GITHUB_ORIGIN_FOR_TESTS: github.origin,
    NODE_ENV: "test",
  });
});
test.afterAll(async () => {
  await site?.stop();
  await github?.close();
});

test("wrangler pages dev serves the build with the shared headers, caching and redirects", async () => {
  const request = await playwrightRequest.newContext({ baseURL: site.baseURL });
  try {
    await checkHttpContract(request, {
      servesBrotli: true,
      servesSignIn: true,
      siteUrl: site.baseURL,
      cloudflareRuntime: true,
    });
  } finally {
    await request.dispose();
  }
});

/** The repository the CMS edits, as this build configured it. */
const repo = () =>
  (
    parse(readFileSync(path.join(CLIENT_DIR, "admin/config.yml"), "utf8")) as {
      backend: { repo: string };
    }
  ).backend.repo;

/**
 * Answers the calls Decap makes to GitHub's API once signed in (who am I, may I push, the
 * content folder's files, their history), each with the token it was given. The production
 * build's CMS has no local backend to probe.
 */
async function answerGitHubApi(page: Page): Promise<{ tokens: Set<string>; unexpected: string[] }> {
  const seen = { tokens: new Set<string>(), unexpected: [] as string[] };
  await page.route("https://api.github.com/**", async (route) => {
    const url = new URL(route.request().url());
    seen.tokens.add((await route.request().headerValue("authorization")) ?? "");
    if (url.pathname === "/user") {
      return route.fulfill({ json: { login: "owner", id: 1, name: "The Owner" } });
    }
    if (url.pathname === `/repos/${repo()}`) {
      return route.fulfill({
        json: {
          full_name: repo(),
          owner: { login: repo().split("/")[0] },
          default_branch: "main",
          permissions: { admin: false, push: true, pull: true },
        },
      });
    }
    if (url.pathname.startsWith(`/repos/${repo()}/git/trees/`)) {
      return route.fulfill({ json: { sha: "0", tree: [] } });
    }
    if (url.pathname === `/repos/${repo()}/commits`) return route.fulfill({ json: [] });
    // A saved file, read raw after sign-in (the launch checklist's webmaster, the tax dates
    // waiting for review): the content the site was built from.
    const saved = url.pathname.replace(`/repos/${repo()}/contents/app/content/`, "");
    if (saved !== url.pathname && /^[\w-]+\.yaml$/.test(saved)) {
      return route.fulfill({ body: readFileSync(path.join(FIXTURE_CONTENT_DIR, saved)) });
    }
    seen.unexpected.push(`${route.request().method()} ${url.pathname}`);
    return route.fulfill({ status: 501, json: { message: "Not answered by the test" } });
  });
  return seen;
}

test("the owner signs in to /admin/ with GitHub through the site's own /api/auth", async ({
  page,
}) => {
  test.slow(); // the whole CMS loads, then signs in
  const api = await answerGitHubApi(page);
  await page.goto(`${site.baseURL}/admin/`);
  const navigations: string[] = [];
  page.context().on("request", (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url().split("?")[0] ?? "");
  });
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Log in with GitHub" }).click();
  const popup = await popupOpened;
  // Decap closes its popup once the handshake has handed it the token.
  await popup.waitForEvent("close");

  // Signed in: the collection and the account menu (the entries then load from the API). Decap
  // starting its session took over 5 s in a cold run, both cores busy (10 s, as for the CMS's).
  await expect(page.getByRole("heading", { name: "Pages" })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("button", { name: "Account options dropdown" })).toBeVisible();
  expect(github.tokens).toHaveLength(1);
  const [token] = github.tokens;
  // The CMS stores its user as it signs in; waited for, as everything /admin/'s script does.
  await expect
    .poll(async () => {
      const stored = await page.evaluate(() => localStorage.getItem("decap-cms-user"));
      return JSON.parse(stored ?? "{}") as { token?: string; backendName?: string };
    })
    .toMatchObject({ token, backendName: "github" });
  expect([...api.tokens]).toEqual([`token ${token}`]);
  expect(api.unexpected).toEqual([]);
  // A GitHub App's answer: the CMS holds the access token only; the refresh token stayed home.
  expect(token).toMatch(/^ghu_/);
  const [refreshToken = "missing"] = github.refreshTokens;
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).toContain(token);
  expect(stored).not.toContain(refreshToken);

  // The popup went to GitHub with PKCE and came back to the site's own callback.
  expect(navigations).toEqual([
    `${site.baseURL}/api/auth`,
    `${github.origin}/login/oauth/authorize`,
    `${site.baseURL}/api/callback`,
  ]);
  const [authorize] = github.authorizeRequests;
  expect(authorize?.get("redirect_uri")).toBe(`${site.baseURL}/api/callback`);
  expect(authorize?.get("scope")).toBe("repo");
  expect(authorize?.get("code_challenge_method")).toBe("S256");
  // The state cookie lived only for the sign-in.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);
});

test.describe("a sign-in started by another website", () => {
  test.use({ expectedConsoleErrors: [/status of 403/] });

  test("is refused before GitHub is asked, so its page never receives a token", async ({
    page,
  }) => {
    const attacker = "http://attacker.test";
    const issued = github.tokens.length;
    const asked = github.authorizeRequests.length;
    await page.route(`${attacker}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Free tax tips</title><script>
          window.received = [];
          addEventListener("message", (event) => {
            window.received.push(String(event.data));
            event.source?.postMessage(event.data, "*");
          });
          const popup = open(${JSON.stringify(`${site.baseURL}/api/auth?provider=github&scope=repo`)});
          setInterval(() => popup.postMessage("authorizing:github", "*"), 50);
        </script>`,
      }),
    );
    const popupOpened = page.waitForEvent("popup");
    await page.goto(`${attacker}/`);
    const popup = await popupOpened;

    // The popup's request was cross-site (Sec-Fetch-Site): refused, no cookie, GitHub not asked.
    await expect(popup.getByRole("heading", { name: "Sign-in refused" })).toBeVisible();
    await expect(popup.getByText("not from another website")).toBeVisible();
    expect(github.authorizeRequests).toHaveLength(asked);
    expect(github.tokens).toHaveLength(issued);
    expect(await page.context().cookies()).toEqual([]);
    await page.waitForTimeout(500); // ten rounds of the attacker's echo
    expect(await page.evaluate(() => (window as { received?: string[] }).received)).toEqual([]);
    await popup.close();
  });
});

test.describe("a callback that does not belong to this browser's sign-in", () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("is refused with a readable page, and leaves a sign-in in progress alone", async ({
    page,
  }) => {
    const callback = `${site.baseURL}/api/callback`;
    const wellFormedState = "A".repeat(43);
    const expired = await page.goto(`${callback}?code=stolen&state=${wellFormedState}`);
    expect(expired?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "This sign-in has expired" })).toBeVisible();
    await expect(page.getByText("click “Log in with GitHub” again")).toBeVisible();

    // A sign-in started in this browser (left on GitHub's consent page), answered with
    // another state, a malformed one, none, or an oversized code: refused, and the sign-in's
    // cookie stays, so its real answer still signs the owner in.
    github.approves = false;
    await page.goto(`${site.baseURL}/api/auth?provider=github`);
    await expect(page.getByRole("heading", { name: "Authorize?" })).toBeVisible();
    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(cookie?.name).toMatch(/^__Host-/);
    for (const query of [
      `code=stolen&state=${wellFormedState}`,
      "code=stolen&state=forged",
      "code=stolen",
      `code=${"c".repeat(5000)}&state=${wellFormedState}`,
    ]) {
      const refused = await page.goto(`${callback}?${query}`);
      expect(refused?.status(), query.slice(0, 40)).toBe(400);
      await expect(page.getByRole("heading", { name: "Sign-in refused" })).toBeVisible();
      expect(await page.context().cookies(), query.slice(0, 40)).toEqual([cookie]);
    }
    github.approves = true;
  });
});
