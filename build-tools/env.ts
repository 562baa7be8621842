/**
 * The build's environment, read and validated in one place (docs/architecture.md › Conventions: "the environment is read
 * and validated in one module"). The deployment settings are `VITE_*` variables from the
 * environment and the project's `.env` files, read with Vite's own `loadEnv` so a `.env` means the
 * same to every step. Everything that needs a setting gets it from here: the pages, the contact
 * island and /admin/ through `virtual:config` (build-tools/content-plugin.ts: plain values, no
 * validator in the browser), and the build steps (the host files' CSP, /admin/config.yml, the
 * sitemap) directly. A wrong value stops the build with a message naming the variable.
 */
import { loadEnv } from "vite";
import { z } from "zod";

import type { CmsOptions } from "../app/admin/cms-config.ts";
import type { EmailJsConfig } from "../app/lib/site-config.ts";
import { isLoopbackHost } from "../app/shared/paths.ts";
import { originOf } from "../app/shared/third-parties.ts";
import { ROOT_DIR } from "../hosting/build-layout.ts";

/** The public origin when VITE_SITE_URL is not set: clearly fictitious. */
export const DEFAULT_SITE_URL = "https://www.example.com";
/** The EmailJS REST API origin used when ids are configured: the declared third party's. */
const EMAILJS_DEFAULT_ORIGIN = originOf("emailJs");
/** Ids the form sends to the embedded stand-in, which accepts any non-empty string. */
export const STAND_IN_IDS = {
  publicKey: "local-public-key",
  serviceId: "local-service",
  templateId: "local-template",
} as const;

export class EnvError extends Error {
  override name = "EnvError";
}

/** An absolute URL's origin; https, or plain http on loopback where `allowLocalHttp`. */
const origin = ({ allowLocalHttp = false } = {}) =>
  z
    .string()
    .refine(URL.canParse, { error: "must be an absolute URL such as https://www.example.com" })
    .transform((value) => new URL(value))
    .refine(
      (url) =>
        url.protocol === "https:" ||
        (allowLocalHttp && url.protocol === "http:" && isLoopbackHost(url.hostname)),
      { error: "must use https" },
    )
    .transform((url) => url.origin);

const settings = z
  .object({
    VITE_SITE_URL: origin({ allowLocalHttp: true }).default(DEFAULT_SITE_URL),
    VITE_EMAILJS_PUBLIC_KEY: z.string().optional(),
    VITE_EMAILJS_SERVICE_ID: z.string().optional(),
    VITE_EMAILJS_TEMPLATE_ID: z.string().optional(),
    VITE_EMAILJS_ORIGIN: origin().default(EMAILJS_DEFAULT_ORIGIN),
    VITE_CMS_REPO: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository as "owner/name"')
      .default("owner/montgomery-tax-site"),
    VITE_CMS_BRANCH: z
      .string()
      .regex(/^[\w./-]+$/, "must be a branch name such as main")
      .default("main"),
    VITE_CMS_AUTH_URL: origin().optional(),
    // Set by `npm run cms` for its local build only: production carries no local backend.
    VITE_CMS_LOCAL_BACKEND: z
      .string()
      .refine(URL.canParse, {
        error: "must be an absolute URL such as http://localhost:8081/api/v1",
      })
      .optional(),
  })
  .refine(
    (env) => {
      const ids = [
        env.VITE_EMAILJS_PUBLIC_KEY,
        env.VITE_EMAILJS_SERVICE_ID,
        env.VITE_EMAILJS_TEMPLATE_ID,
      ];
      return ids.every((id) => id === undefined) || ids.every((id) => id !== undefined);
    },
    {
      error:
        "Set all three of VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and VITE_EMAILJS_TEMPLATE_ID, or none of them to use the embedded stand-in.",
    },
  );

/** What the deployment settings make of the site: its origin, where inquiries go, the CMS. */
export interface Deployment {
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  emailJs: EmailJsConfig;
  cms: CmsOptions;
}

/** The build-time settings as Vite reads them: `.env` files, then the environment. */
export const buildEnvironment = (mode = "production") => loadEnv(mode, ROOT_DIR, "VITE_");

/**
 * The deployment settings of an environment (the build's by default); throws EnvError naming
 * each wrong variable. Blank values count as unset.
 */
export function readDeployment(
  environment: Readonly<Record<string, string | undefined>> = buildEnvironment(),
): Deployment {
  const set = Object.fromEntries(
    Object.entries(environment)
      .filter(([name, value]) => name.startsWith("VITE_") && value?.trim())
      .map(([name, value]) => [name, value?.trim()]),
  );
  const result = settings.safeParse(set);
  if (!result.success) {
    throw new EnvError(
      result.error.issues
        .map((issue) =>
          issue.path.length > 0 ? `${issue.path.join(".")} ${issue.message}` : issue.message,
        )
        .join("\n"),
    );
  }
  const env = result.data;
  const { VITE_EMAILJS_PUBLIC_KEY: publicKey, VITE_EMAILJS_SERVICE_ID: serviceId } = env;
  const templateId = env.VITE_EMAILJS_TEMPLATE_ID;
  return {
    siteUrl: env.VITE_SITE_URL,
    emailJs:
      publicKey && serviceId && templateId
        ? { publicKey, serviceId, templateId, origin: env.VITE_EMAILJS_ORIGIN, isStandIn: false }
        : { ...STAND_IN_IDS, origin: "", isStandIn: true },
    cms: {
      ...(env.VITE_CMS_LOCAL_BACKEND && { localBackendUrl: env.VITE_CMS_LOCAL_BACKEND }),
      repo: env.VITE_CMS_REPO,
      branch: env.VITE_CMS_BRANCH,
      ...(env.VITE_CMS_AUTH_URL && { authBaseUrl: env.VITE_CMS_AUTH_URL }),
    },
  };
}
