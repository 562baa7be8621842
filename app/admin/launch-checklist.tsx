/**
 * The launch checklist at the top of /admin/'s lists (docs/product.md §24: "the owner launches
 * it herself"), as a hosted site builder shows one: what still stops the site from going live at
 * its own address, each with a link that opens its entry at its field, the progress, "Ready to go
 * live" when none is left, and what only the person who looks after the website can do, with how
 * to reach them (read from the saved site.yaml after sign-in: no public file holds it). Its items are the build's: the made-up values a build for the real domain
 * refuses, in the words it prints (build-tools/made-up-check.ts), which the build writes to
 * PUBLISHED_PATH; so the two never disagree. It goes once the site is live at its own address.
 */
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";

import { cmsFiles } from "virtual:cms-files";
import { cms } from "virtual:config";

import type { SiteConfig } from "~/lib/site-config.ts";
import type { Site } from "~/schemas/data-files.ts";
import { isRealSiteUrl, type LaunchItem } from "~/rules/made-up.ts";
import { PUBLISHED_PATH } from "~/shared/paths.ts";

import { placeOfValue } from "./field-rules.ts";
import { LIVE_EVENT, savedFile } from "./publish-status.tsx";
import { openAtField } from "./site-widgets.tsx";

const keyOf = ({ file, path, value }: LaunchItem) => JSON.stringify([file, path, value]);

/**
 * What the site was built from: what is left, and how many places are done, both derived from
 * the content, so every device shows the same progress.
 */
async function readChecklist() {
  const answer = await fetch(PUBLISHED_PATH, { cache: "no-store" });
  const { madeUp, launchDone, config } = (await answer.json()) as {
    madeUp: LaunchItem[];
    launchDone: number;
    config: SiteConfig;
  };
  // Who looks after the website is in no public file (docs/product.md §28): read where it is saved.
  const siteFile = cmsFiles.find(({ name }) => name === "site")?.file;
  const saved = siteFile ? await savedFile(cms, siteFile) : undefined;
  const webmaster = await import("yaml")
    .then(({ parse }) => saved && (parse(saved.text) as Partial<Site> | null)?.webmaster)
    .catch(() => undefined);
  return { left: madeUp, config, total: launchDone + madeUp.length, webmaster };
}

function LaunchChecklist() {
  const [checklist, setChecklist] = useState<Awaited<ReturnType<typeof readChecklist>>>();
  useEffect(() => {
    const load = () => void readChecklist().then(setChecklist, () => undefined);
    const stop = new AbortController();
    for (const event of [LIVE_EVENT, "hashchange"]) {
      window.addEventListener(event, load, { signal: stop.signal });
    }
    load();
    return () => stop.abort();
  }, []);
  if (!checklist) return null;
  const { left, config, total, webmaster } = checklist;
  const steps = {
    [`Your own web address (the site is built for ${config.siteUrl})`]: isRealSiteUrl(
      config.siteUrl,
    ),
    "EmailJS, so the contact form's messages reach your email": !config.emailJs.isStandIn,
    "Your sign-in with GitHub, to edit the live site from anywhere": !cms.localBackendUrl,
  };
  const toDo = Object.values(steps).filter((isDone) => !isDone).length;
  if (left.length === 0 && toDo === 0) return null;
  return (
    <section className="site-launch" aria-labelledby="site-launch-title">
      <h2 id="site-launch-title">
        {left.length > 0 ? "Before your site goes live" : "Ready to go live"}
      </h2>
      <p>
        <progress value={total - left.length} max={total} /> {total - left.length} of {total} done
      </p>
      {left.length > 0 ? (
        <details>
          <summary>
            Replace {left.length} made-up detail{left.length === 1 ? "" : "s"}: the site is not
            published at your own address while one is left
          </summary>
          <ol>
            {left.map((item) => (
              <li key={keyOf(item)}>
                <span>{item.words}</span>{" "}
                <a
                  className="site-launch-open"
                  href={`#/collections/${cmsFiles.find(({ name }) => name === item.file)?.collection}/entries/${item.file}`}
                  onClick={() => openAtField(item.file, placeOfValue(item))}
                >
                  Open
                </a>
              </li>
            ))}
          </ol>
        </details>
      ) : (
        <p>Nothing made-up is left: your site can go live at your own address.</p>
      )}
      <details>
        <summary>What the person who looks after your website does ({toDo} to do)</summary>
        <ul>
          {Object.entries(steps).map(([words, isDone]) => (
            <li key={words} data-done={isDone}>
              <strong>{isDone ? "Done" : "To do"}:</strong> {words}
            </li>
          ))}
        </ul>
        <p>
          {webmaster ? (
            `Ask ${webmaster}.`
          ) : (
            <>
              Who is it? Write their name and phone under Business details › Who looks after the
              website, and it shows here.{" "}
              <a className="site-launch-open" href="#/collections/content/entries/site">
                Open Business details
              </a>
            </>
          )}
        </p>
      </details>
    </section>
  );
}

/**
 * Puts the checklist at the top of /admin/'s lists (Decap's main area after its header, which
 * the entry editor has not): kept there as Decap draws its screens.
 */
export function showLaunchChecklist(): void {
  const host = document.createElement("div");
  host.id = "site-launch";
  createRoot(host).render(<LaunchChecklist />);
  new MutationObserver(() => {
    const main = document.querySelector("#nc-root > header + div");
    if (!main) host.remove();
    else if (main.firstChild !== host) main.prepend(host);
  }).observe(document.body, { childList: true, subtree: true });
}
