// @vitest-environment jsdom
/**
 * The CMS's preview pane renders the site's own sections with the entry being edited, figures
 * filled in, even while a just-added item is still empty.
 */
import { render, screen } from "@testing-library/react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";

import { cmsFiles } from "~/admin/cms-fields.server.ts";
import { HomePreview, HoursPreview, previews } from "~/admin/previews.tsx";
import { figuresOf } from "~/rules/figures.ts";
import { loadContent } from "~/schemas/load.server.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

const content = loadContent(FIXTURE_CONTENT_PATH);
const figures = figuresOf(content);

/** Decap's entry: an Immutable map whose `data` the preview reads. */
const entryWith = (data: unknown) => ({ get: () => ({ toJS: () => data }) });
const preview = (Preview: ComponentType<PreviewTemplateComponentProps>, data: unknown) =>
  render(<Preview {...({ entry: entryWith(data) } as unknown as PreviewTemplateComponentProps)} />);

describe("the CMS previews", () => {
  it("show the home page banner, its links working and its figures filled in", () => {
    const hero = { ...content.home.hero, heading: "{years} years in {locality}" };
    preview(HomePreview, { hero });
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: `${figures.years} years in ${figures.locality}`,
      }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: hero.primaryAction })).toHaveAttribute(
      "href",
      "/ContactUs",
    );
  });

  it("show the office hours as edited, leaving out a row still being filled in", () => {
    preview(HoursPreview, {
      ...content.hours,
      weekly: [
        { days: ["Monday", "Wednesday"], opens: "08:00", closes: "12:00", taxSeasonOnly: false },
        { days: [], opens: "", closes: "", taxSeasonOnly: false },
      ],
      closures: [{ date: "", name: "" }],
    });
    expect(screen.getByRole("row", { name: "Monday 8:00 am–12:00 pm" })).toBeVisible();
    expect(screen.getByRole("row", { name: "Tuesday Closed" })).toBeVisible();
  });

  it("fall back to the published time zone while the owner types another", () => {
    preview(HoursPreview, { ...content.hours, timeZone: "America/New_Yo" });
    expect(screen.getByRole("table", { name: /Eastern Time$/ })).toBeVisible();
  });

  it("are registered for entries the CMS has, under the names of the files they show", () => {
    const entries = cmsFiles().map((entry) => entry.name);
    expect(Object.keys(previews).length).toBeGreaterThan(0);
    for (const name of Object.keys(previews)) expect(entries).toContain(name);
  });
});
