import { lazy, Suspense, useEffect, useState } from "react";

// The admin bundle (Ant Design and all screens) is a separate chunk, requested only here, in the browser.
const AdminApp = lazy(() => import("#src/admin/app.tsx"));

export const meta = () => [{ title: "Admin" }, { name: "robots", content: "noindex, nofollow" }];

/** The server sends a light shell; the admin renders on the client only. */
export default function AdminRoute() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const shell = <div className="admin-shell" aria-busy="true" />;
  if (!mounted) return shell;
  return (
    <Suspense fallback={shell}>
      <AdminApp />
    </Suspense>
  );
}
