/**
 * `npm start`'s own settings (server/settings.ts): defaults, and a wrong value named with what it
 * should be, so a typo in a service file stops the server with a message instead of half-working.
 */
import { spawnSync } from "node:child_process";

import { describe, expect, it } from "vitest";

import { INQUIRIES_PER_MINUTE } from "../../server/email-stand-in.ts";
import { readServerSettings } from "../../server/settings.ts";

describe("npm start's settings", () => {
  it("default to loopback port 3000, the stand-in's limit and a proxy on this machine trusted", () => {
    expect(readServerSettings({})).toEqual({
      PORT: 3000,
      HOST: "127.0.0.1",
      INQUIRY_RATE_LIMIT: INQUIRIES_PER_MINUTE,
      TRUST_PROXY: ["loopback"],
      gitHubOAuth: {},
    });
    expect(readServerSettings({ TRUST_PROXY: "none" }).TRUST_PROXY).toEqual([]);
    expect(readServerSettings({ TRUST_PROXY: "10.0.0.1, 10.0.1.0/24" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "10.0.1.0/24",
    ]);
  });

  it("take each variable, the sign-in's apart, and count an empty one as unset", () => {
    const settings = readServerSettings({
      PORT: "8080",
      HOST: "0.0.0.0",
      EMAIL_STAND_IN: "on",
      INQUIRY_RATE_LIMIT: "20",
      TRUST_PROXY: "127.0.0.1, 10.0.0.0/8",
      INQUIRY_LOG: "",
      GITHUB_CLIENT_ID: "id",
      VITE_SITE_URL: "https://www.example.com",
    });
    expect(settings).toMatchObject({
      PORT: 8080,
      HOST: "0.0.0.0",
      EMAIL_STAND_IN: "on",
      INQUIRY_RATE_LIMIT: 20,
      TRUST_PROXY: ["127.0.0.1", "10.0.0.0/8"],
      gitHubOAuth: { GITHUB_CLIENT_ID: "id", VITE_SITE_URL: "https://www.example.com" },
    });
    expect(settings).not.toHaveProperty("INQUIRY_LOG");
  });

  it.each([
    ["PORT", "abc", 'PORT must be a port number from 0 to 65535, got "abc".'],
    ["PORT", "70000", 'PORT must be a port number from 0 to 65535, got "70000".'],
    ["EMAIL_STAND_IN", "yes", 'EMAIL_STAND_IN must be "on" or "off", got "yes".'],
    [
      "INQUIRY_RATE_LIMIT",
      "1.5",
      'INQUIRY_RATE_LIMIT must be a whole number of inquiries a minute, 1 or more, got "1.5".',
    ],
  ])("refuses %s=%s, naming it", (name, value, message) => {
    expect(() => readServerSettings({ [name]: value })).toThrow(message);
  });

  // Starting tsx in a child process takes seconds on a busy machine.
  it(
    "stop npm start before it builds anything: PORT=abc exits 1 naming PORT",
    { timeout: 30_000 },
    () => {
      const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
        env: { ...process.env, PORT: "abc" },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('PORT must be a port number from 0 to 65535, got "abc".');
      expect(run.stdout).not.toContain("building");
    },
  );
});
