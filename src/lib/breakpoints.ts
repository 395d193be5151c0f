/**
 * product rules §9's mobile breakpoint: the phone layout is below 750 px, the wider one from 750 px. These are the only
 * two forms of it (the stylesheets write the same two queries; breakpoints.test.ts checks), so no width is both or neither.
 */
export const PHONE_MEDIA = "(max-width: 749.98px)";
export const WIDE_MEDIA = "(min-width: 750px)";
