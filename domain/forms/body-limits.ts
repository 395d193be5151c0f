import { REPORT_PHOTO_MAX_BYTES, REPORT_PHOTO_MAX_COUNT } from "./safety-report.ts";
import { PROOF_MAX_BYTES } from "./warranty.ts";

/**
 * How much of a form's body is read: the page's form reader (src/lib/forms/read-form.server.ts) stops there, and the
 * server's refuseOversizedBodies (server/http/request-guards.ts) answers a body declared longer before it is read.
 */

/** Room beside a form's file (or its megabyte of text) for the other fields and the multipart boundaries. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The most a form without a file may send. The same bound as any request body declared up front
 * (refuseOversizedBodies), which a body sent in chunks declares no length for: so it is counted here as it arrives.
 */
export const FORM_MAX_BYTES = 1024 * 1024 + FORM_OVERHEAD_BYTES;

/**
 * The most the registration form without JavaScript is read of: room for a proof well past its 5 MB, whose
 * bytes past the bound are dropped as they come, so that the form can come back with the visitor's values
 * and the proof's message. Past this the body is read no further (refuseOversizedBodies lets such a body
 * through to this page, with Connection: close, rather than answer it with a bare error page).
 */
export const REGISTER_FORM_MAX_BYTES = 4 * PROOF_MAX_BYTES;

/** The most the incident report form is read of: five photos at their bound and the text fields. */
export const REPORT_FORM_MAX_BYTES = REPORT_PHOTO_MAX_COUNT * REPORT_PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES;
