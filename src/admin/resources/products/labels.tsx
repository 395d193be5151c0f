import { FilePdfOutlined, FileImageOutlined, QrcodeOutlined } from "@ant-design/icons";
import { App, Button, Card, InputNumber, Modal, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadCsv as download } from "../../http.ts";

/** The code's width in millimetres (server/services/labels.ts LABEL_SIZES_MM). */
const SIZES = [15, 25, 40] as const;
type Size = (typeof SIZES)[number];

function SizeSelect({ value, onChange }: { value: Size; onChange(size: Size): void }) {
  const { t } = useTranslation();
  return (
    <Select<Size>
      aria-label={t("resources.commodities.labels.size")}
      value={value}
      onChange={onChange}
      style={{ width: 110 }}
      options={SIZES.map((size) => ({ value: size, label: `${size} mm` }))}
    />
  );
}

/** The product form's print-ready QR labels (decision 082): the code of /m/{model}, as vector SVG or PDF. */
export function ProductLabels({ product }: { product: { id: number; model?: unknown } }) {
  const { t } = useTranslation();
  const [size, setSize] = useState<Size>(25);
  const [busy, setBusy] = useState<string | null>(null);
  const model = String(product.model || product.id).replace(/[^A-Za-z0-9-]+/g, "-");
  const get = async (format: "svg" | "pdf") => {
    setBusy(format);
    try {
      await download(`ad/commodities/${product.id}/label`, { size, format }, `label-${model}-${size}mm.${format}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={t("resources.commodities.labels.title")} size="small" style={{ marginTop: 16 }} data-testid="product-labels">
      <Typography.Paragraph type="secondary">{t("resources.commodities.labels.help")}</Typography.Paragraph>
      <Space wrap>
        <SizeSelect value={size} onChange={setSize} />
        <Button icon={<FilePdfOutlined />} loading={busy === "pdf"} onClick={() => void get("pdf")} data-testid="label-pdf">
          {t("resources.commodities.labels.pdf")}
        </Button>
        <Button icon={<FileImageOutlined />} loading={busy === "svg"} onClick={() => void get("svg")} data-testid="label-svg">
          {t("resources.commodities.labels.svg")}
        </Button>
      </Space>
    </Card>
  );
}

/** The product list's batch action: one A4 PDF of labels for the selected products. */
export function LabelSheetButton({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState<Size>(25);
  const [copies, setCopies] = useState(1);
  const [busy, setBusy] = useState(false);
  const get = async () => {
    setBusy(true);
    try {
      await download("ad/labels/sheet", { ids: ids.join(","), size, copies }, `labels-${size}mm.pdf`);
      setOpen(false);
    } catch (error) {
      notification.error({ key: "labels", title: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<QrcodeOutlined />} onClick={() => setOpen(true)} data-testid="label-sheet">
        {t("resources.commodities.labels.sheet")}
      </Button>
      <Modal
        open={open}
        title={t("resources.commodities.labels.sheetTitle", { count: ids.length })}
        okText={t("resources.commodities.labels.pdf")}
        cancelText={t("actions.cancel")}
        okButtonProps={{ loading: busy }}
        onCancel={() => setOpen(false)}
        onOk={() => void get()}
        destroyOnHidden
      >
        <Space wrap>
          <SizeSelect value={size} onChange={setSize} />
          <InputNumber
            aria-label={t("resources.commodities.labels.copies")}
            addonBefore={t("resources.commodities.labels.copies")}
            min={1}
            max={50}
            value={copies}
            onChange={(value) => setCopies(value ?? 1)}
          />
        </Space>
      </Modal>
    </>
  );
}
