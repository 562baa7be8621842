/**
 * `npm start`'s own settings (docs/operations.md › Configuration), read from the environment and validated
 * once, here: a wrong value stops the server at once with a message naming the variable,
 * instead of a server that half works. The build's settings are build-tools/env.ts's.
 */
import { z } from "zod";

import { DEFAULT_PORTS } from "../app/shared/paths.ts";
import { INQUIRIES_PER_MINUTE } from "./email-stand-in.ts";
import type { GitHubOAuthEnv } from "./github-oauth.ts";

const optionalText = z.string().trim().optional();

/** proxy-addr's name for 127.0.0.0/8 and ::1 (Fastify's trustProxy). */
const DEFAULT_TRUSTED_PROXIES = "loopback";

/** A whole number from `min` to `max`, refused in the same words whatever is wrong with it. */
const wholeNumber = (message: string, min: number, max = Infinity) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const schema = z.object({
  PORT: wholeNumber("must be a port number from 0 to 65535", 0, 65535).default(DEFAULT_PORTS.site),
  HOST: z.string().trim().min(1, "must name an address, such as 127.0.0.1").default("127.0.0.1"),
  INQUIRY_LOG: optionalText,
  EMAIL_STAND_IN: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).optional(),
  INQUIRY_RATE_LIMIT: wholeNumber(
    "must be a whole number of inquiries a minute, 1 or more",
    1,
  ).default(INQUIRIES_PER_MINUTE),
  // The proxies whose X-Forwarded-For names the visitor: by default one on this machine (nginx
  // in front, as the README sets it up), so each visitor has a rate-limit count of their own;
  // "none" believes nobody.
  TRUST_PROXY: z
    .string()
    .default(DEFAULT_TRUSTED_PROXIES)
    .transform((list) =>
      list.trim() === "none"
        ? []
        : list
            .split(",")
            .map((proxy) => proxy.trim())
            .filter(Boolean),
    ),
  /** The owner's sign-in's settings, as its handlers take them (server/github-oauth.ts). */
  gitHubOAuth: z.object({
    GITHUB_CLIENT_ID: optionalText,
    GITHUB_CLIENT_SECRET: optionalText,
    GITHUB_SCOPE: optionalText,
    VITE_SITE_URL: optionalText,
    NODE_ENV: optionalText,
    GITHUB_ORIGIN_FOR_TESTS: optionalText,
  }) satisfies z.ZodType<GitHubOAuthEnv>,
});

export type ServerSettings = z.infer<typeof schema>;

export class SettingsError extends Error {
  override name = "SettingsError";
}

/** The server's settings from an environment; throws a SettingsError naming each wrong one. */
export function readServerSettings(environment: NodeJS.ProcessEnv): ServerSettings {
  // An empty variable counts as unset, as in a shell.
  const given = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = schema.safeParse({ ...given, gitHubOAuth: given });
  if (!result.success) {
    throw new SettingsError(
      result.error.issues
        .map((issue) => {
          const name = String(issue.path.at(-1));
          return `${name} ${issue.message}, got "${given[name]}".`;
        })
        .join("\n"),
    );
  }
  return result.data;
}
