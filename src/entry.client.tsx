import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { clearChunkReloadFlag, reloadOnceForChunkError } from "./lib/chunk-reload.ts";

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

if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(hydrate, 0));
else setTimeout(hydrate, 0);
