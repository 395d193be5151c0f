import { App, Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { http } from "../http.ts";

/** What a delete answers: for content, the trash entries it made (decision 091). */
export interface DeleteAnswer {
  data?: { trash_ids?: number[] };
}

/** The trash entries a delete answer names; none for records deleted for good. */
export function trashIdsOf(answer: DeleteAnswer | undefined): number[] {
  return answer?.data?.trash_ids ?? [];
}

/**
 * The message after a delete: for content moved to the trash, it says so, links to the trash and offers Undo (a
 * restore of those entries); for other records, that they were deleted.
 */
export function useDeletedNotice() {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  return ({ trashIds, name, count, onRestored }: { trashIds: readonly number[]; name?: string; count: number; onRestored?: () => void }) => {
    const key = `deleted-${trashIds.join("-") || name}`;
    if (!trashIds.length) {
      notification.success({ key, title: count === 1 ? t("notify.deleted", { name }) : t("notify.deletedMany", { count }) });
      return;
    }
    const undo = async () => {
      try {
        await http.post("ad/trash/_restore", { ids: trashIds });
        notification.success({ key, title: t("notify.trashRestored") });
        onRestored?.();
      } catch {
        // the http client has shown why (a slot taken meanwhile: 409 saying what to do)
      }
    };
    notification.success({
      key,
      title: count === 1 ? t("notify.trashed", { name }) : t("notify.trashedMany", { count }),
      description: <Link to="/admin/trash">{t("notify.openTrash")}</Link>,
      actions: (
        <Button size="small" onClick={() => void undo()} data-testid="undo-delete">
          {t("notify.undo")}
        </Button>
      ),
    });
  };
}
