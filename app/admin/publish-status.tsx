/**
 * Where the owner's change stands (docs/product.md §18: "/admin/ says when her change is live, or
 * why not"). After each Publish, a line at the foot of /admin/ says "being published", then
 * "live on the site" once the site the visitors get was built from exactly what she saved: the
 * build writes each data file's fingerprint to PUBLISHED_PATH, and the saved file's is read
 * back from where the CMS saved it (decap-server locally, GitHub on the live site). When the
 * site's own server (`npm start`, `npm run cms`) reports a failed build, the line says why, in
 * the build's words, until a good build replaces it; a static host reports nothing, so after a
 * while the line says where the host tells why (its email). What she published last is kept
 * in this browser, so a reload picks it up again.
 */
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";

import { BUILD_STATUS_PATH, PUBLISHED_PATH } from "~/shared/paths.ts";
import { officeDateAt } from "~/lib/hours.ts";
import { formatIsoDate } from "~/rules/calendar-day.ts";
import { messageShownFrom } from "~/rules/notices.ts";
import { pages } from "~/pages.ts";
import type { Closure, Hours, TaxDate } from "~/schemas/data-files.ts";
import { listedFrom } from "~/lib/tax-calendars.ts";

import { cmsFiles } from "virtual:cms-files";
import { hours as publishedHours, taxDates as publishedTaxDates } from "virtual:content";

import { type CmsOptions, cmsPathOf } from "./cms-config.ts";
import { declarationOf } from "./field-rules.ts";

/** What was published: which file, when, and where and when it shows. */
interface Publication {
  path: string;
  /** The entry's name in the CMS ("Site-wide notice"). */
  label: string;
  savedAt: number;
  /** Where it shows ("on Contact Us", "on every page", "in the calendar feeds"), and a page's address. */
  where: string;
  view: string;
  /** What shows only later: "“Closed” shows from Friday, December 4, 2026, …". */
  later?: string;
}

/**
 * Where a file just saved shows, and what of it shows only later (docs/product.md §24: "Live"
 * says where and from when): every page that reads it ("on Reviews and Home": the first
 * testimonial is on Home too); a closure to come shows "Closed" on its first day, and its message
 * at the top of every page from a week before (rules/notices.ts), not now; a new tax date is in
 * the feeds now, and on Resources once it is within the year the page lists.
 */
export function showingOf(
  entryName: string,
  { closures = [], dates = [] }: Partial<Hours> & { dates?: readonly TaxDate[] },
  now = new Date(),
) {
  const shownOn = declarationOf(entryName)?.shownOn ?? [];
  const names = shownOn.map((path) => pages.find((page) => page.path === path)?.navLabel);
  const today = officeDateAt(now, publishedHours.timeZone);
  const keyOf = ({ date, name, message }: Closure) => `${date} ${name} ${message}`;
  const published = new Set(publishedHours.closures.map(keyOf));
  const [next] = closures
    .filter((closure) => closure.date > today && !published.has(keyOf(closure)))
    .toSorted((a, b) => a.date.localeCompare(b.date));
  const messageFrom = next ? messageShownFrom(next) : today;
  const message = messageFrom > today ? `from ${formatIsoDate(messageFrom)}` : "now";
  const dateKey = ({ id, date, title }: TaxDate) => `${id} ${date} ${title}`;
  const publishedDates = new Set(publishedTaxDates.map(dateKey));
  const newDates = dates.filter(
    (entry) => entry.date >= today && !publishedDates.has(dateKey(entry)),
  );
  const listedDays = newDates.map((entry) => listedFrom(dates, entry.date) ?? today);
  const [firstListed] = listedDays.filter((day) => day > today).toSorted();
  const isOnlyInFeeds = newDates.length > 0 && listedDays.every((day) => day > today);
  const later = [
    next &&
      `“Closed” shows from ${formatIsoDate(next.date)}${next.message ? `, and its message on every page ${message}` : ""}.`,
    firstListed &&
      `Resources lists ${isOnlyInFeeds ? "it" : "the later dates"} from ${formatIsoDate(firstListed)} (a year of dates ahead).`,
  ].filter(Boolean);
  return {
    where: isOnlyInFeeds
      ? "in the calendar feeds"
      : `on ${names.length > 0 ? names.join(" and ") : "every page"}`,
    view: shownOn[0] ?? "/",
    ...(later.length > 0 && { later: later.join(" ") }),
  };
}

