/**
 * The generated nginx server block (build/nginx.conf), run by a real nginx on a loopback port
 * over the build, must behave like `npm start`: the same contract (http-contract.ts). Skipped
 * only where nginx is not installed; CI installs nginx-light.
 */
import { request as playwrightRequest } from "@playwright/test";

import { findNginx, type LocalNginx, startNginx } from "../harness/nginx.ts";
import { expect, test } from "./fixtures.ts";
import { checkHttpContract } from "./http-contract.ts";

test.describe("nginx with the generated server block", () => {
  test.skip(!findNginx(), "nginx is not installed (apt-get install nginx-light)");

  let nginx: LocalNginx | undefined;
  test.beforeAll(async () => {
    nginx = await startNginx();
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test("serves the build like npm start", async () => {
    const request = await playwrightRequest.newContext({ baseURL: nginx?.baseURL });
    try {
      await checkHttpContract(request, { servesBrotli: false, servesSignIn: false });
    } finally {
      await request.dispose();
    }
    expect(nginx?.log(), "nginx error log").not.toMatch(/\[(emerg|alert|crit|error)\]/);
  });
});
