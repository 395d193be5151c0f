import { App } from "antd";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { configureHttp, http, type ApiErrorKind, type ItemResponse } from "./http.ts";
import { clearToken, loginPath } from "./session.ts";

export interface AdminUser {
  id: number;
  email: string;
  name?: string;
  /** Decision 054; absent on servers from before roles, which treat everyone as an admin. */
  role?: "admin" | "editor";
  /** Decision 074: whether the account uses a second factor, whether the site requires one, and whether this session may only set it up. */
  second_factor?: { enabled: boolean; required: boolean; enrol_only: boolean; recovery_codes_left: number };
}

interface AuthState {
  user: AdminUser | null;
  signOut(): Promise<void>;
  /** Loads the signed-in user again (after turning the second factor on or off). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState>({ user: null, signOut: async () => {}, refresh: async () => {} });

export const useAuth = () => useContext(AuthContext);

const NOTICE_TITLES: Record<ApiErrorKind, string> = {
  unauthenticated: "notify.unauthenticated",
  validation: "notify.validation",
  timeout: "notify.timeout",
  network: "notify.network",
  aborted: "notify.failed",
  http: "notify.failed",
};

/** A lost connection's title says it all, in the admin's language; the client's own sentence is English. */
const CONNECTION_KINDS: ReadonlySet<ApiErrorKind> = new Set(["timeout", "network"]);

/**
 * Connects the HTTP client to the router and the notifications, loads the signed-in user
 * in the background (the screen does not wait for it) and offers sign-out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const [user, setUser] = useState<AdminUser | null>(null);

  useEffect(() => {
    configureHttp({
      onUnauthenticated(wanted) {
        navigate(loginPath(wanted), { replace: true });
      },
      notify(notice) {
        notification.error({
          key: `${notice.kind}:${notice.message}`,
          title: t(NOTICE_TITLES[notice.kind]),
          description: notice.details.length ? (
            <ul className="admin-notice-list">
              {notice.details.slice(0, 6).map((detail, index) => (
                <li key={index}>{detail}</li>
              ))}
            </ul>
          ) : CONNECTION_KINDS.has(notice.kind) ? undefined : (
            notice.message
          ),
        });
      },
    });
  }, [navigate, notification, t]);

  useEffect(() => {
    const controller = new AbortController();
    http
      .get<ItemResponse<AdminUser>>("ad/me", undefined, { signal: controller.signal, silent: true })
      .then((response) => setUser(response.data))
      .catch(() => {});
    return () => controller.abort();
  }, []);

  const signOut = useCallback(async () => {
    try {
      await http.post("ad/logout", undefined, { silent: true });
    } catch {
      // the token is dropped either way
    }
    clearToken();
    sessionStorage.removeItem("FANTAI_admin_tabs");
    navigate("/login", { replace: true });
  }, [navigate]);

  const refresh = useCallback(async () => {
    try {
      setUser((await http.get<ItemResponse<AdminUser>>("ad/me", undefined, { silent: true })).data);
    } catch {
      // the next call says what is wrong
    }
  }, []);

  const value = useMemo(() => ({ user, signOut, refresh }), [user, signOut, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