type Standing =
  | { kind: "none" }
  | { kind: "publishing"; publication: Publication }
  | { kind: "live"; publication: Publication }
  | { kind: "failed"; publication?: Publication; problems: string[] }
  | { kind: "late"; publication: Publication };

/** What npm start reports of its builds (scripts/start.ts › BuildStatus). */
interface BuildStatus {
  building: { since: string } | null;
  failed: { startedAt: string; endedAt: string; problems: string[] } | null;
}

const STORAGE_KEY = "site-publication";
/** Said on the page when the publication is live (the launch checklist reads the site again). */
export const LIVE_EVENT = "site-live";
/** How long "live on the site" stays before the line goes by itself. */
const LIVE_SHOWN_MS = 30_000;

/** How long a publication may take before the line says it is late: seconds here, minutes live. */
const LATE_AFTER_MS = { local: 2 * 60_000, host: 15 * 60_000 };
const CHECK_EVERY_MS = { local: 1_000, host: 15_000 };

/** Reads a JSON answer, or undefined when there is none (a static host has no build status). */
async function fetchJson<T>(url: string, init?: RequestInit): Promise<T | undefined> {
  try {
    const response = await fetch(url, { cache: "no-store", ...init });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A saved data file and its fingerprint, read back from where the CMS saved it (after sign-in on
 * the live site): what the launch checklist reads that no public file holds (docs/product.md §28).
 */
export async function savedFile(
  options: CmsOptions,
  path: string,
): Promise<{ text: string; fingerprint?: string } | undefined> {
  if (options.localBackendUrl) {
    // decap-server answers a file with its sha256 (its `id`).
    const entry = await fetchJson<{ file?: { id?: string }; data?: string }>(
      options.localBackendUrl,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "getEntry", params: { branch: options.branch, path } }),
      },
    );
    return entry && { text: entry.data ?? "", fingerprint: entry.file?.id };
  }
  const token = (JSON.parse(localStorage.getItem("decap-cms-user") ?? "{}") as { token?: string })
    .token;
  if (!token) return undefined;
  try {
    const response = await fetch(
      `https://api.github.com/repos/${options.repo}/contents/${path}?ref=${encodeURIComponent(options.branch)}`,
      {
        cache: "no-store",
        headers: { Authorization: `token ${token}`, Accept: "application/vnd.github.raw+json" },
      },
    );
    if (!response.ok) return undefined;
    const bytes = await response.arrayBuffer();
    return { text: new TextDecoder().decode(bytes), fingerprint: await sha256(bytes) };
  } catch {
    return undefined;
  }
}

/** Where a publication stands now. */
async function standingOf(options: CmsOptions, publication: Publication): Promise<Standing> {
  const [saved, published, status] = await Promise.all([
    savedFile(options, publication.path).then((file) => file?.fingerprint),
    fetchJson<{ files: Record<string, string> }>(PUBLISHED_PATH),
    fetchJson<BuildStatus>(BUILD_STATUS_PATH),
  ]);
  if (saved && published?.files[publication.path] === saved) {
    return { kind: "live", publication };
  }
  const failed = status?.failed;
  if (failed && !status.building && Date.parse(failed.startedAt) >= publication.savedAt - 2_000) {
    return { kind: "failed", publication, problems: failed.problems };
  }
  const lateAfter = options.localBackendUrl ? LATE_AFTER_MS.local : LATE_AFTER_MS.host;
  return Date.now() - publication.savedAt > lateAfter
    ? { kind: "late", publication }
    : { kind: "publishing", publication };
}

const stored = (): Publication | undefined => {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
};

/** Tells the line that a file was just saved (Decap's postSave). */
export function notePublication(publication: Publication): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(publication));
  window.dispatchEvent(new Event(STORAGE_KEY));
}

