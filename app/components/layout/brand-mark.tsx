/** The monogram beside the business name (decorative: the name is always written next to it). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="7" fill="var(--color-accent-800)" />
      <path d="M9 22V10h4.2l2.8 7 2.8-7H23v12h-3v-7.4L17.2 22h-2.4L12 14.6V22z" fill="#fff" />
    </svg>
  );
}
