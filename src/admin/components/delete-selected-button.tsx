import { DeleteOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { DeleteConfirm } from "./delete-confirm.tsx";

/** The batch bar's "Delete selected", behind a confirmation that says it cannot be undone. */
export function DeleteSelectedButton({ count, busy, onConfirm }: { count: number; busy: boolean; onConfirm: () => unknown }) {
  const { t } = useTranslation();
  return (
    <DeleteConfirm title={t("confirm.deleteMany", { count })} onConfirm={onConfirm}>
      <Button danger icon={<DeleteOutlined />} loading={busy}>
        {t("list.deleteSelected")}
      </Button>
    </DeleteConfirm>
  );
}