function PublishStatus({ options }: { options: CmsOptions }) {
  const [standing, setStanding] = useState<Standing>({ kind: "none" });
  const [publication, setPublication] = useState(stored);

  useEffect(() => {
    const update = () => setPublication(stored());
    window.addEventListener(STORAGE_KEY, update);
    return () => window.removeEventListener(STORAGE_KEY, update);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isCurrent = true;
    const every = options.localBackendUrl ? CHECK_EVERY_MS.local : CHECK_EVERY_MS.host;
    const check = async () => {
      const next = publication
        ? await standingOf(options, publication)
        : await fetchJson<BuildStatus>(BUILD_STATUS_PATH).then((status): Standing =>
            status?.failed
              ? { kind: "failed", problems: status.failed.problems }
              : { kind: "none" },
          );
      if (!isCurrent) return;
      setStanding(next);
      if (next.kind === "publishing") timer = setTimeout(() => void check(), every);
      // Once she has read that it is live, the line goes by itself, and a reopened /admin/
      // shows it no more.
      if (next.kind === "live") {
        localStorage.removeItem(STORAGE_KEY);
        window.dispatchEvent(new Event(LIVE_EVENT));
        timer = setTimeout(() => setPublication(undefined), LIVE_SHOWN_MS);
      }
    };
    void check();
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [options, publication]);

  const dismiss = () => {
    localStorage.removeItem(STORAGE_KEY);
    setPublication(undefined);
    setStanding({ kind: "none" });
  };

  // Until the first check of a new publication answers, it is being published.
  const isAnswered =
    !publication ||
    ("publication" in standing && standing.publication?.savedAt === publication.savedAt);
  if (!isAnswered) return <Line standing={{ kind: "publishing", publication }} options={options} />;
  return <Line standing={standing} options={options} onDismiss={dismiss} />;
}

/**
 * A build's problem as the owner finds it in the CMS: the entry's name for the file
 * ("Office hours and closures: weekly: entry 1: closes must be …").
 */
function inEntryWords(problem: string) {
  const [, file, rest] = /^content\/([^:]+): (.*)$/.exec(problem) ?? [];
  const entry = file && cmsFiles.find((candidate) => candidate.file === cmsPathOf(file));
  return entry ? (
    <>
      <strong>{entry.label}</strong>: {rest}
    </>
  ) : (
    problem
  );
}

/** The line itself, for one standing. */
function Line({
  standing,
  options,
  onDismiss,
}: {
  standing: Standing;
  options: CmsOptions;
  onDismiss?: () => void;
}) {
  if (standing.kind === "none") return null;
  const name =
    "publication" in standing && standing.publication ? `“${standing.publication.label}”` : "";
  const soon = options.localBackendUrl ? "in a few seconds" : "within a few minutes";
  return (
    <div
      className="site-publish-status"
      data-standing={standing.kind}
      role={standing.kind === "failed" ? "alert" : "status"}
    >
      {standing.kind === "publishing" && (
        <p>
          <strong>Being published:</strong> {name} is saved and goes live on the site {soon}.
        </p>
      )}
      {standing.kind === "live" && (
        <p>
          <strong>Live {standing.publication.where ?? "on the site"} now:</strong> {name} is what
          visitors see. {standing.publication.later}{" "}
          <a href={standing.publication.view ?? "/"} target="_blank" rel="noopener">
            View it
          </a>
        </p>
      )}
      {standing.kind === "failed" && (
        <>
          <p>
            <strong>Not live:</strong> {name ? `${name} is saved, but the` : "The"} site could not
            be updated, and still shows its last good version. What to correct:
          </p>
          <ul>
            {(standing.problems.length > 0
              ? standing.problems
              : ["Something outside the data files: ask the person who looks after the site."]
            ).map((problem) => (
              <li key={problem}>{inEntryWords(problem)}</li>
            ))}
          </ul>
          <p>Open that entry, correct the field and publish again.</p>
        </>
      )}
      {standing.kind === "late" && (
        <p>
          <strong>Not live yet:</strong> {name} is saved, but the site has not changed since. The
          host may have refused to rebuild it: its email says why. See the owner&apos;s guide, “When
          something is refused”.
        </p>
      )}
      {standing.kind !== "publishing" && onDismiss && (
        <button type="button" onClick={onDismiss} aria-label="Close this message">
          ×
        </button>
      )}
    </div>
  );
}

/**
 * Puts the line at the foot of /admin/. The page keeps room for it below everything else
 * (`--publish-status-height`, admin.css), so no field or button is ever left under it.
 */
export function showPublishStatus(options: CmsOptions): void {
  const host = document.createElement("div");
  host.id = "site-publish-status";
  document.body.append(host);
  new ResizeObserver(() => {
    document.documentElement.style.setProperty(
      "--publish-status-height",
      `${host.getBoundingClientRect().height}px`,
    );
  }).observe(host);
  createRoot(host).render(<PublishStatus options={options} />);
}
