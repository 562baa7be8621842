/**
 * The check behind "no third parties, proven" (docs/product.md §21), pure so a unit test can show it
 * fail on a planted tracker: every origin a built page, stylesheet, script or response header
 * names must be known, and every origin a page LOADS from must be declared as loaded
 * (app/shared/third-parties.ts). Known means: the site's own origin, a declared third party
 * (loaded or linked), a name no browser requests (`namedNeverReached`), or a link the owner wrote
 * (an origin her content names: `ownersOrigins`). Links (`<a href>`) may go to any known origin;
 * loads (scripts, stylesheets, images, frames, media, form posts, CSS `url()`, the CSP's fetch
 * directives) only to the site itself or a declared loaded origin, under its directive.
 */
import { declaredOrigins, loadedOrigins, namedNeverReached } from "~/shared/third-parties.ts";

/** One file or answer to check: what it is (for the message), its kind and its text. */
export interface Checked {
  where: string;
  kind: "html" | "css" | "js" | "headers";
  text: string;
}

export interface OriginProblem {
  where: string;
  origin: string;
  why: string;
}

/** An absolute URL's origin; webcal: is https: (the calendar feeds are the site's own files). */
function originOf(url: string, base: string): string | undefined {
  try {
    const parsed = new URL(url.replace(/^webcal:/i, "https:"), base);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Credentials before an `@` (which name no origin), then the host. */
const CREDENTIALS = "(?:[\\w.~%!$&'()*+,;=:-]+@)?";
/** A bracketed IPv6 address, then an optional port. */
const IPV6 = "\\[[\\dA-Fa-f:.]+\\]";
/**
 * A URL's authority as a text may write it. After a scheme, any host the URL parser takes: a
 * single label (`http://tracker`) or a decimal IP (`http://3232235777`, 192.168.1.1) included;
 * after a bare `//` (which JavaScript comments start too), a name with a top-level domain,
 * `localhost` or an IPv4 address.
 */
const SCHEME_URL = `\\b(?:https?|webcal)://${CREDENTIALS}(?:[\\w.-]+|${IPV6})(?::\\d+)?`;
const BARE_URL = `//${CREDENTIALS}(?:[A-Za-z0-9.-]+\\.[A-Za-z]{2,}|localhost|\\d{1,3}(?:\\.\\d{1,3}){3}|${IPV6})(?::\\d+)?`;

/** What a URL's scheme and host are written with, as HTML names the characters. */
const NAMED_ENTITIES: Record<string, string> = {
  sol: "/",
  colon: ":",
  period: ".",
  commat: "@",
  amp: "&",
  lsqb: "[",
  rsqb: "]",
  lbrack: "[",
  rbrack: "]",
  bsol: "\\",
};

/**
 * A text as a browser reads the URLs in it: JavaScript's escapes (`\\/`, `\\u002F`, `\\x2F`,
 * `\\u{2F}`) and HTML's character references (`&#47;`, `&#x2F;`, `&sol;`) decoded, until none is
 * left (one may spell another).
 */
function decoded(text: string): string {
  const character = (code: number) => (code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd");
  const once = text
    .replace(/\\u\{([\dA-Fa-f]+)\}|\\u([\dA-Fa-f]{4})|\\x([\dA-Fa-f]{2})/g, (_, ...hex: string[]) =>
      character(parseInt(hex.slice(0, 3).find(Boolean) ?? "0", 16)),
    )
    .replaceAll("\\/", "/")
    .replace(/&#(?:x([\dA-Fa-f]+)|(\d+));?/g, (_, hex?: string, decimal?: string) =>
      character(hex ? parseInt(hex, 16) : Number(decimal)),
    )
    .replace(/&([A-Za-z]+);/g, (entity, name: string) => NAMED_ENTITIES[name] ?? entity);
  return once === text ? text : decoded(once);
}

/** Every origin a text names: absolute and protocol-relative http(s) and webcal URLs. */
function namedOrigins(text: string, base: string): string[] {
  const found = new Set<string>();
  for (const [url] of text.matchAll(new RegExp(`${SCHEME_URL}|${BARE_URL}`, "gi"))) {
    // A bare `//host` counts only where it starts a value (an attribute, url(), a string).
    const origin = originOf(url.startsWith("//") ? `https:${url}` : url, base);
    if (origin) found.add(origin);
  }
  return [...found];
}

/** The origins of every URL a text mentions, from content data (any depth). */
export function ownersOrigins(content: unknown, base: string): Set<string> {
  const origins = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      for (const [url] of value.matchAll(/\bhttps?:\/\/[^\s)"'<>\]]+/g)) {
        const origin = originOf(url, base);
        if (origin) origins.add(origin);
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(content);
  return origins;
}

/** The elements and attributes through which an HTML page loads something. */
const LOADING_ATTRIBUTES =
  /\b(src|srcset|href|data|action|poster|imagesrcset)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const LOADING_ELEMENTS = new Set([
  "script",
  "link",
  "img",
  "iframe",
  "frame",
  "source",
  "video",
  "audio",
  "track",
  "embed",
  "object",
  "input",
  "form",
  "image",
  "use",
]);
/** `<link rel>` values that name a page rather than load one. */
const NON_LOADING_LINK_RELS = /^(canonical|alternate|author|license|me|help)$/i;

/** A link's `ping`: the addresses a click on it posts to, space-separated. */
const PING_ATTRIBUTE = /\b(ping)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

/** What an HTML page loads from, element by element, with the element's name. */
function htmlLoads(html: string, base: string): { origin: string; element: string }[] {
  const loads: { origin: string; element: string }[] = [];
  for (const [tag, name = ""] of html.matchAll(/<([a-zA-Z][\w-]*)\b[^>]*>/g)) {
    const element = name.toLowerCase();
    const rel = /\brel\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? "";
    const loadsBy =
      LOADING_ELEMENTS.has(element) && !(element === "link" && NON_LOADING_LINK_RELS.test(rel))
        ? LOADING_ATTRIBUTES
        : PING_ATTRIBUTE; // a link (<a>, <area>) loads nothing, but its ping posts on a click
    for (const [, attribute = "", raw = ""] of tag.matchAll(loadsBy)) {
      const value = raw.replace(/^["']|["']$/g, "");
      const urls =
        attribute.toLowerCase() === "ping"
          ? value.split(/\s+/)
          : value.split(/,\s*/).map((candidate) => candidate.trim().split(/\s+/)[0] ?? "");
      for (const url of urls) {
        const origin = originOf(url, base);
        if (origin)
          loads.push({ origin, element: loadsBy === PING_ATTRIBUTE ? `${element} ping` : element });
      }
    }
  }
  return loads;
}

/** What CSS loads: `url(...)` and `@import`. */
function cssLoads(css: string, base: string): string[] {
  const urls = [
    ...[...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/gi)].map((match) => match[1] ?? ""),
    ...[...css.matchAll(/@import\s+["']([^"']+)["']/gi)].map((match) => match[1] ?? ""),
  ];
  return urls.flatMap((url) => originOf(url, base) ?? []);
}

/** The CSP's sources that are origins, by directive. */
function cspLoads(headers: string): { origin: string; directive: string }[] {
  const csp = /content-security-policy:\s*([^\n]*)/i.exec(headers)?.[1] ?? "";
  return csp.split(";").flatMap((directive) => {
    const [name = "", ...sources] = directive.trim().split(/\s+/);
    return sources.flatMap((source) => {
      const origin = /^https?:\/\//.test(source) ? originOf(source, "https://invalid") : undefined;
      return origin ? [{ origin, directive: name }] : [];
    });
  });
}

/**
 * Every problem with the origins of the checked files: an unknown origin named anywhere, or a
 * load from an origin the declaration does not say is loaded (under the directive it says).
 */
export function originProblems(
  checked: readonly Checked[],
  { siteUrl, owners }: { siteUrl: string; owners: ReadonlySet<string> },
): OriginProblem[] {
  const self = new URL(siteUrl).origin;
  const loaded = loadedOrigins();
  const known = new Set<string>([
    self,
    ...declaredOrigins(),
    ...Object.keys(namedNeverReached),
    ...owners,
  ]);
  const problems: OriginProblem[] = [];
  const loadsFrom = (where: string, origin: string, what: string, directive?: string) => {
    if (origin === self) return;
    const declared = loaded.get(origin);
    if (!declared) {
      problems.push({ where, origin, why: `${what} loads from an origin not declared as loaded` });
    } else if (directive && declared !== directive) {
      problems.push({
        where,
        origin,
        why: `${directive} names an origin declared for ${declared}`,
      });
    }
  };
  for (const { where, kind, text: written } of checked) {
    const text = decoded(written);
    for (const origin of namedOrigins(text, siteUrl)) {
      if (!known.has(origin)) {
        problems.push({
          where,
          origin,
          why: "names an origin that is neither declared nor the owner's",
        });
      }
    }
    if (kind === "html") {
      for (const { origin, element } of htmlLoads(text, siteUrl))
        loadsFrom(where, origin, `<${element}>`);
      for (const [, css = ""] of text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
        for (const origin of cssLoads(css, siteUrl)) loadsFrom(where, origin, "its inline CSS");
      }
    }
    if (kind === "css")
      for (const origin of cssLoads(text, siteUrl)) loadsFrom(where, origin, "CSS");
    if (kind === "headers") {
      for (const { origin, directive } of cspLoads(text)) {
        loadsFrom(where, origin, `the CSP's ${directive}`, directive);
      }
    }
  }
  return problems;
}
