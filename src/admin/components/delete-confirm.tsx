import { Popconfirm } from "antd";
import type { ReactElement, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TRASH_DAYS } from "#domain/resources.ts";

/** Asks "Delete …?" before a delete button acts, saying by default where the record goes: the trash, or nowhere. */
export function DeleteConfirm({
  title,
  description,
  toTrash = false,
  onConfirm,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** The record goes to the trash (decision 091) rather than being deleted for good. */
  toTrash?: boolean | undefined;
  onConfirm: () => unknown;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const consequence = toTrash ? t("confirm.toTrash", { days: TRASH_DAYS }) : t("confirm.cannotUndo");
  return (
    <Popconfirm
      title={title}
      description={description ?? consequence}
      okText={t("actions.delete")}
      cancelText={t("actions.cancel")}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
