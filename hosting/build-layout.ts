/**
 * Where the build puts things, shared by the build scripts and the server: the one place
 * that knows a page's file name and what the server must learn from the build.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/**
 * `build/`, or the folder BUILD_DIR names (relative to the project): the end-to-end tests build
 * the production configuration beside the default one (playwright.config.ts).
 */
export const BUILD_DIR = path.resolve(ROOT_DIR, process.env.BUILD_DIR || "build");

/** Where one build's parts are, for the build folder given (BUILD_DIR's, or another's). */
export function buildLayoutOf(buildDir: string) {
  return {
    /** What is served: the pages, the assets, the host files. */
    clientDir: path.join(buildDir, "client"),
    buildInfoFile: path.join(buildDir, "build-info.json"),
    /** The security headers computed after the build (CSP hashes included), read by the server. */
    securityHeadersFile: path.join(buildDir, "security-headers.json"),
  };
}

export const {
  clientDir: CLIENT_DIR,
  buildInfoFile: BUILD_INFO_FILE,
  securityHeadersFile: SECURITY_HEADERS_FILE,
} = buildLayoutOf(BUILD_DIR);
export const NOT_FOUND_FILE = "404.html";
/**
 * The CSP hashes of what the pages carry inline (their stylesheet, an island's loader),
 * written by build-tools/inline-assets-plugin.ts from the strings React renders.
 */
export const INLINE_HASHES_FILE = path.join(BUILD_DIR, "inline-hashes.json");
/** The generated nginx server block (outside build/client, so it is never served). */
export const NGINX_CONF_FILE = path.join(BUILD_DIR, "nginx.conf");

/** "/" -> "index.html", "/AboutUs" -> "AboutUs.html". */
export function htmlFileFor(urlPath: string): string {
  return urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`;
}

/** What the server needs to know about the build it serves. */
export interface BuildInfo {
  /** The bundle posts inquiries to this origin's /api/v1.0/email/send (no EmailJS ids set). */
  emailStandIn: boolean;
  /** The EmailJS origin the bundle talks to, or null for the stand-in. */
  emailOrigin: string | null;
  siteUrl: string;
  /** Built for the site's real domain (app/rules/made-up.ts › isRealSiteUrl): no stand-in. */
  isRealDomain: boolean;
  /** What the build was made from (build-tools/build-inputs.ts): `npm start` rebuilds on a change. */
  inputs: string;
}

/** `build/security-headers.json`: what every response carries, from hosting/http-policy.ts. */
export interface SecurityHeadersFile {
  headers: Record<string, string>;
  /** What /admin/ (the CMS) is sent instead. */
  adminHeaders: Record<string, string>;
}

/** `build/inline-hashes.json`: the `sha256-…` sources of the inline elements, by CSP directive. */
export interface InlineHashesFile {
  scriptHashes: string[];
  styleHashes: string[];
}
