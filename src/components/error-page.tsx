import { Component, type ReactNode } from "react";
import { useTranslation } from "#src/lib/i18n-react.tsx";
import { LocalLink } from "./local-link.tsx";

/** product rules §2/§8: the 404 page and the generic error page ('Hmmm..', 'Something is wrong here.'). */
export function ErrorPage({ status }: { status: number }) {
  return (
    <ErrorPageGuard>
      <ErrorPageContent status={status} />
    </ErrorPageGuard>
  );
}

function ErrorPageContent({ status }: { status: number }) {
  const { t } = useTranslation("common");
  const texts = status === 404 ? "notFound" : status === 410 ? "previewExpired" : "generic";
  return (
    <main id="main" className="error-page">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1>{t(`errors.${texts}Title`)}</h1>
      <p>{t(`errors.${texts}Description`)}</p>
      <LocalLink to="/" className="button button--primary">
        {t("actions.backToHome")}
      </LocalLink>
    </main>
  );
}

/** If the error page itself throws, fall back to plain text that cannot fail. */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="error-page">
        <h1>An error occurred while showing the error page</h1>
        <a href="/">Home</a>
      </main>
    );
  }
}
