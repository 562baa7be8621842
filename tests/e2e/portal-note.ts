/**
 * Runs in the page (Playwright's `page.evaluate`, the engines' `engine.evaluate`): the widths,
 * from a 320 px phone's 238 px up, at which the full stop after the contact form's portal link
 * starts a line of its own. WebKit wrapped after the link's inline-flex box at many widths,
 * Chromium at a few. Self-contained: it is sent to the browser as text.
 */
export function widthsSplittingPortalNote(): (number | string)[] {
  const link = document.querySelector<HTMLAnchorElement>('form a[href^="https:"]');
  const paragraph = link?.closest("p");
  if (!link || !paragraph) return ["no note"];
  const texts = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
  let fullStop: Text | undefined;
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    if (node.textContent?.trim() && !link.contains(node)) fullStop = node as Text;
  }
  if (!fullStop?.textContent?.endsWith(".")) return ["no full stop"];
  const range = document.createRange();
  range.setStart(fullStop, fullStop.length - 1);
  range.setEnd(fullStop, fullStop.length);
  const widths: number[] = [];
  for (let width = 238; width <= 700; width += 1) {
    paragraph.style.width = `${width}px`;
    const gap = range.getBoundingClientRect().bottom - link.getBoundingClientRect().bottom;
    if (Math.abs(gap) > 4) widths.push(width);
  }
  paragraph.style.width = "";
  return widths;
}
