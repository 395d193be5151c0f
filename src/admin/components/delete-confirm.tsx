import { Popconfirm } from "antd";
import type { ReactElement, ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Asks "Delete …?" (by default: it cannot be undone) before a delete button acts. */
export function DeleteConfirm({
  title,
  description,
  onConfirm,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  onConfirm: () => unknown;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      description={description ?? t("confirm.cannotUndo")}
      okText={t("actions.delete")}
      cancelText={t("actions.cancel")}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
