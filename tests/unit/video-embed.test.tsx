// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { VideoEmbed } from "~/components/sections/video-embed.tsx";
import { videos } from "virtual:content";
import { readDeployment } from "../../build-tools/env.ts";
import { writeHostFiles } from "../../build-tools/host-files.ts";
import { makeBuildFixture } from "./build-fixture.ts";

const [, fixtureChapter] = videos.chapters;
if (!fixtureChapter) throw new Error("the content lists four chapters");
const chapter = (id: string) => ({ ...fixtureChapter, id });

describe("VideoEmbed", () => {
  it("embeds a configured video at 853x480, lazily, from the privacy-enhanced host", () => {
    render(<VideoEmbed video={chapter("dQw4w9WgXcQ")} platform="youtube" />);
    const frame = screen.getByTitle(fixtureChapter.title);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(frame).toHaveAttribute("width", "853");
    expect(frame).toHaveAttribute("height", "480");
    expect(frame).toHaveAttribute("loading", "lazy");
  });

  it("uses Vimeo's do-not-track player when Vimeo is configured", () => {
    render(<VideoEmbed video={chapter("76979871")} platform="vimeo" />);
    expect(screen.getByTitle(fixtureChapter.title)).toHaveAttribute(
      "src",
      "https://player.vimeo.com/video/76979871?dnt=1",
    );
  });

  it.each(["youtube", "vimeo"] as const)(
    "asks for exactly the features the site's Permissions-Policy delegates to its host (%s)",
    async (platform) => {
      // The headers a build with this video sends (build-tools/host-files.ts), as the browser
      // reads them.
      const video = chapter("76979871");
      const fixture = await makeBuildFixture();
      try {
        const headers = await writeHostFiles(
          { deployment: readDeployment({}), videos: { ...videos, platform, chapters: [video] } },
          { clientDir: fixture.clientDir, buildDir: fixture.buildDir },
        );
        render(<VideoEmbed video={video} platform={platform} />);
        const frame = screen.getByTitle(video.title);
        const origin = `"${new URL(frame.getAttribute("src") ?? "").origin}"`;
        const asked = (frame.getAttribute("allow") ?? "").split(";").map((item) => item.trim());
        const delegated = (headers["Permissions-Policy"] ?? "")
          .split(", ")
          .map((item) => item.split("="))
          .filter(([, allowlist]) => allowlist?.includes(origin))
          .map(([feature]) => feature);
        expect(asked.length).toBeGreaterThan(0);
        expect(delegated.sort()).toEqual([...asked].sort());
      } finally {
        await fixture.remove();
      }
    },
  );

  it("shows a coming-soon card and no frame without an id", () => {
    const { container } = render(<VideoEmbed video={chapter("")} platform="youtube" />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByText("Coming soon")).toBeVisible();
    expect(screen.getByRole("heading", { name: fixtureChapter.title })).toBeVisible();
  });
});
