import { lazy, Suspense, useSyncExternalStore } from "react";
import { startEarly } from "#src/admin/early-requests.ts";

// The admin bundle (Ant Design and all screens) is a separate chunk, requested only here, in the browser: as soon as
// this module runs, with the session check, instead of after hydration (the admin renders nothing on the server).
const inTheAdmin = typeof window !== "undefined" && window.location.pathname.startsWith("/admin");
if (inTheAdmin) startEarly("ad/me");
const adminApp = inTheAdmin ? import("#src/admin/app.tsx") : undefined;
const AdminApp = lazy(() => adminApp ?? import("#src/admin/app.tsx"));

export const meta = () => [{ title: "Fantai admin" }, { name: "robots", content: "noindex, nofollow" }];

// A spinner that appears only when loading takes longer than 500 ms (product rules §9), without the admin bundle.
const SHELL_CSS = `
.admin-shell{min-height:100vh;display:grid;place-items:center;background:#f5f5f5}
.admin-shell__spinner{width:36px;height:36px;border-radius:50%;border:3px solid #d9e7dc;border-top-color:#0f5132;opacity:0;animation:admin-shell-in 0s linear .5s forwards,admin-shell-spin .8s linear infinite}
@keyframes admin-shell-in{to{opacity:1}}
@keyframes admin-shell-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.admin-shell__spinner{animation:admin-shell-in 0s linear .5s forwards}}
`;

const subscribeToNothing = () => () => {};

/** The server sends a light shell; the admin renders on the client only. */
export default function AdminRoute() {
  // false on the server and while hydrating, true in the browser afterwards.
  const mounted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const shell = (
    <div className="admin-shell" aria-busy="true">
      <style>{SHELL_CSS}</style>
      <span className="admin-shell__spinner" role="progressbar" aria-label="Loading" />
    </div>
  );
  if (!mounted) return shell;
  return (
    <Suspense fallback={shell}>
      <AdminApp />
    </Suspense>
  );
}
