/**
 * What the public forms validate with in the browser: the server's zod schemas. Loaded on demand through
 * form-rules.ts (decision 100), never with a page: vite.config.ts keeps it, the schemas and zod in the forms chunk.
 */
export { enquiryFieldError, enquirySchema, firstErrors } from "#domain/forms/enquiry.ts";
export { warrantySchema } from "#domain/forms/warranty.ts";
