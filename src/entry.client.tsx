import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { clearChunkReloadFlag, reloadOnceForChunkError } from "./lib/chunk-reload.ts";

// Vite reports a failed dynamic import (a route chunk from an older deployment) here.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});
window.addEventListener("load", () => setTimeout(clearChunkReloadFlag, 5000));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
