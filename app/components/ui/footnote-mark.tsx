/** An asterisk for sighted readers; screen readers hear the words it stands for instead. */
export function FootnoteMark({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">*</span>
      <span className="sr-only"> {label}</span>
    </>
  );
}
