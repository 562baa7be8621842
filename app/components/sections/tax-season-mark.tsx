/** The asterisk on weekend hours; screen readers hear the words instead. */
export function TaxSeasonMark() {
  return (
    <>
      <span aria-hidden="true">*</span>
      <span className="sr-only"> (tax season only)</span>
    </>
  );
}
