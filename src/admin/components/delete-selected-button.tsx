import { DeleteOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { DeleteConfirm } from "./delete-confirm.tsx";

/** The batch bar's "Delete selected", behind a confirmation that says where the records go. */
export function DeleteSelectedButton({
  count,
  busy,
  toTrash,
  onConfirm,
}: {
  count: number;
  busy: boolean;
  toTrash?: boolean | undefined;
  onConfirm: () => unknown;
}) {
  const { t } = useTranslation();
  return (
    <DeleteConfirm title={t("confirm.deleteMany", { count })} toTrash={toTrash} onConfirm={onConfirm}>
      <Button danger icon={<DeleteOutlined />} loading={busy}>
        {t("list.deleteSelected")}
      </Button>
    </DeleteConfirm>
  );
}
