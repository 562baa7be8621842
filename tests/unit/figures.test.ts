// @vitest-environment jsdom
/**
 * The figures ({years}, {amount}, ...) are one list: the build fills them in, the CMS preview
 * fills in the same ones (the CMS hint that names them: tests/unit/cms-config.test.ts).
 */
import { render, screen } from "@testing-library/react";
import { createElement } from "react";
import { describe, expect, it } from "vitest";

import { TestimonialsPreview } from "~/admin/previews.tsx";
import { figureNames, figuresOf, fillFigures } from "~/rules/figures.ts";
import { meetingWays } from "~/rules/meeting.ts";
import { loadContent } from "~/schemas/load.server.ts";
import { FIXTURE_CONTENT_PATH } from "../fixtures/content-dir.ts";

const content = loadContent(FIXTURE_CONTENT_PATH);
const figures = figuresOf(content);

describe("the figures", () => {
  it("are read from the business details and the referral program", () => {
    expect(figures).toEqual({
      years: String(content.site.yearsOfExperience),
      bits: String(content.site.portalEncryptionBits),
      amount: String(content.referral.amount),
      owner: content.site.ownerName,
      ownerFirstName: content.site.ownerName.split(" ")[0],
      locality: content.site.address.locality,
      region: content.site.address.region,
      businessName: content.site.businessName,
      email: content.site.email,
      phone: content.site.phone,
      howWeMeet: meetingWays[content.site.meeting].sentence,
    });
    expect(Object.keys(figures)).toEqual(figureNames);
  });

  it("fill a text, and leave an unknown name to the caller", () => {
    expect(fillFigures("{years} years, ${amount}", figures)).toBe(
      `${figures.years} years, $${figures.amount}`,
    );
    expect(fillFigures("a {nope} here", figures)).toBe("a {nope} here");
    expect(fillFigures("a {nope} here", figures, (placeholder) => `[${placeholder}]`)).toBe(
      "a [{nope}] here",
    );
    // Only the figures' own names: not what every object inherits.
    expect(fillFigures("{constructor}", figures)).toBe("{constructor}");
  });

  it("are every figure the CMS preview fills in, {amount} included", () => {
    const text = figureNames.map((name) => `${name}={${name}}`).join(" ");
    const data = { testimonials: [{ name: "Nora B.", clientSince: 2021, text }] };
    const entry = { get: () => ({ toJS: () => data }) };
    render(createElement(TestimonialsPreview, { entry } as never));
    const filled = figureNames.map((name) => `${name}=${figures[name]}`).join(" ");
    expect(screen.getByText(`“${filled}”`)).toBeInTheDocument();
  });
});
