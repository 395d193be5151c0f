import { DeleteOutlined } from "@ant-design/icons";
import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";

/** The batch bar's "Delete selected", behind a confirmation that says it cannot be undone. */
export function DeleteSelectedButton({ count, busy, onConfirm }: { count: number; busy: boolean; onConfirm: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t("confirm.deleteMany", { count })}
      description={t("confirm.cannotUndo")}
      okText={t("actions.delete")}
      cancelText={t("actions.cancel")}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button danger icon={<DeleteOutlined />} loading={busy}>
        {t("list.deleteSelected")}
      </Button>
    </Popconfirm>
  );
}
