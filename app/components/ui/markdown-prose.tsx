/**
 * An owner's Markdown text (content/*.md), rendered to HTML at build time by the loader and set
 * here as it is: trusted, since it only ever changes by a commit to this repository. One look for
 * every such text: paragraphs, lists, links and sub-headings.
 */
export function MarkdownProse({ html }: { html: string }) {
  return (
    <div
      className="max-w-prose text-lg leading-8 text-slate-700 [&_a]:text-accent-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-2 [&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
