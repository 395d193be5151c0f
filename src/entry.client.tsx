import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { clearChunkReloadFlag, reloadOnceForChunkError } from "./lib/chunk-reload.ts";
import { isLocale } from "#domain/locales.ts";
import { fetchMessages, MESSAGES_LINK_ATTRIBUTE, TEXT_PART_ATTRIBUTE, type TextPart } from "#domain/public-messages.ts";

// Vite reports a failed dynamic import (a route chunk from an older deployment) here.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});
window.addEventListener("load", () => setTimeout(clearChunkReloadFlag, 5000));

/** The server's HTML is painted first; hydration starts in the task after that frame, in small slices. */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

function scheduleHydration() {
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(hydrate, 0));
  else setTimeout(hydrate, 0);
}

/**
 * The page's texts first (decisions 067 and 094): the server's HTML stays as it is if they cannot be fetched,
 * which is better than hydrating into keys. A page without them (none rendered) hydrates at once.
 */
const textLinks = [...document.querySelectorAll<HTMLLinkElement>(`link[${MESSAGES_LINK_ATTRIBUTE}]`)];
const textsLocale = textLinks[0]?.getAttribute(MESSAGES_LINK_ATTRIBUTE);
if (textLinks.length && isLocale(textsLocale)) {
  const base = new URL(textLinks[0]!.href).pathname.replace(/\/[^/]+$/, "");
  const groups = textLinks.map((link) => (link.getAttribute(TEXT_PART_ATTRIBUTE) ?? "").split("+") as TextPart[]);
  fetchMessages(textsLocale, base, groups).then(scheduleHydration, (error: unknown) => console.error(error));
} else scheduleHydration();
