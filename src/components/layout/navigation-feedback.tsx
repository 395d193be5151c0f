import { useEffect, useState } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { useNavigation } from "react-router";

/** product rules §9: the progress bar appears after a 200 ms throttle and creeps towards the end over 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/** product rules §9: the page spinner shows when a navigation takes longer than 500 ms. */
export const SPINNER_DELAY_MS = 500;

/** True once navigation has been busy for `delay` ms; false again as soon as it is idle. */
function useBusyAfter(delay: number): boolean {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // The navigation that has been running for `delay` ms, identified by its target.
  const target = busy ? `${navigation.location?.key ?? ""}:${navigation.formAction ?? ""}` : null;
  const [lateFor, setLateFor] = useState<string | null>(null);
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => setLateFor(target), delay);
    return () => clearTimeout(timer);
  }, [target, delay]);
  return target !== null && lateFor === target;
}

export function RouteProgressBar() {
  const active = useBusyAfter(PROGRESS_THROTTLE_MS);
  return (
    <div
      className={active ? "route-progress route-progress--active" : "route-progress"}
      style={{ "--progress-duration": `${PROGRESS_DURATION_MS}ms` } as React.CSSProperties}
      aria-hidden="true"
    />
  );
}

export function PageSpinner() {
  const { t } = useTranslation("common");
  const visible = useBusyAfter(SPINNER_DELAY_MS);
  if (!visible) return null;
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{t("actions.loading")}</span>
    </div>
  );
}
