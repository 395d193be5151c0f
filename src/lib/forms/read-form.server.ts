import { data } from "react-router";

/**
 * A route action's form fields. A body that is not a readable form (no or another content type,
 * a broken multipart boundary) is the sender's mistake: a 400 page, not a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The form data could not be read.", { status: 400 });
  }
}
