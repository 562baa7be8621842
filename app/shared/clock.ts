/**
 * The one clock the site's dates are read from: the day a page is built on (the tax dates from
 * that day on, the closures still to come, the notices, the footer's year, the testimonials'
 * newest year, the structured data, the feeds' stamp), the content's checks, and, in a browser
 * (/admin/'s previews), the browser's own clock. `BUILD_NOW`, an ISO 8601 instant, fixes it for
 * a build: the tests set it, so their pages are the same whatever day they run on
 * (docs/operations.md › Settings). Never set in production, where it is the machine's clock.
 */
export function siteNow(): Date {
  const fixed = globalThis.process?.env?.BUILD_NOW;
  if (!fixed) return new Date();
  const instant = new Date(fixed);
  if (Number.isNaN(instant.getTime())) {
    throw new Error(
      `BUILD_NOW must be an ISO 8601 instant such as 2098-12-01T10:00:00-05:00, not "${fixed}"`,
    );
  }
  return instant;
}
