import { useAtom } from "jotai";
import { useEffect } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { PREFETCH_IDLE_MS, connectionAllowsPrefetch } from "#src/lib/prefetch.ts";
import { onlineAtom } from "#src/state/ui.ts";
import { allowPrefetch } from "#src/lib/prefetch-turns.ts";
import { Icon, icons } from "../icons.tsx";

/** Turns link prefetching on after PREFETCH_IDLE_MS of idle time, unless the connection is slow or saving data. */
export function usePrefetchWhenIdle() {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    if (!connectionAllowsPrefetch(connection)) return;
    let idle = 0;
    const timer = window.setTimeout(() => {
      if ("requestIdleCallback" in window) idle = window.requestIdleCallback(allowPrefetch, { timeout: 2000 });
      else allowPrefetch();
    }, PREFETCH_IDLE_MS);
    return () => {
      clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);
}

/** product rules §8 offline detection, shown to the visitor as a banner while the browser is offline. */
export function OfflineBanner() {
  const { t } = useTranslation("common");
  const [online, setOnline] = useAtom(onlineAtom);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, [setOnline]);
  return (
    <div className="offline-banner" role="status" aria-live="assertive" data-offline={online ? undefined : "true"}>
      {!online && (
        <>
          <Icon name={icons.wifiOff} size={18} />
          <span>
            <strong>{t("offline.title")}</strong> {t("offline.text")}
          </span>
        </>
      )}
    </div>
  );
}
