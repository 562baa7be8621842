// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { VideoEmbed } from "~/components/sections/video-embed.tsx";
import { videos } from "virtual:content";

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

  it("shows a coming-soon card and no frame without an id", () => {
    const { container } = render(<VideoEmbed video={chapter("")} platform="youtube" />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByText("Coming soon")).toBeVisible();
    expect(screen.getByRole("heading", { name: fixtureChapter.title })).toBeVisible();
  });
});
