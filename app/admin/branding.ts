/**
 * /admin/ in the practice's name, not Decap's (docs/product.md §18): the sign-in page and the header
 * show the practice's monogram and name (Decap's `logo`, an image: made here as SVG from the
 * business name), the image says that name to a screen reader (Decap writes "Logo"), and the
 * tab reads "Edit <business name>".
 */

/** The site's monogram (app/components/layout/brand-mark.tsx, public/favicon.svg) and a name. */
export function logoSvg(name: string): string {
  const escaped = name.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  // Wide enough for the name at 22 px in a system font (about 0.6 em a character).
  const width = 48 + Math.ceil(name.length * 13.5);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40">`,
    `<rect y="4" width="32" height="32" rx="7" fill="#1e3a6e"/>`,
    `<path transform="translate(0 4)" d="M9 22V10h4.2l2.8 7 2.8-7H23v12h-3v-7.4L17.2 22h-2.4L12 14.6V22z" fill="#fff"/>`,
    `<text x="44" y="28" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="22" font-weight="600" fill="#1e293b">${escaped}</text>`,
    `</svg>`,
  ].join("");
}

/** Decap's `logo` setting for the practice: on the sign-in page and in the header. */
export const logoOf = (name: string) => ({
  src: `data:image/svg+xml,${encodeURIComponent(logoSvg(name))}`,
  show_in_header: true,
});

/** Names the practice where Decap draws its logo, and in the tab's title. */
export function nameThePractice(name: string): void {
  document.title = `Edit ${name}`;
  const nameLogos = () => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[alt="Logo"]')) {
      image.alt = name;
    }
  };
  new MutationObserver(nameLogos).observe(document.body, { childList: true, subtree: true });
}
