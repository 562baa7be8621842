/**
 * The formats a data file's values must have. The schemas (app/schemas/) check them,
 * and so does the CMS at each field, with the schema itself (app/admin/site-widgets.tsx).
 */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The schema also checks that the address parses as a URL. */
export const HTTPS_URL_PATTERN = /^https:\/\/\S+$/;
export const MONTH_DAY_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const ISO_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A state or country code such as OH or US. */
export const TWO_LETTER_CODE_PATTERN = /^[A-Z]{2}$/;
export const ZIP_CODE_PATTERN = /^\d{5}$/;
export const VIDEO_ID_PATTERN = /^[\w-]{0,64}$/;
/** A first name and an initial ("Linda M."). */
export const TESTIMONIAL_NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ' -]+ [A-Z]\.$/;
