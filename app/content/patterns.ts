/**
 * The formats a data file's values must have, shared by the schema (app/content/schema.ts) and
 * the CMS's field patterns (app/admin/cms-config.ts), so both say the same. No imports: the
 * CMS bundle takes them without the schema library.
 */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MONTH_DAY_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const ISO_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const VIDEO_ID_PATTERN = /^[\w-]{0,64}$/;
/** A first name and an initial ("Linda M."); no Unicode classes, which Decap cannot read. */
export const TESTIMONIAL_NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ' -]+ [A-Z]\.$/;
