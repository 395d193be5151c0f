import { data } from "react-router";

/** Any unknown path inside a language: a real 404 rendered by the layout's error boundary. */
export function loader() {
  throw data(null, { status: 404, statusText: "This page could not be found" });
}

export default function NotFound() {
  return null;
}
